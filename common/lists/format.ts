import type { Locale } from "../locales";
import { formatLongDate } from "../blocks/shared/format";
import { todayInZone } from "../opening-hours-today";

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
