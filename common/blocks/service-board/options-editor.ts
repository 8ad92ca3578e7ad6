import { blockOptions, option } from "../../editor/options/block-options";
import type { serviceBoard } from "./definition";

/** The options an editor sets on a serviceBoard block (option menu of the item). */
export const serviceBoardOptions = blockOptions<typeof serviceBoard>({ color: option("colorSwatches"), alignment: option("alignment"), columnLayout: option("columnLayout"), imageFormat: option("imageFormat"), links: option("links") });
