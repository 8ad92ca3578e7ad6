import { blockOptions, mediaField, option } from "../../editor/options/block-options";
import type { contact } from "./definition";

/** The options an editor sets on a contact block (option menu of the item). */
export const contactOptions = blockOptions<typeof contact>({ color: option("colorSwatches"), alignment: option("alignment"), showBranches: option("checkbox"), location: option("location", { option: "showBranches", operator: "=", value: true }) }, { images: mediaField("image") });
