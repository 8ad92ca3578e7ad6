import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { announcementBubble } from "./definition";

/** The editor part of a announcementBubble block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof announcementBubble>({
  options: { color: option("colorSwatches"), position: option("choice"), sticky: option("checkbox"), link: option("link") },
  picker: { group: "start", icon: "megaphone", position: 6 },
  names: { de: "Ankündigungsblase", fr: "Bulle d'annonce", en: "Announcement bubble" },
});
