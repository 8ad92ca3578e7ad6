import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { mapContainer } from "./definition";

/** The editor part of a mapContainer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof mapContainer>({
  // The points list replaces the single point of latitude, longitude and icon (still read from blocks saved before it).
  options: { points: option("poi"), latitude: null, longitude: null, icon: null, collection: null, route: option("mapRoute") },
  media: { images: mediaField("image") },
  picker: { group: "various", icon: "map", position: 4 },
  collection: "pages",
  names: { de: "Karte", fr: "Carte", en: "Map" },
});
