import type { Locale } from "../locales";
import { textsIn } from "../texts-in";

/** The consent banner's texts (German where a language has none). */
const de = {
  title: "Datenschutz-Einstellungen",
  text: "Wir möchten mit Analyse-Diensten messen, wie unsere Website genutzt wird. Das geschieht nur mit Ihrer Zustimmung; Sie können sie jederzeit in der Fusszeile ändern.",
  privacy: "Datenschutzerklärung",
  accept: "Zustimmen",
  decline: "Ablehnen",
  settings: "Datenschutz-Einstellungen",
};
export type ConsentTexts = typeof de;

const fr: ConsentTexts = {
  title: "Paramètres de confidentialité",
  text: "Nous aimerions mesurer l'utilisation de notre site avec des services d'analyse. Cela n'a lieu qu'avec votre accord ; vous pouvez le modifier à tout moment dans le pied de page.",
  privacy: "Déclaration de confidentialité",
  accept: "Accepter",
  decline: "Refuser",
  settings: "Paramètres de confidentialité",
};
const it: ConsentTexts = {
  title: "Impostazioni sulla privacy",
  text: "Vorremmo misurare l'uso del nostro sito con servizi di analisi. Ciò avviene solo con il vostro consenso, modificabile in qualsiasi momento nel piè di pagina.",
  privacy: "Informativa sulla privacy",
  accept: "Accetto",
  decline: "Rifiuto",
  settings: "Impostazioni sulla privacy",
};
const en: ConsentTexts = {
  title: "Privacy settings",
  text: "We would like to measure how our website is used with analytics services. This only happens with your consent; you can change it at any time in the footer.",
  privacy: "Privacy policy",
  accept: "Accept",
  decline: "Decline",
  settings: "Privacy settings",
};

export const consentTexts = (locale: Locale): ConsentTexts => textsIn({ de, fr, it, en }, locale, "de");
