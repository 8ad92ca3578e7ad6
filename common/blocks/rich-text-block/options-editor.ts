import { blockOptions, option } from "../../editor/options/block-options";
import type { richTextBlock } from "./definition";

/** The options an editor sets on a richTextBlock block (option menu of the item). */
export const richTextBlockOptions = blockOptions<typeof richTextBlock>({ alignment: option("alignment"), textSize: option("textSize"), columnWidth: option("columnWidth") });
