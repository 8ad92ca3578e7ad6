import { blockOptions, option } from "../../editor/options/block-options";
import type { reviewSlider } from "./definition";

/** The options an editor sets on a reviewSlider block (option menu of the item). */
export const reviewSliderOptions = blockOptions<typeof reviewSlider>({ minimumRating: option("number"), numberOfItems: option("number"), autoplay: option("checkbox", { option: "numberOfItems", operator: ">", value: 1 }) });
