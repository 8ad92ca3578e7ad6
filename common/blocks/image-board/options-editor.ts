import { blockOptions, option } from "../../editor/options/block-options";
import type { imageBoard } from "./definition";

/** The options an editor sets on a imageBoard block (option menu of the item). */
export const imageBoardOptions = blockOptions<typeof imageBoard>({ gridLayout: option("gridLayout"), columnLayout: option("columnLayout"), imageFormat: option("imageFormat"), objectFit: option("objectFit") });
