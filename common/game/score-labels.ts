// Texts of par, scoring modes and the shared result in the ten languages (decision 084), beside the game's other
// texts (labels.ts) so that file stays readable. "Stableford" and "Par" are golf's own words in every language.

import type { Locale } from "../locales";
import { textsIn, type VisitorTexts } from "../texts-in";

const de = {
  par: "Par",
  parOf: (par: number) => `Par ${par}`,
  toPar: "zu Par",
  againstParOf: (name: string, hole: string, total: string) => `${name}: ${hole} auf diesem Loch, ${total} gesamt`,
  points: "Punkte",
  scoring: "Wertung",
  scoringStrokes: "Schläge",
  scoringStableford: "Stableford-Punkte",
  result: "Resultat",
  interim: "Zwischenstand: Das Spiel läuft noch.",
  hole: (number: number) => `Loch ${number}`,
  shareResult: "Resultat teilen",
  resultQrAlt: "QR-Code mit dem Link zu diesem Resultat",
};
export type ScoreLabels = typeof de;

const fr: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "par rapport au par",
  againstParOf: (name, hole, total) => `${name} : ${hole} sur ce trou, ${total} au total`,
  points: "Points",
  scoring: "Classement",
  scoringStrokes: "Coups",
  scoringStableford: "Points Stableford",
  result: "Résultat",
  interim: "Résultat provisoire : la partie continue.",
  hole: (number) => `Trou ${number}`,
  shareResult: "Partager le résultat",
  resultQrAlt: "Code QR avec le lien vers ce résultat",
};

const it: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "rispetto al par",
  againstParOf: (name, hole, total) => `${name}: ${hole} su questa buca, ${total} in totale`,
  points: "Punti",
  scoring: "Classifica",
  scoringStrokes: "Colpi",
  scoringStableford: "Punti Stableford",
  result: "Risultato",
  interim: "Risultato provvisorio: la partita è ancora in corso.",
  hole: (number) => `Buca ${number}`,
  shareResult: "Condividi il risultato",
  resultQrAlt: "Codice QR con il link a questo risultato",
};

const rm: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "envers il par",
  againstParOf: (name, hole, total) => `${name}: ${hole} sin questa fossa, ${total} en total`,
  points: "Puncts",
  scoring: "Valitaziun",
  scoringStrokes: "Culps",
  scoringStableford: "Puncts Stableford",
  result: "Resultat",
  interim: "Resultat provisoric: il gieu cuntinuescha.",
  hole: (number) => `Fossa ${number}`,
  shareResult: "Parter il resultat",
  resultQrAlt: "Code QR cun la colliaziun a quest resultat",
};

const en: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "to par",
  againstParOf: (name, hole, total) => `${name}: ${hole} on this hole, ${total} in total`,
  points: "Points",
  scoring: "Scoring",
  scoringStrokes: "Strokes",
  scoringStableford: "Stableford points",
  result: "Result",
  interim: "Interim result: the game is still on.",
  hole: (number) => `Hole ${number}`,
  shareResult: "Share result",
  resultQrAlt: "QR code with the link to this result",
};

const sq: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "ndaj par",
  againstParOf: (name, hole, total) => `${name}: ${hole} në këtë vrimë, ${total} gjithsej`,
  points: "Pikë",
  scoring: "Vlerësimi",
  scoringStrokes: "Goditje",
  scoringStableford: "Pikë Stableford",
  result: "Rezultati",
  interim: "Rezultat i përkohshëm: loja vazhdon ende.",
  hole: (number) => `Vrima ${number}`,
  shareResult: "Ndaj rezultatin",
  resultQrAlt: "Kodi QR me lidhjen për këtë rezultat",
};

const sr: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "u odnosu na par",
  againstParOf: (name, hole, total) => `${name}: ${hole} na ovoj rupi, ${total} ukupno`,
  points: "Poeni",
  scoring: "Bodovanje",
  scoringStrokes: "Udarci",
  scoringStableford: "Stableford poeni",
  result: "Rezultat",
  interim: "Privremeni rezultat: igra još traje.",
  hole: (number) => `Rupa ${number}`,
  shareResult: "Podeli rezultat",
  resultQrAlt: "QR kod sa linkom ka ovom rezultatu",
};

const hr: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "u odnosu na par",
  againstParOf: (name, hole, total) => `${name}: ${hole} na ovoj rupi, ${total} ukupno`,
  points: "Bodovi",
  scoring: "Bodovanje",
  scoringStrokes: "Udarci",
  scoringStableford: "Stableford bodovi",
  result: "Rezultat",
  interim: "Privremeni rezultat: igra još traje.",
  hole: (number) => `Rupa ${number}`,
  shareResult: "Podijeli rezultat",
  resultQrAlt: "QR kôd s poveznicom na ovaj rezultat",
};

const es: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "respecto al par",
  againstParOf: (name, hole, total) => `${name}: ${hole} en este hoyo, ${total} en total`,
  points: "Puntos",
  scoring: "Puntuación",
  scoringStrokes: "Golpes",
  scoringStableford: "Puntos Stableford",
  result: "Resultado",
  interim: "Resultado provisional: la partida sigue.",
  hole: (number) => `Hoyo ${number}`,
  shareResult: "Compartir resultado",
  resultQrAlt: "Código QR con el enlace a este resultado",
};

const pt: ScoreLabels = {
  par: "Par",
  parOf: (par) => `Par ${par}`,
  toPar: "em relação ao par",
  againstParOf: (name, hole, total) => `${name}: ${hole} neste buraco, ${total} no total`,
  points: "Pontos",
  scoring: "Pontuação",
  scoringStrokes: "Pancadas",
  scoringStableford: "Pontos Stableford",
  result: "Resultado",
  interim: "Resultado provisório: o jogo continua.",
  hole: (number) => `Buraco ${number}`,
  shareResult: "Partilhar resultado",
  resultQrAlt: "Código QR com a ligação para este resultado",
};

export const SCORE_LABELS: VisitorTexts<ScoreLabels> = { de, fr, it, rm, en, sq, sr, hr, es, pt };

/** The par, scoring and result texts for a page's locale. */
export const scoreLabels = (locale: Locale): ScoreLabels => textsIn(SCORE_LABELS, locale);
