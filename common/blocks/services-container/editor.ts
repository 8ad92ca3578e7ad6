import { option } from "../../editor/options/block-options";
import { defineBlockEditor } from "../../editor/block-editor";
import type { servicesContainer } from "./definition";

/** The editor part of a servicesContainer block: its option menu, picker entry and names. */
export default defineBlockEditor<typeof servicesContainer>({
  options: { collection: null, columnLayout: option("columnLayout") },
  picker: { group: "collections", icon: "list", position: 1 },
  collection: "service",
  names: { de: "Dienstleistungen", fr: "Prestations", en: "Services" },
});
