import { defineIsland } from "../../islands/define";

export const gameScoreIsland = defineIsland("gameScore", () => import("./game-score").then((m) => m.GameScore));
