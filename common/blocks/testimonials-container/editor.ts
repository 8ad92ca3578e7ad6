import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { testimonialsContainer } from "./definition";

/** The editor part of a testimonialsContainer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof testimonialsContainer>({
  options: { collection: null, gridLayout: option("gridLayout"), columnLayout: option("columnLayout") },
  picker: { group: "team", icon: "quote", position: 2 },
  collection: "testimonial",
  names: { de: "Kundenstimmen", fr: "Témoignages", en: "Testimonials" },
});
