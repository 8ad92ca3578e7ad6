import { defineIsland } from "../../islands/define";

export const contentSliderIsland = defineIsland("contentSlider", () => import("./content-slider").then((m) => m.ContentSlider));
