import type { Locale } from "./locales";

/** Texts in `locale` from a dictionary per language, German where that language has none (the default). */
export function textsIn<T>(dictionaries: { de: T } & Partial<Record<Locale, T>>, locale: Locale): T {
  return dictionaries[locale] ?? dictionaries.de;
}
