import { mediaField, option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { contact } from "./definition";

/** The editor part of a contact block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof contact>({
  options: {
    color: option("colorSwatches"),
    alignment: option("alignment"),
    showBranches: option("checkbox"),
    location: option("location", { option: "showBranches", operator: "=", value: true }),
  },
  media: { images: mediaField("image") },
  picker: { group: "team", icon: "contact", position: 3 },
  names: { de: "Kontakt", fr: "Contact", en: "Contact" },
  fieldNames: {
    street: { de: "Strasse", fr: "Rue", en: "Street" },
    phone: { de: "Telefon", fr: "Téléphone", en: "Phone" },
    email: { de: "E-Mail", fr: "E-mail", en: "E-mail" },
  },
});
