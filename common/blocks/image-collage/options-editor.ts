import { blockOptions, mediaField, option } from "../../editor/options/block-options";
import type { imageCollage } from "./definition";

/** The options an editor sets on a imageCollage block (option menu of the item). */
export const imageCollageOptions = blockOptions<typeof imageCollage>({ color: option("colorSwatches"), alignment: option("alignment"), shiftedAlignment: option("shiftedAlignment"), link: option("link") }, { images: mediaField("image") });
