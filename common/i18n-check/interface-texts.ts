import { blockTexts } from "../blocks/shared/texts";
import { directoryTexts } from "../directory/texts";
import { THEME_LABELS } from "../forms/contact-fields";
import { CONTACT_LABELS, SPONSOR_LABELS } from "../forms/labels";
import { announcement, BUTTON_LABELS, formMessages } from "../forms/texts";
import { gameLabels } from "../game/labels";
import { scoreLabels } from "../game/score-labels";
import { dictionary } from "../i18n";
import { listTexts } from "../lists/texts";
import type { Locale } from "../locales";
import { mapTexts } from "../map/texts";
import { mediaTexts } from "../media/texts";
import { sliderLabels } from "../sliders/labels";
import { consentTexts } from "../tracking/texts";

/** Every visitor dictionary of the builder, by name, as its lookup (decision 084). A new dictionary is added here. */
export const VISITOR_DICTIONARIES: Record<string, (lang: Locale) => unknown> = {
  site: dictionary,
  media: mediaTexts,
  lists: listTexts,
  map: mapTexts,
  blocks: blockTexts,
  consent: consentTexts,
  directory: directoryTexts,
  sliders: sliderLabels,
  formMessages,
  formButtons: (lang) => BUTTON_LABELS[lang],
  formAnnouncements: (lang) => ({
    loading: announcement(lang, "loading", "", false),
    error: announcement(lang, "error", "", false),
    invalid: announcement(lang, "idle", "", true),
  }),
  contactFields: (lang) => CONTACT_LABELS[lang],
  contactThemes: (lang) => THEME_LABELS[lang],
  sponsorFields: (lang) => SPONSOR_LABELS[lang],
  game: gameLabels,
  score: scoreLabels,
};

/**
 * The texts of a dictionary value by path ("site.weekdays.0", "map.stopOf"); a text made by a function is its
 * result for the sample arguments 2 and 3 ("Station 2 von 3"). Texts without a letter are left out.
 */
export function textLeaves(value: unknown, path: string, out = new Map<string, string>()): Map<string, string> {
  if (typeof value === "string") {
    if (/\p{L}/u.test(value)) out.set(path, value);
  } else if (typeof value === "function") {
    textLeaves((value as (a: number, b: number) => unknown)(2, 3), path, out);
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) textLeaves(item, `${path}.${index}`, out);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) textLeaves(item, `${path}.${key}`, out);
  }
  return out;
}

/** Every visitor interface text of a language by path. */
export function interfaceTexts(lang: Locale, dictionaries: Record<string, (lang: Locale) => unknown> = VISITOR_DICTIONARIES): Map<string, string> {
  const out = new Map<string, string>();
  for (const [name, lookup] of Object.entries(dictionaries)) textLeaves(lookup(lang), name, out);
  return out;
}

/**
 * Texts a language writes exactly as German does, by language: brand and proper names, and words that are the same
 * in both (checked, not copied). Everything else that equals the German text is a missing translation.
 */
export const SAME_AS_GERMAN: Record<Locale, readonly string[]> = {
  de: [],
  fr: ["Total", "Rang"],
  it: ["Team"],
  rm: ["Impressum", "Team", "Telefon", "Formular", "Total", "Resultat"],
  // "go to game" and "waiting for players" are the spec's English words, which German pages show as written.
  en: ["Team", "Start", "Total", "Name", "go to game", "waiting for players"],
  sq: [],
  sr: ["Kontakt", "Telefon", "Start", "Datum"],
  hr: ["Kontakt", "Telefon", "Start", "Datum"],
  es: ["Total"],
  pt: ["Total"],
};

/** Texts every language may share with German: brand and proper names, codes, golf's own word "Par". */
export const SAME_EVERYWHERE: readonly string[] = [
  "Instagram",
  "Facebook",
  "LinkedIn",
  "YouTube",
  "OpenStreetMap",
  "Urban Golf Winterthur",
  "Logo",
  "Video",
  "Par",
  "Par 2",
];

/** The texts `lang` may write exactly as German does. */
export const sameAsGerman = (lang: Locale): Set<string> => new Set([...SAME_AS_GERMAN[lang], ...SAME_EVERYWHERE]);

/** The German interface texts a page in `lang` must not show (those `lang` legitimately shares left out). */
export function germanTextsFor(lang: Locale): Set<string> {
  const own = new Set(interfaceTexts(lang).values());
  const allowed = sameAsGerman(lang);
  return new Set([...interfaceTexts("de").values()].filter((text) => !own.has(text) && !allowed.has(text)));
}
