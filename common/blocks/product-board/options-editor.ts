import { blockOptions, option } from "../../editor/options/block-options";
import type { productBoard } from "./definition";

/** The options an editor sets on a productBoard block (option menu of the item). */
export const productBoardOptions = blockOptions<typeof productBoard>({ columnLayout: option("columnLayout"), imageFormat: option("imageFormat"), links: option("links") });
