import type { Locale } from "./locales";
import { textsIn } from "./texts-in";

/** Visitor-interface texts. German is complete and the fallback; French mirrors it. */
const de = {
  skipToContent: "Zum Inhalt springen",
  mainNavigation: "Hauptnavigation",
  openMenu: "Menü öffnen",
  closeMenu: "Menü schliessen",
  search: "Suche",
  searchPlaceholder: "Suchen …",
  searchSubmit: "Suchen",
  searchMinLength: "Bitte mindestens 3 Zeichen eingeben.",
  searchResults: (count: number, query: string) => `${count} ${count === 1 ? "Treffer" : "Treffer"} für «${query}»`,
  searchNoResults: (query: string) => `Keine Treffer für «${query}».`,
  notFoundTitle: "Seite nicht gefunden",
  notFoundText: "Die gesuchte Seite gibt es nicht oder nicht mehr.",
  errorTitle: "Ein Fehler ist aufgetreten",
  errorText: "Bitte versuche es in einem Moment noch einmal.",
  backHome: "Zur Startseite",
  languageSwitch: "Sprache",
  openingHours: "Öffnungszeiten",
  closed: "Geschlossen",
  contact: "Kontakt",
  footer: "Fusszeile",
  imprint: "Impressum",
  privacy: "Datenschutz",
  terms: "AGB",
  qualitySeal: "Qualitätssiegel",
  qualityReviews: "Unsere Bewertungen",
  protectedTitle: "Geschützte Seite",
  protectedText: "Diese Seite ist passwortgeschützt.",
  password: "Passwort",
  unlock: "Öffnen",
  wrongPassword: "Das Passwort ist falsch.",
  readMore: "Mehr erfahren",
  team: "Team",
  services: "Dienstleistungen",
  interactiveLoading: "Wird geladen …",
  weekdays: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
};
export type Dictionary = typeof de;

const fr: Dictionary = {
  skipToContent: "Aller au contenu",
  mainNavigation: "Navigation principale",
  openMenu: "Ouvrir le menu",
  closeMenu: "Fermer le menu",
  search: "Recherche",
  searchPlaceholder: "Rechercher …",
  searchSubmit: "Rechercher",
  searchMinLength: "Veuillez saisir au moins 3 caractères.",
  searchResults: (count, query) => `${count} ${count === 1 ? "résultat" : "résultats"} pour « ${query} »`,
  searchNoResults: (query) => `Aucun résultat pour « ${query} ».`,
  notFoundTitle: "Page introuvable",
  notFoundText: "La page demandée n'existe pas ou plus.",
  errorTitle: "Une erreur est survenue",
  errorText: "Veuillez réessayer dans un instant.",
  backHome: "Vers la page d'accueil",
  languageSwitch: "Langue",
  openingHours: "Heures d'ouverture",
  closed: "Fermé",
  contact: "Contact",
  footer: "Pied de page",
  imprint: "Mentions légales",
  privacy: "Protection des données",
  terms: "CG",
  qualitySeal: "Label de qualité",
  qualityReviews: "Nos avis",
  protectedTitle: "Page protégée",
  protectedText: "Cette page est protégée par un mot de passe.",
  password: "Mot de passe",
  unlock: "Ouvrir",
  wrongPassword: "Le mot de passe est incorrect.",
  readMore: "En savoir plus",
  team: "Équipe",
  services: "Prestations",
  interactiveLoading: "Chargement …",
  weekdays: ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"],
};

const dictionaries = { de, fr };

/** The visitor dictionary of a locale; languages without one fall back to German. */
export function dictionary(locale: Locale): Dictionary {
  return textsIn(dictionaries, locale);
}
