import type { Locale } from "../locales";
import type { OpenStateTexts } from "../opening-hours-today";
import { textsIn } from "../texts-in";

/**
 * Visitor texts of a branch's state line and its special days, in all ten languages: the templates travel to the
 * site script in a data attribute ({time}, {day}); `days` are the weekday names as the "opens on" template needs them.
 */
export type BranchStateTexts = OpenStateTexts & { website: string; until: string };

const TEXTS: Record<Locale, BranchStateTexts> = {
  de: {
    openUntil: "Heute geöffnet bis {time}",
    opensToday: "Geschlossen, öffnet heute {time}",
    opensOn: "Geschlossen, öffnet {day} {time}",
    closed: "Geschlossen",
    days: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"],
    website: "Website",
    until: "bis",
  },
  fr: {
    openUntil: "Ouvert aujourd'hui jusqu'à {time}",
    opensToday: "Fermé, ouvre aujourd'hui à {time}",
    opensOn: "Fermé, ouvre {day} à {time}",
    closed: "Fermé",
    days: ["lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche"],
    website: "Site web",
    until: "au",
  },
  it: {
    openUntil: "Aperto oggi fino alle {time}",
    opensToday: "Chiuso, apre oggi alle {time}",
    opensOn: "Chiuso, apre {day} alle {time}",
    closed: "Chiuso",
    days: ["lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato", "domenica"],
    website: "Sito web",
    until: "al",
  },
  rm: {
    openUntil: "Oz avert fin las {time}",
    opensToday: "Serrà, avra oz a las {time}",
    opensOn: "Serrà, avra {day} a las {time}",
    closed: "Serrà",
    days: ["glindesdi", "mardi", "mesemna", "gievgia", "venderdi", "sonda", "dumengia"],
    website: "Pagina d'internet",
    until: "fin",
  },
  en: {
    openUntil: "Open today until {time}",
    opensToday: "Closed, opens today at {time}",
    opensOn: "Closed, opens {day} at {time}",
    closed: "Closed",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
    website: "Website",
    until: "to",
  },
  sq: {
    openUntil: "Sot hapur deri në {time}",
    opensToday: "Mbyllur, hapet sot në {time}",
    opensOn: "Mbyllur, hapet {day} në {time}",
    closed: "Mbyllur",
    days: ["të hënën", "të martën", "të mërkurën", "të enjten", "të premten", "të shtunën", "të dielën"],
    website: "Faqja e internetit",
    until: "deri",
  },
  sr: {
    openUntil: "Danas otvoreno do {time}",
    opensToday: "Zatvoreno, otvara se danas u {time}",
    opensOn: "Zatvoreno, otvara se {day} u {time}",
    closed: "Zatvoreno",
    days: ["u ponedeljak", "u utorak", "u sredu", "u četvrtak", "u petak", "u subotu", "u nedelju"],
    website: "Veb-sajt",
    until: "do",
  },
  hr: {
    openUntil: "Danas otvoreno do {time}",
    opensToday: "Zatvoreno, otvara se danas u {time}",
    opensOn: "Zatvoreno, otvara se {day} u {time}",
    closed: "Zatvoreno",
    days: ["u ponedjeljak", "u utorak", "u srijedu", "u četvrtak", "u petak", "u subotu", "u nedjelju"],
    website: "Web-stranica",
    until: "do",
  },
  es: {
    openUntil: "Abierto hoy hasta las {time}",
    opensToday: "Cerrado, abre hoy a las {time}",
    opensOn: "Cerrado, abre el {day} a las {time}",
    closed: "Cerrado",
    days: ["lunes", "martes", "miércoles", "jueves", "viernes", "sábado", "domingo"],
    website: "Sitio web",
    until: "al",
  },
  pt: {
    openUntil: "Aberto hoje até às {time}",
    opensToday: "Fechado, abre hoje às {time}",
    opensOn: "Fechado, abre {day} às {time}",
    closed: "Fechado",
    days: ["na segunda-feira", "na terça-feira", "na quarta-feira", "na quinta-feira", "na sexta-feira", "no sábado", "no domingo"],
    website: "Site",
    until: "a",
  },
};

/** The state-line and special-day words of a page language. */
export const branchStateTexts = (locale: Locale): BranchStateTexts => textsIn(TEXTS, locale);
