import { defineIsland } from "../../islands/define";

// One island per step of the game's setup, each its own chunk.
export const gameStartIsland = defineIsland("gameStart", () => import("./game-start").then((m) => m.GameStart));
export const gamePlayersIsland = defineIsland("gamePlayers", () => import("./game-players").then((m) => m.GamePlayers));
export const gameShareIsland = defineIsland("gameShare", () => import("./game-share").then((m) => m.GameShare));
export const gameCouponIsland = defineIsland("gameCoupon", () => import("./game-coupon").then((m) => m.GameCoupon));
