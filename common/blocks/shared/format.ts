import type { Locale } from "../../locales";
import { TIME_ZONE } from "../../opening-hours";

const CHF = new Intl.NumberFormat("de-CH", { style: "currency", currency: "CHF" });

/** A cost in CHF (de-CH format) when the text is a number; other text ("auf Anfrage") stays as written. */
export function formatCost(text: string): string {
  const value = Number(text.replace(/['’\s]/g, "").replace(/^CHF/i, ""));
  return text.trim() !== "" && Number.isFinite(value) ? CHF.format(value) : text;
}

/** True for a YYYY-MM-DD date. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(new Date(`${text}T12:00:00Z`).getTime());
}

/** Formatters by language: making one is far dearer than using it. */
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A date field (YYYY-MM-DD) written out in the page's language (Swiss variant, Europe/Berlin); other text stays as written. */
export function formatDate(text: string, locale: Locale): string {
  if (!isIsoDate(text)) return text;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(`${locale}-CH`, { dateStyle: "long", timeZone: TIME_ZONE });
    dateFormats.set(locale, format);
  }
  return format.format(new Date(`${text}T12:00:00Z`));
}
