import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { newsFeedBoard } from "./definition";

/** The editor part of a newsFeedBoard block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof newsFeedBoard>({
  options: { numberOfItems: option("number"), columnLayout: option("columnLayout"), links: option("links"), articles: option("articles") },
  picker: { group: "collections", icon: "list", position: 2 },
  names: { de: "News", fr: "Actualités", en: "News" },
});
