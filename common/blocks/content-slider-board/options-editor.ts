import { blockOptions, option } from "../../editor/options/block-options";
import type { contentSliderBoard } from "./definition";

/** The options an editor sets on a contentSliderBoard block (option menu of the item). */
export const contentSliderBoardOptions = blockOptions<typeof contentSliderBoard>({ color: option("colorSwatches"), autoplay: option("checkbox"), fullHeight: option("checkbox"), links: option("links") });
