import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { cta } from "./definition";

/** The editor part of a cta block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof cta>({
  options: { color: option("colorSwatches"), alignment: option("alignment"), link: option("link") },
  picker: { group: "start", icon: "button", position: 3 },
  names: { de: "Handlungsaufruf", fr: "Appel à l'action", en: "Call to action" },
});
