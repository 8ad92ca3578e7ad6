import { defineIsland } from "../../islands/define";

export const businessDirectoryIsland = defineIsland("businessDirectory", () => import("./business-directory").then((m) => m.BusinessDirectory));
