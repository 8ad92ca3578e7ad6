import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { jobs } from "./definition";

/** The editor part of a jobs block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof jobs>({
  options: { listingKind: option("choice") },
  picker: { group: "collections", icon: "people", position: 5 },
  names: { de: "Stellen", fr: "Offres d'emploi", en: "Jobs" },
});
