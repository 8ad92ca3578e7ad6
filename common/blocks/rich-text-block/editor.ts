import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { richTextBlock } from "./definition";

/** The editor part of a richTextBlock block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof richTextBlock>({
  options: { alignment: option("alignment"), textSize: option("textSize"), columnWidth: option("columnWidth") },
  picker: { group: "content", icon: "text", position: 1 },
  names: { de: "Text", fr: "Texte", en: "Text" },
  fieldNames: {
    textBlock: { de: "Text", fr: "Texte", en: "Text" },
  },
});
