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
 * `lang` when it is one of `langs`, else `fallback`: which of a dictionary's languages a page in `lang` gets (also
 * for a language name from the wire, any string).
 */
export function langIn<L extends Lang>(langs: readonly L[], lang: string, fallback: NoInfer<L>): L {
  return (langs as readonly string[]).includes(lang) ? (lang as L) : fallback;
}

/**
 * The one lookup of every dictionary. A dictionary complete in the languages it is asked for (the editor's) takes
 * no fallback: a missing language fails the type check. A dictionary written in fewer languages than it is asked
 * for (most visitor texts) names at the call the language a page in any other language gets.
 */
export function textsIn<L extends Lang, T>(dictionaries: Record<L, T>, lang: NoInfer<L>): T;
export function textsIn<L extends Lang, T>(dictionaries: Record<L, T>, lang: Lang, fallback: NoInfer<L>): T;
export function textsIn<L extends Lang, T>(dictionaries: Record<L, T>, lang: Lang, fallback?: L): T {
  return dictionaries[langIn(Object.keys(dictionaries) as L[], lang, fallback ?? (lang as L))];
}
