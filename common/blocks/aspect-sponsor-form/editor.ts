import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import { SPONSOR_PACKAGE_KEYS } from "../../forms/sponsor-packages";
import type { aspectSponsorForm } from "./definition";

/** The editor part of an aspectSponsorForm block: booking closed, and a fully-booked flag per package. */
export default defineBlockEditor<typeof aspectSponsorForm>({
  options: {
    bookingClosed: option("checkbox"),
    ...Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [`${key}Booked`, option("checkbox")])),
  },
  picker: { group: "various", icon: "form", position: 7 },
  names: { de: "Sponsoring", fr: "Sponsoring", en: "Sponsoring" },
});
