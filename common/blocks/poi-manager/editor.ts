import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { poiManager } from "./definition";

/** The editor part of a poiManager block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof poiManager>({
  // The points list replaces the single point of latitude, longitude and icon (still read from blocks saved before it).
  options: { points: option("poi"), latitude: null, longitude: null, icon: null, link: option("link") },
  picker: { group: null, icon: "generic", position: 3 },
  names: { de: "Ort auf der Karte", fr: "Lieu sur la carte", en: "Place on the map" },
});
