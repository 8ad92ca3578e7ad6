import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { form } from "./definition";

/** The editor part of a form block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof form>({
  options: { color: option("colorSwatches"), alignment: option("alignment"), embedUrl: option("text") },
  picker: { group: "various", icon: "form", position: 6 },
  names: { de: "Formular", fr: "Formulaire", en: "Form" },
});
