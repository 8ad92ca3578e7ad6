// Opening hours for display: pure functions without dependencies, shared by the server views and the directory island.

/** Regular periods by weekday (1 = Monday … 7 = Sunday) and special dates (visitor-side section 3). */
export type OpeningHours = {
  periods: { open: { day: number; time: string }; close: { day: number; time: string } }[];
  special: { date: string; open: string; close: string }[];
};

export const TIME_ZONE = "Europe/Berlin";
/** The special closed marker: an entry from 00:30 to 00:30. */
export function isClosedMarker(entry: { open: string; close: string }): boolean {
  return entry.open === "00:30" && entry.close === "00:30";
}

/** "HH:MM" times and ISO dates sort as plain strings (no locale rules needed, and much faster than localeCompare). */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const WEEKDAYS_SHORT = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
let zoneFormat: Intl.DateTimeFormat | undefined;

/** Weekday (1 = Monday … 7 = Sunday) and ISO date of `now` in the spec's timezone. */
export function todayInZone(now: Date): { day: number; date: string } {
  zoneFormat ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" });
  const parts = zoneFormat.formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { day: WEEKDAYS_SHORT.indexOf(get("weekday")) + 1, date: `${get("year")}-${get("month")}-${get("day")}` };
}

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
 * `special` the special dates from `fromDate` on, sorted, each with its hours or "" when closed.
 */
export type HoursView = { week: string[]; special: { date: string; hours: string }[] };

/** Number of special dates a table lists at most (the next ones from the render date). */
export const MAX_SPECIAL_DATES = 6;

/** The table view of opening hours: regular week plus the upcoming special dates (the closed marker shown as closed). */
export function hoursView(hours: OpeningHours, fromDate: string, maxSpecial = MAX_SPECIAL_DATES): HoursView {
  const byDay = periodsByDay(hours);
  const week = [1, 2, 3, 4, 5, 6, 7].map((d) => (byDay.get(d) ?? []).join(", "));
  const byDate = new Map<string, string[]>();
  for (const entry of hours.special) {
    if (entry.date < fromDate) continue;
    const list = byDate.get(entry.date) ?? [];
    // One closed marker closes the whole date, whatever else is listed for it.
    if (isClosedMarker(entry)) byDate.set(entry.date, ["closed"]);
    else if (list[0] !== "closed") byDate.set(entry.date, [...list, `${entry.open}–${entry.close}`].sort());
  }
  const special = [...byDate]
    .sort(([a], [b]) => byText(a, b))
    .slice(0, maxSpecial)
    .map(([date, list]) => ({ date, hours: list[0] === "closed" ? "" : list.join(", ") }));
  return { week, special };
}

/** "2026-12-24" as "24.12.2026" (the Swiss German and French way). */
export function formatDate(iso: string): string {
  return iso.split("-").reverse().join(".");
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
