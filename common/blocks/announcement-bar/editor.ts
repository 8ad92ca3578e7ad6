import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { announcementBar } from "./definition";

/** The editor part of a announcementBar block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof announcementBar>({
  options: { color: option("colorSwatches"), alignment: option("alignment"), sticky: option("checkbox"), link: option("link") },
  picker: { group: "start", icon: "megaphone", position: 5 },
  names: { de: "Ankündigungsleiste", fr: "Bandeau d'annonce", en: "Announcement bar" },
});
