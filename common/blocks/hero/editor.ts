import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { hero } from "./definition";

/** The editor part of a hero block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof hero>({
  options: {
    alignment: option("alignment"),
    verticalAlignment: option("verticalAlignment"),
    fullHeight: option("checkbox"),
    color: option("colorSwatches"),
    link: option("link"),
  },
  media: { images: mediaField("image") },
  picker: { group: "start", icon: "banner", position: 1 },
  names: { de: "Einstieg mit Bild", fr: "Introduction avec image", en: "Hero" },
});
