import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { goFeed } from "./definition";

/** The editor part of a goFeed block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof goFeed>({
  options: { gridLayout: option("gridLayout"), numberOfItems: option("number"), links: option("links"), link: option("link"), articles: option("articles") },
  picker: { group: "collections", icon: "list", program: "optician", position: 3 },
  names: { de: "GO-Artikel", fr: "Articles GO", en: "GO articles" },
});
