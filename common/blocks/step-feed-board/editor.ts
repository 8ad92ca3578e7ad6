import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { stepFeedBoard } from "./definition";

/** The editor part of a stepFeedBoard block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof stepFeedBoard>({
  options: {
    color: option("colorSwatches"),
    alignment: option("alignment"),
    showNumbers: option("checkbox"),
    layout: option("choice"),
    links: option("links"),
  },
  picker: { group: "content", icon: "list", position: 8 },
  names: { de: "Schritte", fr: "Étapes", en: "Steps" },
});
