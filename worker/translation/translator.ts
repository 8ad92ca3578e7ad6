import type { Locale } from "../../common/locales";

/** One translated text, and whether a reader should check it (instruct model output: always for rm). */
export type Translated = { text: string; review: boolean };

/**
 * Translates texts between two of the ten languages, keeping the glossary's terms as they are. Answers one result
 * per input text, in order. Throws `TranslationNotConfiguredError` when no AI binding is reachable.
 */
export interface Translator {
  translate(texts: readonly string[], from: Locale, to: Locale, glossary: readonly string[]): Promise<Translated[]>;
}

/** No Workers AI here (local development, CI): the API answers 503 "not configured", never a 500. */
export class TranslationNotConfiguredError extends Error {
  constructor() {
    super("automatic translation is not configured");
  }
}

/** The model answered something unusable (wrong count, wrong types, glossary lost even after the fallback). */
export class TranslationFailedError extends Error {}
