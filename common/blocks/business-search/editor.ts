import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { businessSearch } from "./definition";

/** The editor part of a businessSearch block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof businessSearch>({
  options: { onlyHealthOpticians: option("checkbox"), letterIndex: option("checkbox") },
  picker: { group: "various", icon: "search", program: "optician", position: 1 },
  names: { de: "Optikerverzeichnis", fr: "Annuaire des opticiens", en: "Optician directory" },
});
