import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { textOnImage } from "./definition";

/** The editor part of a textOnImage block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof textOnImage>({
  options: { textPosition: option("textPosition"), color: option("colorSwatches"), fullHeight: option("checkbox"), link: option("link") },
  media: { images: mediaField("image") },
  picker: { group: "start", icon: "image", position: 2 },
  names: { de: "Text auf Bild", fr: "Texte sur image", en: "Text on image" },
});
