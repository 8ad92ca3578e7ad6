import { defineIsland } from "../../islands/define";

export const scrollSliderIsland = defineIsland("scrollSlider", () => import("./scroll-slider").then((m) => m.ScrollSlider));
