import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { marketplace } from "./definition";

/** The editor part of a marketplace block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof marketplace>({
  options: { marketplaceType: option("choice"), listingKind: option("choice") },
  picker: { group: "collections", icon: "shop", program: "optician", position: 6 },
  names: { de: "Marktplatz", fr: "Marché", en: "Marketplace" },
});
