import { describe, expect, it } from "vitest";
import { branchStateTexts } from "./directory/open-state-texts";
import { clockInZone, hoursView, type OpeningHours, openState, openStateText, specialShownOn } from "./opening-hours";

const period = (day: number, open: string, close: string) => ({ open: { day, time: open }, close: { day, time: close } });
/** Monday to Friday 08:30-12:00 and 13:30-18:30, Saturday 09:00-16:00, Sunday closed. */
const WEEK: OpeningHours["periods"] = [1, 2, 3, 4, 5]
  .flatMap((day) => [period(day, "08:30", "12:00"), period(day, "13:30", "18:30")])
  .concat([period(6, "09:00", "16:00")]);
const de = branchStateTexts("de");
const fr = branchStateTexts("fr");
/** The state line in German at an instant (UTC), with the table as rendered that day. */
const line = (utc: string, hours: OpeningHours = { periods: WEEK, special: [] }, texts = de) => {
  const clock = clockInZone(new Date(utc));
  return openStateText(openState(hoursView(hours, clock.date), clock), texts);
};

describe("open now: today's state in Europe/Berlin", () => {
  it("is open until the end of the running range, and says when it opens after a lunch break", () => {
    // Thursday 2026-11-26, winter (UTC+1): 10:00 UTC is 11:00 in Berlin.
    expect(line("2026-11-26T10:00:00Z")).toBe("Heute geöffnet bis 12:00");
    expect(line("2026-11-26T11:15:00Z")).toBe("Geschlossen, öffnet heute 13:30");
    expect(line("2026-11-26T17:29:00Z")).toBe("Heute geöffnet bis 18:30");
    expect(line("2026-11-26T17:30:00Z")).toBe("Geschlossen, öffnet Freitag 08:30");
  });

  it("crosses midnight and the weekend: Saturday evening and Sunday open next on Monday", () => {
    expect(line("2026-11-28T16:00:00Z")).toBe("Geschlossen, öffnet Montag 08:30");
    // 23:30 UTC on Sunday is already Monday 00:30 in Berlin: it opens today.
    expect(line("2026-11-29T23:30:00Z")).toBe("Geschlossen, öffnet heute 08:30");
    expect(line("2026-11-29T22:59:00Z")).toBe("Geschlossen, öffnet Montag 08:30");
  });

  it("follows the changes to and from summer time (last Sundays of March and October)", () => {
    // Saturday 2026-03-28 (UTC+1): 15:30 UTC is 16:30, just closed. Monday 2026-03-30 (UTC+2): 06:30 UTC is 08:30.
    expect(line("2026-03-28T14:59:00Z")).toBe("Heute geöffnet bis 16:00");
    expect(line("2026-03-28T15:00:00Z")).toBe("Geschlossen, öffnet Montag 08:30");
    expect(line("2026-03-30T06:29:00Z")).toBe("Geschlossen, öffnet heute 08:30");
    expect(line("2026-03-30T06:30:00Z")).toBe("Heute geöffnet bis 12:00");
    // In summer 16:29 UTC is 18:29; back in winter (from 2026-10-25) 17:29 UTC is 18:29.
    expect(line("2026-10-23T16:29:00Z")).toBe("Heute geöffnet bis 18:30");
    expect(line("2026-10-23T16:30:00Z")).toBe("Geschlossen, öffnet Samstag 09:00");
    expect(line("2026-10-26T17:29:00Z")).toBe("Heute geöffnet bis 18:30");
    expect(line("2026-10-26T17:30:00Z")).toBe("Geschlossen, öffnet Dienstag 08:30");
  });

  it("a special day replaces the weekday's hours on every date it spans, and its note is said", () => {
    const hours: OpeningHours = {
      periods: WEEK,
      special: [
        { date: "2026-12-24", open: "08:30", close: "14:00", note: "Heiligabend" },
        { date: "2026-12-25", until: "2026-12-28", open: "00:30", close: "00:30", note: "Betriebsferien" },
      ],
    };
    expect(line("2026-12-24T09:00:00Z", hours)).toBe("Heute geöffnet bis 14:00 · Heiligabend");
    expect(line("2026-12-24T13:00:00Z", hours)).toBe("Geschlossen, öffnet Dienstag 08:30 · Heiligabend");
    // Monday the 28th is inside the holidays: closed all day, opens on Tuesday.
    expect(line("2026-12-28T09:00:00Z", hours)).toBe("Geschlossen, öffnet Dienstag 08:30 · Betriebsferien");
    expect(line("2026-12-29T09:00:00Z", hours)).toBe("Heute geöffnet bis 12:00");
  });

  it("says closed when nothing opens in the next two weeks, in the page's language", () => {
    expect(line("2026-11-26T10:00:00Z", { periods: [], special: [] })).toBe("Geschlossen");
    expect(line("2026-11-26T10:00:00Z", { periods: WEEK, special: [] }, fr)).toBe("Ouvert aujourd'hui jusqu'à 12:00");
    expect(line("2026-11-28T16:00:00Z", { periods: WEEK, special: [] }, fr)).toBe("Fermé, ouvre lundi à 08:30");
  });

  it("shows a special day from 14 days before it starts until its last day", () => {
    const view = hoursView({ periods: [], special: [{ date: "2026-12-24", until: "2026-12-31", open: "00:30", close: "00:30" }] }, "2026-11-01");
    const entry = view.special[0]!;
    expect(specialShownOn(entry, "2026-12-09")).toBe(false);
    expect(specialShownOn(entry, "2026-12-10")).toBe(true);
    expect(specialShownOn(entry, "2026-12-31")).toBe(true);
    expect(specialShownOn(entry, "2027-01-01")).toBe(false);
    // Over on the render date: not in the table at all.
    expect(hoursView({ periods: [], special: [{ date: "2026-12-24", until: "2026-12-31", open: "00:30", close: "00:30" }] }, "2027-01-01").special).toEqual([]);
  });
});
