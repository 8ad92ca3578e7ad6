import { z } from "zod";
import type { OpeningHours } from "./opening-hours-view";

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "time HH:MM");
/** Weekday 1 (Monday) to 7 (Sunday). */
const day = z.number().int().min(1).max(7);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "date YYYY-MM-DD");

/** Regular periods by weekday and special dates (visitor-side section 3). */
export const openingHoursSchema = z.object({
  periods: z
    .array(z.object({ open: z.object({ day, time }), close: z.object({ day, time }) }))
    .max(50)
    .default([]),
  special: z
    .array(z.object({ date: isoDate, open: time, close: time, until: isoDate.optional(), note: z.string().max(200).optional() }))
    .max(200)
    .default([]),
});

// The display logic lives in opening-hours-view.ts and opening-hours-today.ts, without zod (they run in the browser).
export * from "./opening-hours-today";
export * from "./opening-hours-view";

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Fails to compile when the schema's output and the view's OpeningHours type drift apart. */
export const OPENING_HOURS_TYPE_MATCHES_SCHEMA: Same<z.infer<typeof openingHoursSchema>, OpeningHours> = true;
