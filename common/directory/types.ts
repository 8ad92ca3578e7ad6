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

/** A business of the directory as loaded for a page: name, logo, programs and its active branches. */
export type DirectoryBusiness = {
  id: string;
  name: string;
  logo: { url: string; alt: string | null } | null;
  programs: Record<string, boolean>;
  branches: BranchContactView[];
};

/** The program a directory block can filter on (option onlyHealthOpticians). */
export const HEALTH_OPTICIANS_PROGRAM = "gesundheitsoptik";

/** Pixels between the top of the viewport and the start of the list after a search or a letter jump (visitor-side section 9). */
export const DIRECTORY_SCROLL_OFFSET = 200;
/** Below this width a business shows its branches as tabs (one at a time). */
export const NARROW_QUERY = "(max-width: 767px)";
