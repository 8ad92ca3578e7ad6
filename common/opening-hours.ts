import { z } from "zod";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time HH:MM");
/** Weekday 1 (Monday) to 7 (Sunday). */
const day = z.number().int().min(1).max(7);

/** Regular periods by weekday and special dates (visitor-side section 3). */
export const openingHoursSchema = z.object({
  periods: z.array(z.object({ open: z.object({ day, time }), close: z.object({ day, time }) })).max(50).default([]),
  special: z
    .array(z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date YYYY-MM-DD"), open: time, close: time }))
    .max(200)
    .default([]),
});
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const TIME_ZONE = "Europe/Berlin";
/** The special closed marker: an entry from 00:30 to 00:30. */
export function isClosedMarker(entry: { open: string; close: string }): boolean {
  return entry.open === "00:30" && entry.close === "00:30";
}

/** Weekday (1 = Monday … 7 = Sunday) and ISO date of `now` in the spec's timezone. */
export function todayInZone(now: Date): { day: number; date: string } {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    weekday: "short",
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];
  return { day: weekdays.indexOf(get("weekday")) + 1, date: `${get("year")}-${get("month")}-${get("day")}` };
}

/** Opening periods per weekday 1-7, as "HH:MM–HH:MM" strings; an empty list means closed. */
export function periodsByDay(hours: OpeningHours): Map<number, string[]> {
  const byDay = new Map<number, string[]>();
  for (let d = 1; d <= 7; d++) byDay.set(d, []);
  for (const period of hours.periods) byDay.get(period.open.day)?.push(`${period.open.time}–${period.close.time}`);
  return byDay;
}
