import { describe, expect, it } from "vitest";
import {
  dedupeViews,
  formatDate,
  hoursView,
  isClosedMarker,
  type OpeningHours,
  openingHoursSchema,
  periodsByDay,
  todayInZone,
  todayMarks,
  weekdayOfDate,
} from "./opening-hours";

const period = (day: number, open: string, close: string) => ({ open: { day, time: open }, close: { day, time: close } });
const HOURS: OpeningHours = {
  periods: [period(2, "13:30", "18:30"), period(2, "09:00", "12:00"), period(1, "00:30", "00:30"), period(6, "09:00", "16:00")],
  special: [
    { date: "2026-12-26", open: "00:30", close: "00:30" },
    { date: "2026-12-24", open: "09:00", close: "14:00" },
    { date: "2026-11-01", open: "10:00", close: "12:00" },
    { date: "2026-12-31", open: "13:00", close: "15:00" },
    { date: "2026-12-31", open: "09:00", close: "11:00" },
  ],
};

describe("opening hours: periods and the closed marker", () => {
  it("recognises only 00:30-00:30 as the closed marker", () => {
    expect(isClosedMarker({ open: "00:30", close: "00:30" })).toBe(true);
    expect(isClosedMarker({ open: "00:30", close: "00:31" })).toBe(false);
    expect(isClosedMarker({ open: "00:00", close: "00:00" })).toBe(false);
  });

  it("lists each weekday's periods in opening order; a day written as the marker or without periods is closed", () => {
    const byDay = periodsByDay(HOURS);
    expect(byDay.get(1)).toEqual([]);
    expect(byDay.get(2)).toEqual(["09:00–12:00", "13:30–18:30"]);
    expect(byDay.get(6)).toEqual(["09:00–16:00"]);
    expect(byDay.get(7)).toEqual([]);
  });

  it("builds the table: week Monday to Sunday, special dates from the given date on, sorted, the marker as closed", () => {
    const view = hoursView(HOURS, "2026-11-23");
    expect(view.week).toEqual(["", "09:00–12:00, 13:30–18:30", "", "", "", "09:00–16:00", ""]);
    expect(view.special).toEqual([
      { date: "2026-12-24", until: "2026-12-24", from: "2026-12-10", hours: "09:00–14:00", note: "" },
      { date: "2026-12-26", until: "2026-12-26", from: "2026-12-12", hours: "", note: "" },
      { date: "2026-12-31", until: "2026-12-31", from: "2026-12-17", hours: "09:00–11:00, 13:00–15:00", note: "" },
    ]);
    expect(view.asOf).toBe("2026-11-23");
  });

  it("a closed marker closes the whole date even when other hours are listed for it; only the next few dates are kept", () => {
    const view = hoursView(
      {
        periods: [],
        special: [
          { date: "2027-01-02", open: "09:00", close: "12:00" },
          { date: "2027-01-02", open: "00:30", close: "00:30" },
        ],
      },
      "2027-01-01",
    );
    expect(view.special).toEqual([{ date: "2027-01-02", until: "2027-01-02", from: "2026-12-19", hours: "", note: "" }]);
    const many = { periods: [], special: Array.from({ length: 10 }, (_, i) => ({ date: `2027-02-1${i}`, open: "09:00", close: "10:00" })) };
    expect(hoursView(many, "2027-01-01", 3).special.map((s) => s.date)).toEqual(["2027-02-10", "2027-02-11", "2027-02-12"]);
  });

  it("formats dates the Swiss way and knows their weekday", () => {
    expect(formatDate("2026-12-24")).toBe("24.12.2026");
    expect(weekdayOfDate("2026-12-24")).toBe(4);
    expect(weekdayOfDate("2026-03-29")).toBe(7);
    expect(weekdayOfDate("2026-03-30")).toBe(1);
  });

  it("the schema accepts the stored shape and rejects bad times", () => {
    expect(openingHoursSchema.parse({ periods: HOURS.periods })).toEqual({ periods: HOURS.periods, special: [] });
    expect(openingHoursSchema.safeParse({ periods: [period(1, "24:00", "25:00")] }).success).toBe(false);
  });
});

describe("opening hours: today in Europe/Berlin", () => {
  it("reads weekday and date in Berlin, not UTC: late Sunday evening UTC is already Monday in Berlin (winter, UTC+1)", () => {
    const now = new Date("2026-01-04T23:30:00Z"); // Sunday 4 January in UTC
    expect(now.getUTCDay()).toBe(0);
    expect(todayInZone(now)).toEqual({ day: 1, date: "2026-01-05" });
  });

  it("uses summer time (UTC+2): 22:30 UTC on the last Sunday of March is Monday 00:30 in Berlin, 21:59 UTC is still Sunday", () => {
    expect(todayInZone(new Date("2026-03-29T22:30:00Z"))).toEqual({ day: 1, date: "2026-03-30" });
    expect(todayInZone(new Date("2026-03-29T21:59:00Z"))).toEqual({ day: 7, date: "2026-03-29" });
  });

  it("agrees with Intl's Europe/Berlin for every hour and the minutes around each change of offset, 2024-2031", () => {
    const berlin = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit", weekday: "short" });
    const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
    const byIntl = (at: Date) => {
      const parts = Object.fromEntries(berlin.formatToParts(at).map((p) => [p.type, p.value]));
      return { day: weekdays.indexOf(parts.weekday ?? "") + 1, date: `${parts.year}-${parts.month}-${parts.day}` };
    };
    const moments: number[] = [];
    for (let t = Date.UTC(2024, 0, 1); t < Date.UTC(2032, 0, 1); t += 3_600_000) moments.push(t, t + 59 * 60_000 + 59_000);
    let checked = 0;
    for (const t of moments) {
      expect(todayInZone(new Date(t)), new Date(t).toISOString()).toEqual(byIntl(new Date(t)));
      checked++;
    }
    expect(checked).toBeGreaterThan(140_000);
  }, 30_000); // over 140,000 instants compared with Intl: a few seconds, more on a busy machine

  it("marks a special date of today and its hours, which replace the weekday's", () => {
    const view = hoursView(HOURS, "2026-11-23");
    // 23:15 UTC on Friday 25 December is Saturday 26 December in Berlin: the closed marker date.
    expect(todayMarks(view, new Date("2026-12-25T23:15:00Z"))).toEqual({ day: 6, date: "2026-12-26", special: true, hours: "" });
    // A Tuesday without a special date: the weekday's hours.
    expect(todayMarks(view, new Date("2026-11-24T10:00:00Z"))).toEqual({ day: 2, date: "2026-11-24", special: false, hours: "09:00–12:00, 13:30–18:30" });
  });
});

describe("opening hours: shared tables", () => {
  it("keeps each distinct table once and points every branch at its table", () => {
    const a = hoursView(HOURS, "2026-11-23");
    const b = hoursView({ periods: [], special: [] }, "2026-11-23");
    const { tables, indexOf } = dedupeViews([a, b, hoursView(HOURS, "2026-11-23"), b]);
    expect(tables).toEqual([a, b]);
    expect(indexOf).toEqual([0, 1, 0, 1]);
  });
});
