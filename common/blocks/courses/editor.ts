import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { courses } from "./definition";

/** The editor part of a courses block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof courses>({
  options: { columnLayout: option("columnLayout"), links: option("links") },
  picker: { group: "collections", icon: "calendar", position: 4 },
  names: { de: "Kurse", fr: "Cours", en: "Courses" },
});
