import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { LISTING_KINDS, LISTING_STATUSES, LISTING_TYPES, type ListingType, type ListingView } from "../../common/lists/types";
import { type Locale, localeSchema } from "../../common/locales";
import { mediaEntrySchema } from "../../common/media/media-api";
import type { MediaView } from "../../common/page-model";
import { parseJson } from "../../common/parse-json";
import { richTextDocSchema } from "../../common/rich-text";
import { revalidateTag } from "../cache/page-cache";
import { LISTINGS_TAG } from "../cache/tags";
import { listings } from "../db/schema";
import { SITE, type SiteDb } from "../sites/site-db";
import type { database } from "./pages";

type Db = ReturnType<typeof database>;

/** Texts per language; at least one language must have a non-empty value. */
const localized = <T extends z.ZodType>(value: T) =>
  z.partialRecord(localeSchema, value).refine((texts) => Object.values(texts).some((v) => v !== undefined && v !== ""), "at least one language");

/** A new listing (job offer or marketplace item) as the editor API and the seed send it. */
export const newListingSchema = z.object({
  type: z.enum(LISTING_TYPES),
  kind: z.enum(LISTING_KINDS).default("offering"),
  status: z.enum(LISTING_STATUSES).default("draft"),
  title: localized(z.string().trim().min(1).max(200)),
  description: localized(richTextDocSchema).optional(),
  workQuota: localized(z.string().trim().max(60)).optional(),
  /** Price in CHF, at most two decimals. */
  cost: z
    .number()
    .min(0)
    .max(1_000_000)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "at most two decimals")
    .optional(),
  options: z
    .object({ toBePickedUp: z.boolean().default(false), subjectToPostage: z.boolean().default(false), askingPrice: z.boolean().default(false) })
    .default({ toBePickedUp: false, subjectToPostage: false, askingPrice: false }),
  titleImages: z.array(z.string().min(1).max(100)).max(20).default([]),
  branchId: z.string().min(1).max(100).nullable().default(null),
  staffMember: z
    .object({ firstName: z.string().trim().min(1).max(100), lastName: z.string().trim().min(1).max(100) })
    .nullable()
    .default(null),
  /** Creation time (ISO); now when left out. */
  created: z.iso.datetime().optional(),
});
export type NewListing = z.input<typeof newListingSchema>;

/** Creates a listing and revalidates every page that lists listings; returns its id. */
export async function createListing(db: Db, kv: KVNamespace, input: NewListing): Promise<string> {
  const [id] = await createListings(db, kv, [input]);
  return id!;
}

/** Creates several listings in one batch with one revalidation (the seed's path); returns their ids in order. */
export async function createListings(db: Db, kv: KVNamespace, inputs: readonly NewListing[]): Promise<string[]> {
  const rows = inputs.map((input) => {
    const listing = newListingSchema.parse(input);
    return {
      siteId: SITE,
      id: crypto.randomUUID(),
      type: listing.type,
      kind: listing.kind,
      status: listing.status,
      title: listing.title,
      description: listing.description ?? null,
      workQuota: listing.workQuota ?? null,
      costCents: listing.cost === undefined ? null : Math.round(listing.cost * 100),
      ...listing.options,
      titleImages: listing.titleImages,
      branchId: listing.branchId,
      staffFirstName: listing.staffMember?.firstName ?? null,
      staffLastName: listing.staffMember?.lastName ?? null,
      ...(listing.created ? { createdAt: listing.created } : {}),
    };
  });
  const [first, ...rest] = rows.map((row) => db.insert(listings).values(row));
  if (!first) return [];
  await db.batch([first, ...rest]);
  await revalidateTag(kv, db.$client.siteId, LISTINGS_TAG);
  return rows.map((row) => row.id);
}

