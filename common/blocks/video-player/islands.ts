import { defineIsland } from "../../islands/define";

export const videoPlayerIsland = defineIsland("videoPlayer", () => import("./video-player").then((m) => m.VideoPlayer));
