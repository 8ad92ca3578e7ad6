import type { Locale } from "../locales";
import { textsIn, type VisitorTexts } from "../texts-in";

/** The consent banner's texts in the ten languages (decision 084). */
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

/** Rumantsch Grischun. */
const rm: ConsentTexts = {
  title: "Parameters da la protecziun da datas",
  text: "Nus vulessan mesirar cun servetschs d'analisa co che nossa pagina d'internet vegn utilisada. Quai capita mo cun Voss consentiment; Vus al pudais midar da tut temp en il pe da la pagina.",
  privacy: "Decleraziun da protecziun da datas",
  accept: "Acceptar",
  decline: "Refusar",
  settings: "Parameters da la protecziun da datas",
};
const sq: ConsentTexts = {
  title: "Cilësimet e privatësisë",
  text: "Dëshirojmë të masim me shërbime analitike se si përdoret faqja jonë e internetit. Kjo ndodh vetëm me pëlqimin tuaj; mund ta ndryshoni në çdo kohë në fund të faqes.",
  privacy: "Deklarata e privatësisë",
  accept: "Pranoj",
  decline: "Refuzoj",
  settings: "Cilësimet e privatësisë",
};
/** Serbian in Latin script. */
const sr: ConsentTexts = {
  title: "Podešavanja privatnosti",
  text: "Želeli bismo da pomoću analitičkih servisa merimo kako se naš sajt koristi. To se dešava samo uz vašu saglasnost; možete je promeniti u bilo kom trenutku u podnožju stranice.",
  privacy: "Politika privatnosti",
  accept: "Prihvatam",
  decline: "Odbijam",
  settings: "Podešavanja privatnosti",
};
const hr: ConsentTexts = {
  title: "Postavke privatnosti",
  text: "Željeli bismo pomoću analitičkih usluga mjeriti kako se koristi naša web-stranica. To se događa samo uz vašu privolu; možete je u bilo kojem trenutku promijeniti u podnožju stranice.",
  privacy: "Izjava o privatnosti",
  accept: "Prihvaćam",
  decline: "Odbijam",
  settings: "Postavke privatnosti",
};
const es: ConsentTexts = {
  title: "Configuración de privacidad",
  text: "Nos gustaría medir con servicios de análisis cómo se utiliza nuestro sitio web. Esto solo ocurre con su consentimiento; puede cambiarlo en cualquier momento en el pie de página.",
  privacy: "Política de privacidad",
  accept: "Aceptar",
  decline: "Rechazar",
  settings: "Configuración de privacidad",
};
const pt: ConsentTexts = {
  title: "Definições de privacidade",
  text: "Gostaríamos de medir, com serviços de análise, como o nosso sítio web é utilizado. Isso só acontece com o seu consentimento; pode alterá-lo a qualquer momento no rodapé.",
  privacy: "Política de privacidade",
  accept: "Aceitar",
  decline: "Recusar",
  settings: "Definições de privacidade",
};

const texts: VisitorTexts<ConsentTexts> = { de, fr, it, rm, en, sq, sr, hr, es, pt };

export const consentTexts = (locale: Locale): ConsentTexts => textsIn(texts, locale);
