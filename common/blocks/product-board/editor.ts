import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { productBoard } from "./definition";

/** The editor part of a productBoard block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof productBoard>({
  options: { columnLayout: option("columnLayout"), imageFormat: option("imageFormat"), links: option("links") },
  picker: { group: "content", icon: "shop", position: 7 },
  names: { de: "Produkte", fr: "Produits", en: "Products" },
});
