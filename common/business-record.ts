import { z } from "zod";
import { isClosedMarker, type OpeningHours } from "./opening-hours";

/**
 * The site owner's business record as the business panel edits it (GET/PUT /optician/record): the business name,
 * the e-mail address form submissions are mailed to, and its branches in order, each with its address, contact
 * data and opening hours in the panel's shape (a week of up to two time ranges per day, special days with a date
 * range). Parsed by the panel before saving and by the worker on arrival: the same checks on both sides.
 */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** The spec's validation messages (editor-side section 5) for the fields that have one. */
export const EMAIL_MESSAGE = "Bitte gib eine gültige E-Mail-Adresse ein";
export const URL_MESSAGE = "Bitte gib eine gültige URL ein";

/** Why a time range or special day is refused: the key of its message in the editor dictionaries (businessTexts.issues). */
export type HoursIssueCode = "time" | "endAfterStart" | "overlap" | "date" | "dateOrder";
/** The server's wording of the same refusals (a 400 names the field and says this). */
export const HOURS_MESSAGES: Record<HoursIssueCode, string> = {
  time: "Zeit als hh:mm",
  endAfterStart: "Das Ende muss nach dem Beginn liegen",
  overlap: "Die Zeiten dürfen sich nicht überschneiden",
  date: "Datum als JJJJ-MM-TT",
  dateOrder: "Das Enddatum darf nicht vor dem Beginn liegen",
};

export const timeRangeSchema = z.object({ open: z.string().max(5), close: z.string().max(5) });
export type TimeRange = z.infer<typeof timeRangeSchema>;
/** One day's hours: no range is closed, else one or two ranges (e.g. 08:30-12:00 and 13:30-18:30). */
const dayHoursSchema = z.array(timeRangeSchema).max(2);
export const specialDaySchema = z.object({
  from: z.string().max(10),
  to: z.string().max(10),
  /** No range: closed on these days. */
  ranges: dayHoursSchema,
  note: z.string().trim().max(200).default(""),
});
export type SpecialDay = z.infer<typeof specialDaySchema>;

const optionalText = (max: number) => z.string().trim().max(max).default("");
export const branchRecordSchema = z.object({
  /** Absent for a branch added in the panel (the server gives it an id). */
  id: z.string().min(1).max(64).optional(),
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(200),
  streetNumber: optionalText(20),
  zip: z.string().trim().min(1).max(10),
  city: z.string().trim().min(1).max(100),
  phone: optionalText(40),
  email: z.union([z.literal(""), z.email(EMAIL_MESSAGE)]).default(""),
  website: z.union([z.literal(""), z.url({ protocol: /^https?$/, message: URL_MESSAGE })]).default(""),
  googlePlaceId: optionalText(200),
  /** Monday to Sunday. */
  week: z.array(dayHoursSchema).length(7),
  specialDays: z.array(specialDaySchema).max(100).default([]),
});
export type BranchRecord = z.infer<typeof branchRecordSchema>;

/** Where a branch is chosen in a contact block's location option: the page and its name in the asked language. */
export const branchUseSchema = z.object({ pageId: z.string(), pageName: z.string() });

export const businessRecordSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    contactEmail: z.union([z.literal(""), z.email(EMAIL_MESSAGE)]).default(""),
    branches: z.array(branchRecordSchema).min(1).max(20),
  })
  .superRefine((record, ctx) => {
    record.branches.forEach((branch, index) => {
      for (const issue of hoursIssues(branch)) {
        ctx.addIssue({ code: "custom", path: ["branches", index, ...issue.path], message: HOURS_MESSAGES[issue.code] });
      }
    });
  });
export type BusinessRecord = z.infer<typeof businessRecordSchema>;

