import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { instagramFeed } from "./definition";

/** The editor part of a instagramFeed block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof instagramFeed>({
  options: { account: option("text"), numberOfItems: option("number"), columnLayout: option("columnLayout") },
  picker: { group: "various", icon: "image", position: 3 },
  names: { de: "Instagram", fr: "Instagram", en: "Instagram" },
});
