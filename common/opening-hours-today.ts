// Today in the spec's timezone (Europe/Berlin). Kept apart from opening-hours-view.ts: the site script needs only
// this and the directory island only that, so the two bundles share no module (no extra chunk on every page).
import type { HoursView, SpecialView } from "./opening-hours-view";

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
  const { day, date } = clockInZone(now);
  return { day, date };
}

/** The wall clock of `now` in the spec's timezone: weekday 1-7, ISO date and minutes since midnight (see todayInZone). */
export function clockInZone(now: Date): ZoneClock {
  const year = now.getUTCFullYear();
  const summer = now.getTime() >= lastSundayOneUtc(year, 2) && now.getTime() < lastSundayOneUtc(year, 9);
  const local = new Date(now.getTime() + (summer ? 2 : 1) * 3_600_000);
  return { day: ((local.getUTCDay() + 6) % 7) + 1, date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}
export type ZoneClock = { day: number; date: string; minutes: number };

/**
 * What to highlight as today in a table, per the visitor's clock read in Europe/Berlin: the weekday row and,
 * when today is a special date, that entry (whose hours replace the weekday's).
 */
export function todayMarks(view: HoursView, now: Date): { day: number; date: string; special: boolean; hours: string } {
  const today = todayInZone(now);
  const special = view.special.find((entry) => entry.date <= today.date && today.date <= entry.until);
  return { ...today, special: Boolean(special), hours: special ? special.hours : (view.week[today.day - 1] ?? "") };
}

/**
 * Today's state of a branch (visitor-side opening hours): open until the end of the running time range, or closed
 * and when it opens next (today, or the weekday within the next two weeks), plus the note of a special day of
 * today. A special day replaces the weekday's hours on every date it spans.
 */
export type OpenState = ({ kind: "open"; until: string } | { kind: "opens"; today: boolean; day: number; time: string } | { kind: "closed" }) & {
  note: string;
};

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const ranges = (text: string) => [...text.matchAll(/(\d\d:\d\d)–(\d\d:\d\d)/g)].map((m) => ({ open: m[1] as string, close: m[2] as string }));
/** The ISO date `days` after an ISO date (the site script has no other date helper: decision 007). */
const dateAfter = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const specialOn = (view: HoursView, date: string): SpecialView | undefined => view.special.find((entry) => entry.date <= date && date <= entry.until);

/** The state of a branch with the opening hours `view` at the wall-clock time `clock` in Europe/Berlin. */
export function openState(view: HoursView, clock: ZoneClock): OpenState {
  const note = specialOn(view, clock.date)?.note ?? "";
  for (let offset = 0; offset < 15; offset++) {
    const date = offset === 0 ? clock.date : dateAfter(clock.date, offset);
    const day = ((clock.day - 1 + offset) % 7) + 1;
    const special = specialOn(view, date);
    const list = ranges(special ? special.hours : (view.week[day - 1] ?? ""));
    for (const range of list) {
      if (offset === 0 && toMinutes(range.open) <= clock.minutes && clock.minutes < toMinutes(range.close)) return { kind: "open", until: range.close, note };
      if (offset > 0 || toMinutes(range.open) > clock.minutes) return { kind: "opens", today: offset === 0, day, time: range.open, note };
    }
  }
  return { kind: "closed", note };
}

/** The words of the state line: templates with {time} and {day}, weekday names as the template needs them (Monday first). */
export type OpenStateTexts = { openUntil: string; opensToday: string; opensOn: string; closed: string; days: readonly string[] };

/** Whether a value has the open-state texts' shape (read back from the page by the browser, which loads no zod there). */
export function isOpenStateTexts(value: unknown): value is OpenStateTexts {
  const texts = value as Record<string, unknown> | null;
  return (
    typeof texts === "object" &&
    texts !== null &&
    ["openUntil", "opensToday", "opensOn", "closed"].every((key) => typeof texts[key] === "string") &&
    Array.isArray(texts.days) &&
    texts.days.every((day) => typeof day === "string")
  );
}

/** The state line a visitor reads, e.g. "Heute geöffnet bis 18:30" or "Geschlossen, öffnet Montag 08:30 · Betriebsferien". */
export function openStateText(state: OpenState, texts: OpenStateTexts): string {
  const line =
    state.kind === "open"
      ? texts.openUntil.replace("{time}", state.until)
      : state.kind === "closed"
        ? texts.closed
        : (state.today ? texts.opensToday : texts.opensOn).replace("{day}", texts.days[state.day - 1] ?? "").replace("{time}", state.time);
  return state.note ? `${line} · ${state.note}` : line;
}
