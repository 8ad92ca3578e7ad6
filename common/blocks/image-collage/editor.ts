import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { imageCollage } from "./definition";

/** The editor part of a imageCollage block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof imageCollage>({
  options: { color: option("colorSwatches"), alignment: option("alignment"), shiftedAlignment: option("shiftedAlignment"), link: option("link") },
  media: { images: mediaField("image") },
  picker: { group: "content", icon: "image", position: 3 },
  names: { de: "Bildcollage", fr: "Collage d'images", en: "Image collage" },
});
