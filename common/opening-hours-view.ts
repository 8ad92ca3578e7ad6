// Opening hours for display: pure functions without dependencies, shared by the server views and the directory island.

/**
 * Regular periods by weekday (1 = Monday … 7 = Sunday) and special dates (visitor-side section 3). A special entry
 * may span days (`date` to `until`, inclusive) and carry a note ("Betriebsferien"); entries of one special day
 * share date, until and note (two entries: two time ranges).
 */
export type OpeningHours = {
  periods: { open: { day: number; time: string }; close: { day: number; time: string } }[];
  special: { date: string; open: string; close: string; until?: string | undefined; note?: string | undefined }[];
};

/** The special closed marker: an entry from 00:30 to 00:30. */
export function isClosedMarker(entry: { open: string; close: string }): boolean {
  return entry.open === "00:30" && entry.close === "00:30";
}

/** "HH:MM" times and ISO dates sort as plain strings (no locale rules needed, and much faster than localeCompare). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Opening periods per weekday 1-7, as "HH:MM–HH:MM" strings in opening order; an empty list means closed. */
export function periodsByDay(hours: OpeningHours): Map<number, string[]> {
  const byDay = new Map<number, { open: string; text: string }[]>();
  for (let d = 1; d <= 7; d++) byDay.set(d, []);
  for (const period of hours.periods) {
    // A regular period written as the closed marker closes that weekday instead of opening it.
    if (isClosedMarker({ open: period.open.time, close: period.close.time })) continue;
    byDay.get(period.open.day)?.push({ open: period.open.time, text: `${period.open.time}–${period.close.time}` });
  }
  return new Map([...byDay].map(([d, list]) => [d, list.sort((a, b) => byText(a.open, b.open)).map((p) => p.text)]));
}

/**
 * What an opening-hours table shows, precomputed and compact (it travels in island props):
 * `week[0..6]` Monday to Sunday, each "09:00–12:00, 13:30–18:30" or "" when closed;
 * `special` the special days not yet over on `fromDate`, sorted: first and last date, hours ("" closed), note, and
 * `from`, the first date a visitor sees it (SPECIAL_NOTICE_DAYS before it starts); `asOf` the render date.
 */
export type HoursView = { week: string[]; special: SpecialView[]; asOf: string };
export type SpecialView = { date: string; until: string; from: string; hours: string; note: string };

/** Number of special days a table lists at most (the next ones from the render date). */
export const MAX_SPECIAL_DATES = 6;
/** A special day shows from this many days before it starts until it ends (editor-side business record). */
export const SPECIAL_NOTICE_DAYS = 14;

/** The ISO date `days` after (or before, negative) an ISO date. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** True when a special day of the table is shown on `date`: from its notice date to its last day. */
export const specialShownOn = (entry: SpecialView, date: string) => entry.from <= date && date <= entry.until;

/** The table view of opening hours: regular week plus the special days not over on `fromDate` (the closed marker shown as closed). */
export function hoursView(hours: OpeningHours, fromDate: string, maxSpecial = MAX_SPECIAL_DATES): HoursView {
  const byDay = periodsByDay(hours);
  const week = [1, 2, 3, 4, 5, 6, 7].map((d) => (byDay.get(d) ?? []).join(", "));
  const byKey = new Map<string, { date: string; until: string; note: string; list: string[] }>();
  for (const entry of hours.special) {
    const until = entry.until && entry.until > entry.date ? entry.until : entry.date;
    if (until < fromDate) continue;
    const note = entry.note?.trim() ?? "";
    const key = `${entry.date}\n${until}\n${note}`;
    const group = byKey.get(key) ?? { date: entry.date, until, note, list: [] };
    byKey.set(key, group);
    // One closed marker closes the whole day, whatever else is listed for it.
    if (isClosedMarker(entry)) group.list = ["closed"];
    else if (group.list[0] !== "closed") group.list = [...group.list, `${entry.open}–${entry.close}`].sort();
  }
  const special = [...byKey.values()]
    .sort((a, b) => byText(a.date, b.date) || byText(a.until, b.until))
    .slice(0, maxSpecial)
    .map(({ date, until, note, list }) => ({
      date,
      until,
      from: addDays(date, -SPECIAL_NOTICE_DAYS),
      hours: list[0] === "closed" ? "" : list.join(", "),
      note,
    }));
  return { week, special, asOf: fromDate };
}

/** Weekday 1 (Monday) … 7 (Sunday) of an ISO date, a calendar fact that needs no timezone. */
export function weekdayOfDate(iso: string): number {
  return ((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
}

/** "2026-12-24" as "24.12.2026" (the Swiss German and French way). */
export function formatDate(iso: string): string {
  return iso.split("-").reverse().join(".");
}

/** The same hours tables once: returns the distinct views and, per input, its index (island props stay small). */
export function dedupeViews(views: HoursView[]): { tables: HoursView[]; indexOf: number[] } {
  const keys = new Map<string, number>();
  const tables: HoursView[] = [];
  const indexOf = views.map((view) => {
    const key = JSON.stringify(view);
    let index = keys.get(key);
    if (index === undefined) {
      index = tables.length;
      tables.push(view);
      keys.set(key, index);
    }
    return index;
  });
  return { tables, indexOf };
}
