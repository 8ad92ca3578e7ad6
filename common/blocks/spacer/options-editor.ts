import { blockOptions, option } from "../../editor/options/block-options";
import type { spacer } from "./definition";

/** The options an editor sets on a spacer block (option menu of the item). */
export const spacerOptions = blockOptions<typeof spacer>({ size: option("size") });
