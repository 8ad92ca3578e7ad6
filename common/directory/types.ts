import type { HoursView } from "../opening-hours-view";

/** A branch as the directory and the contact views show it: address, contact links and an opening-hours table. */
export type BranchContactView = {
  id: string;
  name: string;
  street: string;
  zip: string;
  city: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  hours: HoursView;
};

/**
 * A branch as the directory lists it: address and contact links. Its opening hours are not part of the page: the
 * directory loads them when a business is first opened (DIRECTORY_HOURS_PATH, decision 116).
 */
export type DirectoryBranch = Omit<BranchContactView, "hours">;

/** A business of the directory as loaded for a page: name, logo, programs and its active branches. */
export type DirectoryBusiness = {
  id: string;
  name: string;
  logo: { url: string; alt: string | null } | null;
  programs: Record<string, boolean>;
  branches: DirectoryBranch[];
};

/** Where a site's directory loads its branches' opening hours (worker/pages/directory-hours.ts). */
export const DIRECTORY_HOURS_PATH = "/~directory-hours";

/** The opening hours of a site's active directory branches: each distinct table once, and each branch's table by branch id. */
export type DirectoryHours = { tables: HoursView[]; branches: Record<string, number> };

const isText = (value: unknown): value is string => typeof value === "string";
const isSpecial = (value: unknown) => {
  const entry = value as Record<string, unknown> | null;
  return typeof entry === "object" && entry !== null && ["date", "until", "from", "hours", "note"].every((key) => isText(entry[key]));
};
/** Whether a value is an opening-hours table without its date (the open-state line's data attribute carries these). */
export const isWeekHours = (value: unknown): value is Omit<HoursView, "asOf"> => {
  const view = value as Record<string, unknown> | null;
  return (
    typeof view === "object" &&
    view !== null &&
    Array.isArray(view.week) &&
    view.week.length === 7 &&
    view.week.every(isText) &&
    Array.isArray(view.special) &&
    view.special.every(isSpecial)
  );
};
const isHoursView = (value: unknown): value is HoursView => isWeekHours(value) && "asOf" in value && isText(value.asOf);

/** Whether an answer of DIRECTORY_HOURS_PATH has its shape (checked in the browser, which loads no zod for the directory). */
export function isDirectoryHours(value: unknown): value is DirectoryHours {
  const data = value as Record<string, unknown> | null;
  if (typeof data !== "object" || data === null || !Array.isArray(data.tables) || !data.tables.every(isHoursView)) return false;
  const count = data.tables.length;
  const branches = data.branches as Record<string, unknown> | null;
  return (
    typeof branches === "object" &&
    branches !== null &&
    Object.values(branches).every((index) => Number.isInteger(index) && (index as number) >= 0 && (index as number) < count)
  );
}

/** The program a directory block can filter on (option onlyHealthOpticians). */
export const HEALTH_OPTICIANS_PROGRAM = "gesundheitsoptik";

/** Pixels between the top of the viewport and the start of the list after a search or a letter jump (visitor-side section 9). */
export const DIRECTORY_SCROLL_OFFSET = 200;
/** Below this width a business shows its branches as tabs (one at a time). */
export const NARROW_QUERY = "(max-width: 767px)";
