import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { imageBoard } from "./definition";

/** The editor part of a imageBoard block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof imageBoard>({
  options: { gridLayout: option("gridLayout"), columnLayout: option("columnLayout"), imageFormat: option("imageFormat"), objectFit: option("objectFit") },
  picker: { group: "content", icon: "image", position: 2 },
  names: { de: "Bilder", fr: "Images", en: "Images" },
});