/** Publishes, archives or withdraws a listing; pages showing listings re-render on their next request. Returns false for an unknown id. */
export async function setListingStatus(db: Db, kv: KVNamespace, id: string, status: z.input<typeof newListingSchema>["status"]): Promise<boolean> {
  const parsed = z.enum(LISTING_STATUSES).parse(status);
  const updated = await db
    .update(listings)
    .set({ status: parsed, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` })
    .where(and(eq(listings.siteId, SITE), eq(listings.id, id)))
    .returning({ id: listings.id });
  await revalidateTag(kv, db.$client.siteId, LISTINGS_TAG);
  return updated.length > 0;
}

export type ListingRow = {
  id: string;
  type: ListingType;
  kind: ListingView["kind"];
  created_at: string;
  title: string | null;
  description: string | null;
  work_quota: string | null;
  cost_cents: number | null;
  to_be_picked_up: number;
  subject_to_postage: number;
  asking_price: number;
  staff_first_name: string | null;
  staff_last_name: string | null;
  b_name: string | null;
  b_street: string | null;
  b_number: string | null;
  b_zip: string | null;
  b_city: string | null;
  b_phone: string | null;
  b_email: string | null;
  images: string;
};

/** A localised value in the page's language, falling back to German. */
const inLocale = (column: string) => `COALESCE(json_extract(${column}, '$.' || ?1), json_extract(${column}, '$.de'))`;

/**
 * One statement: the published listings of `types` in `locale` (newest first), each with its branch,
 * staff member and title images (media in list order).
 */
export function publishedListingsStatement(db: SiteDb, types: readonly ListingType[], locale: Locale): D1PreparedStatement {
  const placeholders = types.map((_, i) => `?${i + 2}`).join(", ");
  return db
    .prepare(
      `SELECT l.id, l.type, l.kind, l.created_at, ${inLocale("l.title")} AS title,
         json(${inLocale("l.description")}) AS description, ${inLocale("l.work_quota")} AS work_quota,
         l.cost_cents, l.to_be_picked_up, l.subject_to_postage, l.asking_price, l.staff_first_name, l.staff_last_name,
         b.name AS b_name, b.street AS b_street, b.street_number AS b_number, b.zip AS b_zip, b.city AS b_city, b.phone AS b_phone, b.email AS b_email,
         (SELECT json_group_array(json(x.media)) FROM (
            SELECT json_object('id', m.id, 'publicUrl', '/media/' || m.id || '.' || m.extension, 'width', m.width, 'height', m.height,
              'blurHash', m.blur_hash, 'alt', ${inLocale("m.alt")}, 'mediaType', m.media_type) AS media
            FROM json_each(l.title_images) je JOIN media m ON m.site_id = $site AND m.id = je.value ORDER BY je.key) x) AS images
       FROM listings l LEFT JOIN branches b ON b.site_id = $site AND b.id = l.branch_id
       WHERE l.site_id = $site AND l.status = 'published' AND l.type IN (${placeholders})
       ORDER BY l.created_at DESC, l.id`,
    )
    .bind(locale, ...types);
}

/** The title images as publishedListingsStatement's json_object builds them. */
const listingImagesSchema = z.array(
  z.object({
    id: z.string(),
    publicUrl: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    blurHash: z.string().nullable(),
    alt: z.string().nullable(),
    mediaType: mediaEntrySchema.shape.mediaType,
  }) satisfies z.ZodType<MediaView>,
);

/** Turns a row of `publishedListingsStatement` into the view the blocks render; a row without a title in any language is skipped. */
export function toListingView(row: ListingRow): ListingView | null {
  if (!row.title) return null;
  const description = row.description ? richTextDocSchema.safeParse(JSON.parse(row.description)) : null;
  const images = parseJson(listingImagesSchema, row.images || "[]").filter((m) => m.mediaType === "image");
  return {
    id: row.id,
    type: row.type,
    kind: row.kind,
    title: row.title,
    created: row.created_at,
    workQuota: row.work_quota?.trim() || null,
    cost: row.cost_cents,
    richTextDescription: description?.success ? description.data : null,
    titleImage: images,
    options: { toBePickedUp: Boolean(row.to_be_picked_up), subjectToPostage: Boolean(row.subject_to_postage), askingPrice: Boolean(row.asking_price) },
    branch:
      row.b_name !== null
        ? {
            name: row.b_name,
            street: row.b_street ?? "",
            streetNumber: row.b_number ?? "",
            zip: row.b_zip ?? "",
            city: row.b_city ?? "",
            phone: row.b_phone,
            email: row.b_email,
          }
        : null,
    staffMember: row.staff_first_name && row.staff_last_name ? { firstName: row.staff_first_name, lastName: row.staff_last_name } : null,
  };
}
