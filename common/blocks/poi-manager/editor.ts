import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { poiManager } from "./definition";

/** The editor part of a poiManager block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof poiManager>({
  options: { latitude: option("poi"), longitude: option("poi"), icon: option("poi"), link: option("link") },
  picker: { group: null, icon: "generic", position: 3 },
  names: { de: "Ort auf der Karte", fr: "Lieu sur la carte", en: "Place on the map" },
});
