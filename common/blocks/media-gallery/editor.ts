import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { mediaGallery } from "./definition";

/** The editor part of a mediaGallery block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof mediaGallery>({
  options: { gridLayout: option("gridLayout"), columnLayout: option("columnLayout"), imageFormat: option("imageFormat") },
  picker: { group: "content", icon: "image", position: 4 },
  names: { de: "Galerie", fr: "Galerie", en: "Gallery" },
  bulkUpload: true,
});
