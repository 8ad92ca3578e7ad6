import { z } from "zod";
import { type BusinessRecord, type BusinessRecordAnswer, businessRecordSchema, fromOpeningHours, toOpeningHours } from "../../common/business-record";
import { openingHoursSchema } from "../../common/opening-hours";
import { revalidateTag } from "../cache/page-cache";
import { OPTICIAN_TAG } from "../cache/tags";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";

const NO_LOCATIONS = () => new ApiError(404, "no_locations", "No locations available");

const branchRow = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  streetNumber: z.string().nullable(),
  zip: z.string(),
  city: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  openingHours: z.string(),
});

/** The site owner's business (id, name, contact e-mail), or a 404 with the spec's text when the site has none. */
async function ownerBusiness(db: SiteDb): Promise<{ id: string; name: string; contactEmail: string }> {
  const owner = await db
    .prepare("SELECT id, name, contact_email AS contactEmail FROM businesses WHERE site_id = $site AND is_site_owner = 1 LIMIT 1")
    .first<{ id: string; name: string; contactEmail: string }>();
  if (!owner) throw NO_LOCATIONS();
  return owner;
}

/**
 * Where contact blocks choose branches (their location option), in drafts and published pages alike: branch id
 * with the page and its name in `lang` (another of its names when it has none in `lang`).
 */
export async function branchUses(db: SiteDb, lang: string): Promise<{ branchId: string; pageId: string; pageName: string }[]> {
  const { results } = await db
    .prepare(
      `SELECT DISTINCT l.value AS branchId, g.page_id AS pageId,
         COALESCE(json_extract(COALESCE(p.draft, p.published), '$.meta.name.' || ?1), (SELECT value FROM json_each(json_extract(COALESCE(p.draft, p.published), '$.meta.name')) LIMIT 1), g.page_id) AS pageName
       FROM items g JOIN json_each(json_array(json(COALESCE(g.draft, 'null')), json(COALESCE(g.published, 'null')))) AS d
       JOIN json_each(json_extract(d.value, '$.options.location.value')) AS l
       JOIN items p ON p.site_id = $site AND p.id = g.page_id
       WHERE g.site_id = $site AND g.type = 'group' AND json_extract(d.value, '$.blockType') = 'contact'`,
    )
    .bind(lang)
    .all<{ branchId: string; pageId: string; pageName: string }>();
  return results;
}

/** The business record as the panel edits it: name, contact e-mail and branches in their order, each with where it is used. */
export async function readBusinessRecord(db: SiteDb, lang: string): Promise<BusinessRecordAnswer> {
  const owner = await ownerBusiness(db);
  const { results } = await db
    .prepare(
      `SELECT id, name, street, street_number AS streetNumber, zip, city, phone, email, website, google_place_id AS googlePlaceId, opening_hours AS openingHours
       FROM branches WHERE site_id = $site AND business_id = ?1 ORDER BY position, rowid`,
    )
    .bind(owner.id)
    .all();
  if (results.length === 0) throw NO_LOCATIONS();
  const uses = await branchUses(db, lang);
  return {
    name: owner.name,
    contactEmail: owner.contactEmail,
    branches: results.map((raw) => {
      const row = branchRow.parse(raw);
      const stored = openingHoursSchema.safeParse(JSON.parse(row.openingHours));
      return {
        id: row.id,
        name: row.name,
        street: row.street,
        streetNumber: row.streetNumber ?? "",
        zip: row.zip,
        city: row.city,
        phone: row.phone ?? "",
        email: row.email ?? "",
        website: row.website ?? "",
        googlePlaceId: row.googlePlaceId ?? "",
        ...fromOpeningHours(stored.success ? stored.data : { periods: [], special: [] }),
        usedIn: uses.filter((use) => use.branchId === row.id).map(({ pageId, pageName }) => ({ pageId, pageName })),
      };
    }),
  };
}

/**
 * Saves the record (parsed again here) in one batch: the business's name and contact e-mail, every branch in the
 * given order (new ones get an id), and removes the branches left out, unless a contact block shows one (409
 * naming the pages). Then every page of the site is revalidated (they all carry the optician tag: footer, contact
 * blocks, directory, JSON-LD), like a saved navigation (decision 038).
 */
export async function saveBusinessRecord(db: SiteDb, kv: KVNamespace, input: unknown, lang = "de"): Promise<BusinessRecordAnswer> {
  const record: BusinessRecord = businessRecordSchema.parse(input);
  const owner = await ownerBusiness(db);
  const { results } = await db
    .prepare("SELECT id, name FROM branches WHERE site_id = $site AND business_id = ?1")
    .bind(owner.id)
    .all<{ id: string; name: string }>();
  const existing = new Map(results.map((row) => [row.id, row.name]));
  const unknown = record.branches.filter((branch) => branch.id && !existing.has(branch.id));
  if (unknown.length) throw new ApiError(400, "branch_not_found", "Branch ID not found");
  const kept = new Set(record.branches.map((branch) => branch.id));
  const removed = [...existing.keys()].filter((id) => !kept.has(id));
  if (removed.length) {
    const used = (await branchUses(db, lang)).filter((use) => removed.includes(use.branchId));
    if (used.length) {
      const where = [...new Set(used.map((use) => `${existing.get(use.branchId)}: ${use.pageName}`))].join(", ");
      throw new ApiError(409, "branch_in_use", `Im Kontaktblock verwendet (${where})`);
    }
  }
  const statements = [
    db.prepare("UPDATE businesses SET name = ?1, contact_email = ?2 WHERE site_id = $site AND id = ?3").bind(record.name, record.contactEmail, owner.id),
    ...record.branches.map((branch, position) => {
      const values = [
        branch.name,
        branch.street,
        branch.streetNumber,
        branch.zip,
        branch.city,
        branch.phone || null,
        branch.email || null,
        branch.website || null,
        branch.googlePlaceId || null,
        JSON.stringify(toOpeningHours(branch.week, branch.specialDays)),
        position,
      ];
      return branch.id
        ? db
            .prepare(
              "UPDATE branches SET name = ?1, street = ?2, street_number = ?3, zip = ?4, city = ?5, phone = ?6, email = ?7, website = ?8, google_place_id = ?9, opening_hours = ?10, position = ?11 WHERE site_id = $site AND id = ?12",
            )
            .bind(...values, branch.id)
        : db
            .prepare(
              "INSERT INTO branches (site_id, id, business_id, name, street, street_number, zip, city, phone, email, website, google_place_id, opening_hours, position) VALUES ($site, ?12, ?13, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
            )
            .bind(...values, crypto.randomUUID(), owner.id);
    }),
    ...removed.map((id) => db.prepare("DELETE FROM branches WHERE site_id = $site AND id = ?1").bind(id)),
  ];
  await db.batch(statements);
  await revalidateTag(kv, db.siteId, OPTICIAN_TAG);
  return readBusinessRecord(db, lang);
}
