import { formatPrice } from "../../chf";
import type { Locale } from "../../locales";
import { TIME_ZONE } from "../../opening-hours";
import { intlLocale } from "../../texts-in";

/** A cost in CHF in the page's language (common/chf.ts) when the text is a number; other text ("auf Anfrage") stays as written. */
export function formatCost(text: string, locale: Locale): string {
  const value = Number(text.replace(/['’\s]/g, "").replace(/^CHF/i, ""));
  return text.trim() !== "" && Number.isFinite(value) ? formatPrice(value, locale) : text;
}

/** True for a YYYY-MM-DD date. */
export function isIsoDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(new Date(`${text}T12:00:00Z`).getTime());
}

/** Long-date formatters by language: making one is far dearer than using it, and a list formats a date per entry. */
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A moment as a calendar date in the page's language (Swiss variant where one exists), in the site's time zone: "25. November 2026". */
export function formatLongDate(date: Date, locale: Locale): string {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: TIME_ZONE });
    longDateFormats.set(locale, format);
  }
  return format.format(date);
}

/** A date field (YYYY-MM-DD) written out in the page's language (Swiss variant, Europe/Berlin); other text stays as written. */
export function formatDate(text: string, locale: Locale): string {
  return isIsoDate(text) ? formatLongDate(new Date(`${text}T12:00:00Z`), locale) : text;
}
