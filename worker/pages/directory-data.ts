import { z } from "zod";
import type { BranchContactView, DirectoryBusiness } from "../../common/directory/types";
import type { Locale } from "../../common/locales";
import { hoursView, openingHoursSchema } from "../../common/opening-hours";

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
  openingHours: z.unknown(),
});

/** A stored branch as the contact views show it; special dates before `fromDate` are left out. */
export function toBranchView(id: string, raw: unknown, fromDate: string): BranchContactView {
  const row = branchRowSchema.parse(raw);
  const hours = openingHoursSchema.safeParse(row.openingHours ?? {});
  return {
    id,
    name: row.name,
    street: `${row.street ?? ""} ${row.streetNumber ?? ""}`.trim(),
    zip: row.zip ?? "",
    city: row.city ?? "",
    phone: row.phone || null,
    email: row.email || null,
    hours: hoursView(hours.success ? hours.data : { periods: [], special: [] }, fromDate),
  };
}

const BRANCH_JSON = `json_object('id', b.id, 'name', b.name, 'street', b.street, 'streetNumber', b.street_number, 'zip', b.zip, 'city', b.city, 'phone', b.phone, 'email', b.email, 'openingHours', json(b.opening_hours))`;

/**
 * The one statement that loads the directory: every active business with its logo (media joined for size and
 * alt text in the page's locale) and its active branches as a JSON array.
 */
export function directoryStatement(db: D1Database, locale: Locale): D1PreparedStatement {
  return db
    .prepare(
      `SELECT o.id, o.name, o.programs, o.logo,
         '/media/' || m.id || '.' || m.extension AS m_url, m.width AS m_width, m.height AS m_height, json_extract(m.alt, '$.' || ?1) AS m_alt,
         (SELECT json_group_array(json(${BRANCH_JSON})) FROM branches b WHERE b.business_id = o.id AND b.active = 1) AS branches
       FROM businesses o LEFT JOIN media m ON m.id = json_extract(o.logo, '$.mediaId') AND m.media_type = 'image'
       WHERE o.active = 1`,
    )
    .bind(locale);
}

type DirectoryRow = { id: string; name: string; programs: string | null; logo: string | null; m_url: string | null; m_width: number | null; m_height: number | null; m_alt: string | null; branches: string | null };

const logoSchema = z.object({ mediaId: z.string().optional(), publicUrl: z.string().optional(), name: z.string().optional() }).catch({});
const programsSchema = z.record(z.string(), z.boolean()).catch({});
/** Only same-site paths and https addresses are shown as logos. */
const safeLogoUrl = (url: string | undefined) => (url && (/^https:\/\//.test(url) || /^\/(?!\/)/.test(url)) ? url : null);
const collator = new Intl.Collator("de-CH", { sensitivity: "base", numeric: true });

/** Directory rows as sorted businesses (by name, branches by town and name); businesses without an active branch are left out. */
export function toDirectory(rows: DirectoryRow[], fromDate: string): DirectoryBusiness[] {
  return rows
    .map((row): DirectoryBusiness => {
      const logo = logoSchema.parse(row.logo ? JSON.parse(row.logo) : {});
      const url = row.m_url ?? safeLogoUrl(logo.publicUrl);
      const branches = (JSON.parse(row.branches ?? "[]") as { id?: string }[]).map((raw) => toBranchView(String(raw.id ?? ""), raw, fromDate));
      return {
        id: row.id,
        name: row.name,
        logo: url ? { url, width: row.m_url ? row.m_width : null, height: row.m_url ? row.m_height : null, alt: row.m_alt?.trim() || null } : null,
        programs: programsSchema.parse(row.programs ? JSON.parse(row.programs) : {}),
        branches: branches.sort((a, b) => collator.compare(a.city, b.city) || collator.compare(a.name, b.name)),
      };
    })
    .filter((business) => business.branches.length > 0)
    .sort((a, b) => collator.compare(a.name, b.name));
}

export type { DirectoryRow };
