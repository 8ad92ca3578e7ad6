import { defineIsland } from "../../islands/define";

export const sponsorFormIsland = defineIsland("sponsorForm", () => import("./sponsor-form").then((m) => m.SponsorForm));
