/**
 * Every language the builder supports, in the spec's order. Without zod (locales.ts adds the schema and the
 * parsing): browser code that needs only the list, like the visitor forms, does not load zod with it.
 */
export const LOCALES = ["de", "fr", "it", "rm", "en", "sq", "sr", "hr", "es", "pt"] as const;
export type Locale = (typeof LOCALES)[number];
