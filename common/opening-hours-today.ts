// Today in the spec's timezone (Europe/Berlin). Kept apart from opening-hours-view.ts: the site script needs only
// this and the directory island only that, so the two bundles share no module (no extra chunk on every page).
import type { HoursView } from "./opening-hours-view";

export const TIME_ZONE = "Europe/Berlin";
const WEEKDAYS_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
let zoneFormat: Intl.DateTimeFormat | undefined;

/** Weekday (1 = Monday … 7 = Sunday) and ISO date of `now` in the spec's timezone. */
export function todayInZone(now: Date): { day: number; date: string } {
  zoneFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" });
  const parts = zoneFormat.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: WEEKDAYS_SHORT.indexOf(get("weekday")) + 1, date: `${get("year")}-${get("month")}-${get("day")}` };
}

/**
 * What to highlight as today in a table, per the visitor's clock read in Europe/Berlin: the weekday row and,
 * when today is a special date, that entry (whose hours replace the weekday's).
 */
export function todayMarks(view: HoursView, now: Date): { day: number; date: string; special: boolean; hours: string } {
  const today = todayInZone(now);
  const special = view.special.find((entry) => entry.date === today.date);
  return { ...today, special: Boolean(special), hours: special ? special.hours : (view.week[today.day - 1] ?? "") };
}