/** GET /optician/record: the record plus, per branch id, where a contact block shows it. */
export const businessRecordAnswerSchema = z.object({
  name: z.string(),
  contactEmail: z.string(),
  branches: z.array(branchRecordSchema.extend({ id: z.string(), usedIn: z.array(branchUseSchema) })),
});
export type BusinessRecordAnswer = z.infer<typeof businessRecordAnswerSchema>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The refusals of one list of ranges: times hh:mm, each end after its start, no two ranges overlapping. */
function rangeIssues(ranges: readonly TimeRange[], path: (string | number)[]): { path: (string | number)[]; code: HoursIssueCode }[] {
  const issues: { path: (string | number)[]; code: HoursIssueCode }[] = [];
  ranges.forEach((range, index) => {
    if (!TIME.test(range.open)) issues.push({ path: [...path, index, "open"], code: "time" });
    else if (!TIME.test(range.close)) issues.push({ path: [...path, index, "close"], code: "time" });
    else if (minutes(range.close) <= minutes(range.open)) issues.push({ path: [...path, index, "close"], code: "endAfterStart" });
  });
  if (issues.length === 0 && ranges.length === 2) {
    const [a, b] = [...ranges].sort((x, y) => minutes(x.open) - minutes(y.open)) as [TimeRange, TimeRange];
    if (minutes(b.open) < minutes(a.close)) issues.push({ path: [...path, 1, "open"], code: "overlap" });
  }
  return issues;
}

/** Every refusal of a branch's hours, with its path inside the branch (shared by the panel and the server). */
export function hoursIssues(branch: Pick<BranchRecord, "week" | "specialDays">): { path: (string | number)[]; code: HoursIssueCode }[] {
  const issues = branch.week.flatMap((ranges, day) => rangeIssues(ranges, ["week", day]));
  branch.specialDays.forEach((special, index) => {
    const path = ["specialDays", index];
    if (!ISO_DATE.test(special.from)) issues.push({ path: [...path, "from"], code: "date" });
    else if (!ISO_DATE.test(special.to)) issues.push({ path: [...path, "to"], code: "date" });
    else if (special.to < special.from) issues.push({ path: [...path, "to"], code: "dateOrder" });
    issues.push(...rangeIssues(special.ranges, [...path, "ranges"]));
  });
  return issues;
}

const CLOSED = { open: "00:30", close: "00:30" };

/** The panel's week and special days as stored opening hours (visitor-side section 3; closed special days as the marker). */
export function toOpeningHours(week: readonly TimeRange[][], specialDays: readonly SpecialDay[]): OpeningHours {
  return {
    periods: week.flatMap((ranges, index) =>
      ranges.map((range) => ({ open: { day: index + 1, time: range.open }, close: { day: index + 1, time: range.close } })),
    ),
    special: specialDays.flatMap((day) =>
      (day.ranges.length ? day.ranges : [CLOSED]).map((range) => ({
        date: day.from,
        ...(day.to > day.from ? { until: day.to } : {}),
        open: range.open,
        close: range.close,
        ...(day.note ? { note: day.note } : {}),
      })),
    ),
  };
}

/** Stored opening hours in the panel's shape: ranges per weekday in opening order, special entries grouped by dates and note. */
export function fromOpeningHours(hours: OpeningHours): { week: TimeRange[][]; specialDays: SpecialDay[] } {
  const week: TimeRange[][] = [[], [], [], [], [], [], []];
  for (const period of hours.periods) {
    if (isClosedMarker({ open: period.open.time, close: period.close.time })) continue;
    week[period.open.day - 1]?.push({ open: period.open.time, close: period.close.time });
  }
  const specialDays = new Map<string, SpecialDay>();
  for (const entry of hours.special) {
    const to = entry.until ?? entry.date;
    const note = entry.note ?? "";
    const key = `${entry.date}\n${to}\n${note}`;
    const day = specialDays.get(key) ?? { from: entry.date, to, ranges: [], note };
    if (!isClosedMarker(entry)) day.ranges.push({ open: entry.open, close: entry.close });
    specialDays.set(key, day);
  }
  const byOpen = (a: TimeRange, b: TimeRange) => (a.open < b.open ? -1 : a.open > b.open ? 1 : 0);
  return {
    week: week.map((ranges) => ranges.sort(byOpen).slice(0, 2)),
    specialDays: [...specialDays.values()].map((day) => ({ ...day, ranges: day.ranges.sort(byOpen).slice(0, 2) })).sort((a, b) => (a.from < b.from ? -1 : 1)),
  };
}
