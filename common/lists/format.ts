import type { Locale } from "../locales";
import { formatLongDate } from "../blocks/shared/format";
import { todayInZone } from "../opening-hours-today";

/** Length of a rich-text preview before the ellipsis (visitor-side section 9). */
export const PREVIEW_CHARS = 200;

/** Plain text cut at `max` characters (on a word boundary when one is near) plus an ellipsis; shorter text unchanged. */
export function previewText(text: string, max = PREVIEW_CHARS): string {
  const plain = text.replace(/\s+/g, " ").trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A timestamp as a calendar date in the page's language, in the site's time zone (Europe/Berlin). */
export function formatListingDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatLongDate(date, locale);
}

/** The calendar date (YYYY-MM-DD) of a timestamp in Europe/Berlin, for <time datetime>. */
export function isoDateInTimeZone(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return todayInZone(date).date;
}
