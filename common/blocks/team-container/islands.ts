import { defineIsland } from "../../islands/define";

export const teamSplitIsland = defineIsland("teamSplit", () => import("./team-split").then((m) => m.TeamSplit));
