import { isBlockType } from "../../../common/blocks/types";
import type { EditorLanguage } from "../../../common/editor/boot";
import type { EditorTexts } from "./texts";

/**
 * The human name of a block type in the editor's language: the dictionaries' `blockNames` (one home, shared with the
 * block picker); a type this build does not know shows as it is stored.
 */
export function blockName(type: string, t: EditorTexts): string {
  return isBlockType(type) ? t.blockNames[type] : type;
}

/**
 * Names of the fields blocks use (the item menu's title, empty-field placeholders, the block menu's visible fields,
 * the changelog); a field name without one (a field this build does not know) shows as stored.
 */
const FIELD_NAMES: Record<string, Record<EditorLanguage, string>> = {
  title: { de: "Titel", fr: "Titre", en: "Title" },
  kicker: { de: "Dachzeile", fr: "Surtitre", en: "Kicker" },
  subtitle: { de: "Untertitel", fr: "Sous-titre", en: "Subtitle" },
  description: { de: "Text", fr: "Texte", en: "Text" },
  textBlock: { de: "Text", fr: "Texte", en: "Text" },
  button: { de: "Button-Text", fr: "Texte du bouton", en: "Button text" },
  images: { de: "Bild", fr: "Image", en: "Image" },
  video: { de: "Video", fr: "Vidéo", en: "Video" },
  caption: { de: "Bildunterschrift", fr: "Légende", en: "Caption" },
  // A card's own title and text, told apart from the block's title and text above the cards.
  cardTitle: { de: "Kartentitel", fr: "Titre de la carte", en: "Card title" },
  cardText: { de: "Kartentext", fr: "Texte de la carte", en: "Card text" },
  cost: { de: "Preis in CHF", fr: "Prix en CHF", en: "Price in CHF" },
  duration: { de: "Dauer", fr: "Durée", en: "Duration" },
  date: { de: "Datum", fr: "Date", en: "Date" },
  name: { de: "Name", fr: "Nom", en: "Name" },
  street: { de: "Strasse", fr: "Rue", en: "Street" },
  city: { de: "Ort", fr: "Localité", en: "Town" },
  phone: { de: "Telefon", fr: "Téléphone", en: "Phone" },
  email: { de: "E-Mail", fr: "E-mail", en: "E-mail" },
  // A review's own fields (review slider).
  quote: { de: "Zitat", fr: "Citation", en: "Quote" },
  rating: { de: "Bewertung", fr: "Note", en: "Rating" },
  time: { de: "Zeit", fr: "Heure", en: "Time" },
  branch: { de: "Filiale", fr: "Succursale", en: "Branch" },
};

/** The name of a field in `language`; a field name without one shows as stored. */
export function fieldName(name: string, language: EditorLanguage): string {
  return FIELD_NAMES[name]?.[language] ?? name;
}
