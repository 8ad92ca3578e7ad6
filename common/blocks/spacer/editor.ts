import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { spacer } from "./definition";

/** The editor part of a spacer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof spacer>({
  options: { size: option("size") },
  picker: { group: "various", icon: "space", position: 8 },
  names: { de: "Abstand", fr: "Espacement", en: "Spacer" },
});
