import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { reviewSlider } from "./definition";

/** The editor part of a reviewSlider block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof reviewSlider>({
  options: {
    minimumRating: option("number"),
    numberOfItems: option("number"),
    autoplay: option("checkbox", { option: "numberOfItems", operator: ">", value: 1 }),
  },
  picker: { group: "various", icon: "star", position: 2 },
  names: { de: "Bewertungen", fr: "Avis", en: "Reviews" },
  fieldNames: {
    quote: { de: "Zitat", fr: "Citation", en: "Quote" },
    rating: { de: "Bewertung", fr: "Note", en: "Rating" },
    time: { de: "Zeit", fr: "Heure", en: "Time" },
    branch: { de: "Filiale", fr: "Succursale", en: "Branch" },
  },
});
