import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { gameSetup } from "./definition";

/** The editor part of a gameSetup block: its option menu, picker entry and names; the course's choices are the site's courses (editor-mount.tsx). */
export default defineBlockEditor<typeof gameSetup>({
  options: { step: option("gameOptions"), course: option("choice") },
  picker: { group: null, icon: "generic", program: "golf", position: 1 },
  names: { de: "Spiel", fr: "Jeu", en: "Game" },
});
