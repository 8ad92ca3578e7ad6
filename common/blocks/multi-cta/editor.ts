import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { multiCta } from "./definition";

/** The editor part of a multiCta block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof multiCta>({
  options: { color: option("colorSwatches"), alignment: option("alignment"), links: option("links") },
  picker: { group: "start", icon: "button", position: 4 },
  names: { de: "Mehrere Buttons", fr: "Plusieurs boutons", en: "Several buttons" },
  // Its items are buttons, not cards.
  itemFields: ["button"],
});
