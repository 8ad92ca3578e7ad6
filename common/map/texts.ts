import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

/** Texts of the map block and its island (de complete, fr mirrors). */
const de = {
  map: "Karte",
  mapOf: (title: string) => `Karte: ${title}`,
  stops: "Stationen",
  theme: "Kartenstil",
  light: "Karte",
  imagery: "Luftbild",
  locate: "Meinen Standort zeigen",
  locateTip: "Zeigt Ihren Standort auf der Karte. Ihr Standort bleibt auf Ihrem Gerät.",
  closeTip: "Hinweis schliessen",
  youAreHere: "Ihr Standort",
  previous: "Vorherige Station",
  next: "Nächste Station",
  expand: "Details anzeigen",
  back: "Zurück",
  openPage: "Zur Seite",
  stopOf: (number: number, count: number) => `Station ${number} von ${count}`,
  marker: (number: number, title: string) => `${number}: ${title}`,
  group: (numbers: string) => `Stationen ${numbers}: heranzoomen`,
  icons: { start: "Start", end: "Ziel", party: "Fest", default: "" },
  openInMap: "In OpenStreetMap öffnen",
  point: "Standort",
  showMap: "Karte anzeigen",
  operateMap: "Karte bedienen",
};
export type MapTexts = typeof de;

const fr: MapTexts = {
  map: "Carte",
  mapOf: (title: string) => `Carte : ${title}`,
  stops: "Étapes",
  theme: "Style de carte",
  light: "Carte",
  imagery: "Photo aérienne",
  locate: "Afficher ma position",
  locateTip: "Affiche votre position sur la carte. Votre position reste sur votre appareil.",
  closeTip: "Fermer l'indication",
  youAreHere: "Votre position",
  previous: "Étape précédente",
  next: "Étape suivante",
  expand: "Afficher les détails",
  back: "Retour",
  openPage: "Voir la page",
  stopOf: (number: number, count: number) => `Étape ${number} sur ${count}`,
  marker: (number: number, title: string) => `${number} : ${title}`,
  group: (numbers: string) => `Étapes ${numbers} : zoomer`,
  icons: { start: "Départ", end: "Arrivée", party: "Fête", default: "" },
  openInMap: "Ouvrir dans OpenStreetMap",
  point: "Emplacement",
  showMap: "Afficher la carte",
  operateMap: "Utiliser la carte",
};

export function mapTexts(locale: Locale): MapTexts {
  return textsIn({ de, fr }, locale, "de");
}
