import { blockOptions, mediaField, option } from "../../editor/options/block-options";
import type { hero } from "./definition";

/** The options an editor sets on a hero block (option menu of the item). */
export const heroOptions = blockOptions<typeof hero>({ alignment: option("alignment"), verticalAlignment: option("verticalAlignment"), fullHeight: option("checkbox"), color: option("colorSwatches"), link: option("link") }, { images: mediaField("image") });
