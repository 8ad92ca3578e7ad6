import type { BranchRecord, BusinessRecordAnswer, TimeRange } from "../../../../common/business-record";

/**
 * The business panel's form state: like the record, but a day keeps its typed times while marked closed (unticking
 * restores them) and always has two range slots (an empty second slot is no second range). `key` tells React which
 * branch or special day a row is, also for rows not saved yet.
 */
export type FormDay = { closed: boolean; ranges: [TimeRange, TimeRange] };
export type FormSpecial = { key: string; from: string; to: string; closed: boolean; ranges: [TimeRange, TimeRange]; note: string };
export type FormBranch = Omit<BranchRecord, "week" | "specialDays"> & {
  key: string;
  week: FormDay[];
  specialDays: FormSpecial[];
  usedIn: { pageId: string; pageName: string }[];
};
export type BusinessForm = { name: string; contactEmail: string; branches: FormBranch[] };

const EMPTY: TimeRange = { open: "", close: "" };
let counter = 0;
/** A key for a row made in this panel (saved rows use their id). */
const newKey = (prefix: string) => `${prefix}-new-${++counter}`;

const slots = (ranges: readonly TimeRange[]): [TimeRange, TimeRange] => [ranges[0] ?? EMPTY, ranges[1] ?? EMPTY];
const isEmpty = (range: TimeRange) => !range.open.trim() && !range.close.trim();
/** The ranges a form day or special day stands for: none when closed, else the first and a filled second. */
const rangesOf = (day: { closed: boolean; ranges: [TimeRange, TimeRange] }): TimeRange[] =>
  day.closed ? [] : [day.ranges[0], ...(isEmpty(day.ranges[1]) ? [] : [day.ranges[1]])].map((r) => ({ open: r.open.trim(), close: r.close.trim() }));

/** The loaded record as form state. */
export function toForm(record: BusinessRecordAnswer): BusinessForm {
  return {
    name: record.name,
    contactEmail: record.contactEmail,
    branches: record.branches.map(({ week, specialDays, ...branch }) => ({
      ...branch,
      key: branch.id,
      week: week.map((ranges) => ({ closed: ranges.length === 0, ranges: slots(ranges) })),
      specialDays: specialDays.map((day, index) => ({
        ...day,
        key: `${branch.id}-special-${index}`,
        closed: day.ranges.length === 0,
        ranges: slots(day.ranges),
      })),
    })),
  };
}

/** The form state as the record the server takes (PUT /optician/record), before parsing. */
export function toRecord(form: BusinessForm) {
  return {
    name: form.name,
    contactEmail: form.contactEmail.trim(),
    branches: form.branches.map(({ key: _key, usedIn: _usedIn, week, specialDays, ...branch }) => ({
      ...branch,
      week: week.map(rangesOf),
      specialDays: specialDays.map(({ key: _k, closed, ranges, ...day }) => ({ ...day, ranges: rangesOf({ closed, ranges }) })),
    })),
  };
}

/** A new branch: closed every day until its hours are typed. */
export function newBranch(name: string): FormBranch {
  return {
    key: newKey("branch"),
    name,
    street: "",
    streetNumber: "",
    zip: "",
    city: "",
    phone: "",
    email: "",
    website: "",
    googlePlaceId: "",
    week: Array.from({ length: 7 }, () => ({ closed: true, ranges: slots([]) })),
    specialDays: [],
    usedIn: [],
  };
}

/** A new special day on `date`, closed. */
export const newSpecial = (date: string): FormSpecial => ({ key: newKey("special"), from: date, to: date, closed: true, ranges: slots([]), note: "" });

/** Monday's hours on Tuesday to Friday ("copy Monday to all weekdays"); Saturday and Sunday keep theirs. */
export function copyMondayToWeekdays(week: FormDay[]): FormDay[] {
  const monday = week[0];
  if (!monday) return week;
  return week.map((day, index) => (index >= 1 && index <= 4 ? { closed: monday.closed, ranges: [{ ...monday.ranges[0] }, { ...monday.ranges[1] }] } : day));
}

/** The id of the input a record path names (the panel gives every input the id of its path). */
export const inputId = (prefix: string, path: readonly PropertyKey[]) => `${prefix}-${path.map(String).join("-")}`;

/** Moves the item at `index` by `by` places (clamped); the list is returned unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, by: number): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item as T);
  return next;
}
