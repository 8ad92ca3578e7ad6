/** Types of browser-tests/translation-standin.mjs, shared by the global setup and the two-lane runner. */
export function configureTranslationStandin(): void;
