import { z } from "zod";
import { sqlTypeList, typesDeclaring } from "../../common/blocks/needs";
import type { BranchContactView, DirectoryBranch, DirectoryBusiness } from "../../common/directory/types";
import { hoursView, openingHoursSchema } from "../../common/opening-hours";
import type { HoursView } from "../../common/opening-hours-view";
import { TextMemo } from "../../common/text-memo";

/** A branch row as the loader's json_object builds it (site owner's footer branches and directory branches alike). */
const branchRowSchema = z.object({
  id: z.string().optional(),
  name: z.string().catch(""),
  street: z.string().nullish(),
  streetNumber: z.string().nullish(),
  zip: z.string().nullish(),
  city: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  website: z.string().nullish(),
  openingHours: z.unknown().optional(),
});

/** A stored branch's address and contact links. */
function contactOf(id: string, row: z.infer<typeof branchRowSchema>): DirectoryBranch {
  return {
    id,
    name: row.name,
    street: `${row.street ?? ""} ${row.streetNumber ?? ""}`.trim(),
    zip: row.zip ?? "",
    city: row.city ?? "",
    phone: row.phone || null,
    email: row.email || null,
    website: row.website || null,
  };
}

/** Stored opening hours as a table shows them; special dates before `fromDate` are left out. */
function toHoursView(raw: unknown, fromDate: string): HoursView {
  const hours = openingHoursSchema.safeParse(raw ?? {});
  return hoursView(hours.success ? hours.data : { periods: [], special: [] }, fromDate);
}

/** A stored branch as the contact views show it, with its opening hours from `fromDate` on. */
export function toBranchView(id: string, raw: unknown, fromDate: string): BranchContactView {
  const row = branchRowSchema.parse(raw);
  return { ...contactOf(id, row), hours: toHoursView(row.openingHours, fromDate) };
}

/** A directory branch as the loader's json_object builds it: no opening hours (the directory loads them on opening). */
const BRANCH_JSON = `json_object('id', b.id, 'name', b.name, 'street', b.street, 'streetNumber', b.street_number, 'zip', b.zip, 'city', b.city, 'phone', b.phone, 'email', b.email, 'website', b.website)`;

/**
 * SQL rows (kind 'business', key, value) for the page loader's site statement: every active business with its
 * logo (media joined for the alt text in locale ?1) and its active branches, but only when the page `pageId`
 * (an SQL expression) has a block in `state` that needs them (`needs.businesses`, e.g. the directory search). Other pages get no rows, and no page pays a
 * statement of its own for the directory. That test is an uncorrelated scalar subquery, which SQLite runs once per
 * statement (an EXISTS ran once per business), and `+g.type` keeps the planner on the page's index rather than the
 * site's every block. The branches' opening hours are not read: they were 28 KB of the statement's 50 KB and the
 * directory's whole extra cost over other pages (decision 116); the directory loads them when a business is opened.
 */
/** The block types whose definitions need the directory's businesses, as an SQL list. */
const BUSINESS_BLOCK_TYPES = sqlTypeList(typesDeclaring("businesses"));

export function directoryRowsSql(pageId: string, state: "published" | "draft"): string {
  return `SELECT 'business' AS kind, o.id AS key, json_object('name', o.name, 'programs', json(o.programs), 'logo', json(o.logo),
      'mediaUrl', '/media/' || m.id || '.' || m.extension, 'mediaAlt', json_extract(m.alt, '$.' || ?1),
      'branches', (SELECT json_group_array(${BRANCH_JSON}) FROM branches b WHERE b.site_id = $site AND b.business_id = o.id AND b.active = 1)) AS value
    FROM businesses o LEFT JOIN media m ON m.site_id = $site AND m.id = json_extract(o.logo, '$.mediaId') AND m.media_type = 'image'
    WHERE o.site_id = $site AND o.active = 1 AND 1 = (SELECT 1 FROM items g WHERE g.site_id = $site AND g.page_id = ${pageId} AND +g.type = 'group' AND json_extract(g.${state}, '$.blockType') IN (${BUSINESS_BLOCK_TYPES}) LIMIT 1)`;
}

/** One business row's value as directoryRowsSql builds it. */
const businessValueSchema = z.object({
  name: z.string(),
  programs: z.record(z.string(), z.boolean()).nullish().catch(null),
  logo: z.object({ mediaId: z.string().optional(), publicUrl: z.string().optional(), name: z.string().optional() }).nullish().catch(null),
  mediaUrl: z.string().nullish(),
  mediaAlt: z.string().nullish(),
  branches: z.array(z.record(z.string(), z.unknown())).catch([]),
});
/** A logo address shown to visitors: same-site paths and https addresses only. */
export const safeLogoUrl = (url: string | null | undefined) => (url && (/^https:\/\//.test(url) || /^\/(?!\/)/.test(url)) ? url : null);
const collator = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true });

/** The id, the day and the row text of a memo key `${id}\n${day}\n${json}` (JSON text holds no raw line break). */
function memoKeyParts(key: string): [string, string, string] {
  const first = key.indexOf("\n");
  const second = key.indexOf("\n", first + 1);
  return [key.slice(0, first), key.slice(first + 1, second), key.slice(second + 1)];
}

/** One business row's view: parsed once per row text in this isolate. */
const businessViews = new TextMemo((key: string) => {
  const [id, value] = [key.slice(0, key.indexOf("\n")), key.slice(key.indexOf("\n") + 1)];
  const business = businessValueSchema.parse(JSON.parse(value));
  const url = business.mediaUrl ?? safeLogoUrl(business.logo?.publicUrl);
  const branches = business.branches.map((raw) => contactOf(String(raw.id ?? ""), branchRowSchema.parse(raw)));
  return {
    id,
    name: business.name,
    logo: url ? { url, alt: business.mediaAlt?.trim() || null } : null,
    programs: business.programs ?? {},
    branches: branches.sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name)),
  } satisfies DirectoryBusiness;
});

/** Directory rows as sorted businesses (by name, branches by town and name); businesses without an active branch are left out. */
export function toDirectory(rows: { key: string; value: string }[]): DirectoryBusiness[] {
  return rows
    .map((row): DirectoryBusiness => businessViews.get(`${row.key}\n${row.value}`))
    .filter((business) => business.branches.length > 0)
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** A stored branch row's view, parsed once per row text and day in this isolate (the footer's and contact block's branches). */
const branchViews = new TextMemo((key: string) => {
  const [id, fromDate, value] = memoKeyParts(key);
  return toBranchView(id, JSON.parse(value), fromDate);
});
export const branchViewOf = (id: string, json: string, fromDate: string) => branchViews.get(`${id}\n${fromDate}\n${json}`);

/** Stored opening hours (their JSON text) as a table from `fromDate` on, computed once per text and day in this isolate (the directory's hours). */
const hoursViews = new TextMemo((key: string) => {
  const cut = key.indexOf("\n");
  return toHoursView(JSON.parse(key.slice(cut + 1)), key.slice(0, cut));
});
export const hoursViewOf = (json: string, fromDate: string) => hoursViews.get(`${fromDate}\n${json}`);
