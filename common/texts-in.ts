import type { Locale } from "./locales";

/**
 * The language of a text: one of the ten locales. Every dictionary (editor and visitor) is keyed by it, or by the
 * part of it the dictionary is written in (its own `L`).
 */
export type Lang = Locale;

/** The editor's own languages (editor-side "editor language", settings `editor.locale`): German the default. */
export const EDITOR_LANGUAGES = ["de", "fr", "en"] as const satisfies readonly Lang[];
export type EditorLanguage = (typeof EDITOR_LANGUAGES)[number];

/**
 * A visitor dictionary: every one of the ten languages, each with every key of `T` (decision 084). A missing
 * language or key fails the type check; there is no fallback to German.
 */
export type VisitorTexts<T> = Record<Lang, T>;

/**
 * `lang` when it is one of `langs`, else `fallback`: which of a dictionary's languages a language name from the wire
 * (any string) gets.
 */
export function langIn<L extends Lang>(langs: readonly L[], lang: string, fallback: NoInfer<L>): L {
  return (langs as readonly string[]).includes(lang) ? (lang as L) : fallback;
}

/**
 * The one lookup of every dictionary. A dictionary is complete in the languages it is asked for (the editor's
 * three, a visitor dictionary's ten): a missing language fails the type check, so no page falls back to German.
 */
export function textsIn<L extends Lang, T>(dictionaries: Record<L, T>, lang: NoInfer<L>): T {
  return dictionaries[lang];
}

/**
 * The Intl locale of a page language: the Swiss variant where one exists (de-CH, fr-CH, it-CH, rm-CH), else the
 * language itself (en, sq, sr in Latin script, hr, es, pt). Dates, times and numbers of visitor pages use it.
 */
export function intlLocale(lang: Lang): string {
  if (lang === "de" || lang === "fr" || lang === "it" || lang === "rm") return `${lang}-CH`;
  if (lang === "sr") return "sr-Latn";
  return lang;
}

/** The writing direction of a page language: all ten are written left to right. */
export function textDirection(_lang: Lang): "ltr" {
  return "ltr";
}
