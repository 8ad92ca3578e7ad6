// Today in the spec's timezone (Europe/Berlin). Kept apart from opening-hours-view.ts: the site script needs only
// this and the directory island only that, so the two bundles share no module (no extra chunk on every page).
import type { HoursView } from "./opening-hours-view";

export const TIME_ZONE = "Europe/Berlin";

/** 01:00 UTC on the last Sunday of a month (`month` 0-based): when EU summer time begins (March) and ends (October). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * Weekday (1 = Monday … 7 = Sunday) and ISO date of `now` in the spec's timezone: UTC+1, and UTC+2 in EU summer time
 * (from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October, the rule since 1996).
 * Plain arithmetic rather than Intl: a browser's first Intl.DateTimeFormat with a time zone loads the zone data,
 * about 75 ms of a phone's main thread on every page (the footer's opening hours mark today). A unit test checks
 * it against Intl for every hour of several years.
 */
export function todayInZone(now: Date): { day: number; date: string } {
  const year = now.getUTCFullYear();
  const summer = now.getTime() >= lastSundayOneUtc(year, 2) && now.getTime() < lastSundayOneUtc(year, 9);
  const local = new Date(now.getTime() + (summer ? 2 : 1) * 3_600_000);
  return { day: ((local.getUTCDay() + 6) % 7) + 1, date: local.toISOString().slice(0, 10) };
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
