import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

/** Texts of the business directory and the branch contact views (de complete, fr mirrors, en for English pages). */
const de = {
  searchLabel: "Suche nach Name, Ort oder PLZ",
  searchPlaceholder: "z. B. Bern oder 3011",
  resultCount: (count: number) => (count === 1 ? "1 Betrieb" : `${count} Betriebe`),
  noResults: "Keine Betriebe gefunden. Bitte Suchbegriff anpassen.",
  letterIndex: "Buchstaben-Index",
  jumpTo: (letter: string) => `Zu ${letter} springen`,
  branches: "Filialen",
  branchesOf: (name: string) => `Filialen von ${name}`,
  specialHours: "Besondere Öffnungszeiten",
  today: "heute",
  logo: "Logo",
};
export type DirectoryTexts = typeof de;

const fr: DirectoryTexts = {
  searchLabel: "Rechercher par nom, localité ou NPA",
  searchPlaceholder: "p. ex. Berne ou 3011",
  resultCount: (count) => (count === 1 ? "1 entreprise" : `${count} entreprises`),
  noResults: "Aucune entreprise trouvée. Veuillez modifier votre recherche.",
  letterIndex: "Index alphabétique",
  jumpTo: (letter) => `Aller à ${letter}`,
  branches: "Succursales",
  branchesOf: (name) => `Succursales de ${name}`,
  specialHours: "Horaires particuliers",
  today: "aujourd'hui",
  logo: "Logo",
};

const en: DirectoryTexts = {
  searchLabel: "Search by name, town or postcode",
  searchPlaceholder: "e.g. Bern or 3011",
  resultCount: (count) => (count === 1 ? "1 business" : `${count} businesses`),
  noResults: "No businesses found. Please change your search.",
  letterIndex: "Letter index",
  jumpTo: (letter) => `Jump to ${letter}`,
  branches: "Branches",
  branchesOf: (name) => `Branches of ${name}`,
  specialHours: "Special opening hours",
  today: "today",
  logo: "Logo",
};

const texts = { de, fr, en };

/** Directory texts of a locale; others fall back to German like the rest of the visitor interface. */
export function directoryTexts(locale: Locale): DirectoryTexts {
  return textsIn(texts, locale, "de");
}
