import { blockOptions, mediaField, option } from "../../editor/options/block-options";
import type { textOnImage } from "./definition";

/** The options an editor sets on a textOnImage block (option menu of the item). */
export const textOnImageOptions = blockOptions<typeof textOnImage>({ textPosition: option("textPosition"), color: option("colorSwatches"), fullHeight: option("checkbox"), link: option("link") }, { images: mediaField("image") });
