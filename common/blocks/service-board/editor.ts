import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { serviceBoard } from "./definition";

/** The editor part of a serviceBoard block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof serviceBoard>({
  options: {
    color: option("colorSwatches"),
    alignment: option("alignment"),
    columnLayout: option("columnLayout"),
    imageFormat: option("imageFormat"),
    links: option("links"),
  },
  picker: { group: "content", icon: "list", position: 6 },
  names: { de: "Angebote", fr: "Offres", en: "Offers" },
});
