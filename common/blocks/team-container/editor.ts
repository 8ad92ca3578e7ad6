import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { teamContainer } from "./definition";

/** The editor part of a teamContainer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof teamContainer>({
  options: { collection: null, columnLayout: option("columnLayout"), gridLayout: option("gridLayout") },
  picker: { group: "team", icon: "people", position: 1 },
  collection: "team",
  names: { de: "Team", fr: "Équipe", en: "Team" },
});
