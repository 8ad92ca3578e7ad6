import { blockOptions, option } from "../../editor/options/block-options";
import type { mediaGallery } from "./definition";

/** The options an editor sets on a mediaGallery block (option menu of the item). */
export const mediaGalleryOptions = blockOptions<typeof mediaGallery>({ gridLayout: option("gridLayout"), columnLayout: option("columnLayout"), imageFormat: option("imageFormat") });
