import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { scoreTracker } from "./definition";

/** The editor part of a scoreTracker block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof scoreTracker>({
  options: { view: option("scoreOptions"), collection: null, liveDots: option("checkbox"), par: option("number") },
  picker: { group: null, icon: "generic", program: "golf", position: 2 },
  names: { de: "Punktekarte", fr: "Carte de score", en: "Score card" },
});
