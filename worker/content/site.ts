import type { SiteDb } from "../sites/site-db";
import { and, eq } from "drizzle-orm";
import { ApiError } from "../http/errors";
import { z } from "zod";
import { COLLECTION_KINDS } from "../../common/collection-list";
import { navigationSchema, type Navigation } from "../../common/navigation";
import { openingHoursSchema } from "../../common/opening-hours";
import { settingsSchema, type Settings } from "../../common/settings";
import { revalidateTag } from "../cache/page-cache";
import { OPTICIAN_TAG } from "../cache/tags";
import { branches, businesses, collections } from "../db/schema";
import { recordChange } from "./changes";
import { conflict, currentDocument } from "./versions";
import { SITE } from "../sites/site-db";
import type { database } from "./pages";

type Db = ReturnType<typeof database>;

/** Who saves a site document and on which version (null: unguarded, e.g. the seed). */
export type DocumentSave = { userId: string | null; baseVersion?: number | null };

/**
 * Writes a whole site document and raises its version; with a base version only while the stored document still
 * has it (409 with the current document otherwise). A first save creates the document at version 1.
 */
async function saveDocument(db: Db, key: "settings" | "navigation", value: unknown, by: DocumentSave): Promise<number> {
  const d1 = db.$client;
  const json = JSON.stringify(value);
  const guard = by.baseVersion == null ? "" : " WHERE site_documents.version = ?4";
  const row = await d1
    .prepare(
      `INSERT INTO site_documents (site_id, key, value, version, updated_by) VALUES ($site, ?1, ?2, 1, ?3)
       ON CONFLICT(site_id, key) DO UPDATE SET value = excluded.value, version = site_documents.version + 1, updated_by = excluded.updated_by, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')${guard}
       RETURNING version`,
    )
    .bind(...(by.baseVersion == null ? [key, json, by.userId] : [key, json, by.userId, by.baseVersion]))
    .first<{ version: number }>();
  if (!row) throw conflict(await currentDocument(d1, key));
  await recordChange(d1, { pageId: null, itemId: key, itemType: key, action: "save", version: row.version, userId: by.userId });
  return row.version;
}

/** Saves the whole settings object (validated) and revalidates every page that shows it. */
export async function saveSettings(db: Db, kv: KVNamespace, input: unknown, by: DocumentSave = { userId: null }): Promise<Settings & { version: number }> {
  const settings = settingsSchema.parse(input);
  const version = await saveDocument(db, "settings", settings, by);
  await revalidateTag(kv, db.$client.siteId, "settings");
  return { ...settings, version };
}

/** Saves the navigation (validated) and revalidates every page that shows it. */
export async function saveNavigation(db: Db, kv: KVNamespace, input: unknown, by: DocumentSave = { userId: null }): Promise<Navigation & { version: number }> {
  const navigation = navigationSchema.parse(input);
  const version = await saveDocument(db, "navigation", navigation, by);
  await revalidateTag(kv, db.$client.siteId, "navigation");
  return { ...navigation, version };
}

export const newCollectionSchema = z.object({
  name: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .max(60),
  kind: z.enum(COLLECTION_KINDS),
  collectionType: z.enum(["page", "group"]),
});

/** Creates a collection (name unique). */
export async function createCollection(db: Db, input: z.input<typeof newCollectionSchema>): Promise<string> {
  const collection = newCollectionSchema.parse(input);
  const id = crypto.randomUUID();
  const [existing] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(and(eq(collections.siteId, SITE), eq(collections.name, collection.name)));
  if (existing) throw new ApiError(409, "collection_exists", `Sammlung ${collection.name} existiert bereits`);
  const count = await db.$count(collections, eq(collections.siteId, SITE));
  await db.insert(collections).values({ siteId: SITE, id, ...collection, position: count });
  return id;
}

const branchSchema = z.object({
  name: z.string().min(1).max(200),
  street: z.string().min(1).max(200),
  streetNumber: z.string().max(20).default(""),
  zip: z.string().regex(/^\d{4}$/, "Swiss postcode: 4 digits"),
  city: z.string().min(1).max(100),
  phone: z.string().max(40).nullable().default(null),
  email: z.email().nullable().default(null),
  latitude: z.string().max(20).nullable().default(null),
  longitude: z.string().max(20).nullable().default(null),
  openingHours: openingHoursSchema,
});
/** A business logo (visitor-side section 3, logoImage): an uploaded media file or a public https address, and its name. */
export const businessLogoSchema = z
  .object({
    mediaId: z.string().min(1).max(64).optional(),
    publicUrl: z
      .url({ protocol: /^https$/ })
      .max(2_000)
      .optional(),
    name: z.string().max(200).default(""),
  })
  .refine((logo) => Boolean(logo.mediaId) !== Boolean(logo.publicUrl), "logo: either mediaId or publicUrl");
export const newBusinessSchema = z.object({
  name: z.string().min(1).max(200),
  logo: businessLogoSchema.nullable().default(null),
  programs: z.record(z.string().max(60), z.boolean()).default({}),
  isSiteOwner: z.boolean().default(false),
  contactEmail: z.union([z.literal(""), z.email()]).default(""),
  branches: z.array(branchSchema).min(1).max(50),
});

/** Adds a business of the directory with its branches and opening hours. */
export async function createBusiness(db: Db, kv: KVNamespace, input: z.input<typeof newBusinessSchema>): Promise<string> {
  const business = newBusinessSchema.parse(input);
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(businesses).values({
      siteId: SITE,
      id,
      name: business.name,
      programs: business.programs,
      isSiteOwner: business.isSiteOwner,
      logo: business.logo,
      contactEmail: business.contactEmail,
    }),
    db.insert(branches).values(business.branches.map((branch, position) => ({ siteId: SITE, id: crypto.randomUUID(), businessId: id, ...branch, position }))),
  ]);
  await revalidateTag(kv, db.$client.siteId, OPTICIAN_TAG);
  return id;
}

/** The stored settings with defaults filled in (a site without saved settings gets the defaults). */
export async function readSettings(db: SiteDb): Promise<Settings> {
  const row = await db.prepare("SELECT value FROM site_documents WHERE site_id = $site AND key = 'settings'").first<{ value: string }>();
  return row ? settingsSchema.parse(JSON.parse(row.value)) : settingsSchema.parse({});
}
