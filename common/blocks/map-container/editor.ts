import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { mapContainer } from "./definition";

/** The editor part of a mapContainer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof mapContainer>({
  options: { latitude: option("poi"), longitude: option("poi"), icon: option("poi"), collection: null, route: option("mapRoute") },
  media: { images: mediaField("image") },
  picker: { group: "various", icon: "map", position: 4 },
  collection: "pages",
  names: { de: "Karte", fr: "Carte", en: "Map" },
});
