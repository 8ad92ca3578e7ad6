import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { bookingContainer } from "./definition";

/** The editor part of a bookingContainer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof bookingContainer>({
  options: { color: option("colorSwatches"), alignment: option("alignment"), bookingLink: option("bookingLink") },
  picker: { group: "start", icon: "calendar", position: 7 },
  names: { de: "Online-Termin", fr: "Rendez-vous en ligne", en: "Online booking" },
});
