import type { SiteDb } from "../sites/site-db";
import { and, eq, sql } from "drizzle-orm";
import { ApiError } from "../http/errors";
import { z } from "zod";
import { COLLECTION_KINDS } from "../../common/collection-list";
import { navigationSchema, type Navigation } from "../../common/navigation";
import { openingHoursSchema } from "../../common/opening-hours";
import { settingsSchema, type Settings } from "../../common/settings";
import { revalidateTag } from "../cache/page-cache";
import { OPTICIAN_TAG } from "../cache/tags";
import { branches, businesses, collections, siteDocuments } from "../db/schema";
import { SITE } from "../sites/site-db";
import type { database } from "./pages";

type Db = ReturnType<typeof database>;

/** Saves the whole settings object (validated) and revalidates every page that shows it. */
export async function saveSettings(db: Db, kv: KVNamespace, input: unknown): Promise<Settings> {
  const settings = settingsSchema.parse(input);
  await db
    .insert(siteDocuments)
    .values({ siteId: SITE, key: "settings", value: settings })
    .onConflictDoUpdate({ target: [siteDocuments.siteId, siteDocuments.key], set: { value: settings, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` } });
  await revalidateTag(kv, db.$client.siteId, "settings");
  return settings;
}

/** Saves the navigation (validated) and revalidates every page that shows it. */
export async function saveNavigation(db: Db, kv: KVNamespace, input: unknown): Promise<Navigation> {
  const navigation = navigationSchema.parse(input);
  await db
    .insert(siteDocuments)
    .values({ siteId: SITE, key: "navigation", value: navigation })
    .onConflictDoUpdate({ target: [siteDocuments.siteId, siteDocuments.key], set: { value: navigation, updatedAt: sql`strftime('%Y-%m-%dT%H:%M:%fZ','now')` } });
  await revalidateTag(kv, db.$client.siteId, "navigation");
  return navigation;
}

export const newCollectionSchema = z.object({
  name: z.string().regex(/^[a-z0-9-]+$/).max(60),
  kind: z.enum(COLLECTION_KINDS),
  collectionType: z.enum(["page", "group"]),
});

/** Creates a collection (name unique). */
export async function createCollection(db: Db, input: z.input<typeof newCollectionSchema>): Promise<string> {
  const collection = newCollectionSchema.parse(input);
  const id = crypto.randomUUID();
  const [existing] = await db.select({ id: collections.id }).from(collections).where(and(eq(collections.siteId, SITE), eq(collections.name, collection.name)));
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
    publicUrl: z.url({ protocol: /^https$/ }).max(2_000).optional(),
    name: z.string().max(200).default(""),
  })
  .refine((logo) => Boolean(logo.mediaId) !== Boolean(logo.publicUrl), "logo: either mediaId or publicUrl");
export const newBusinessSchema = z.object({
  name: z.string().min(1).max(200),
  logo: businessLogoSchema.nullable().default(null),
  programs: z.record(z.string().max(60), z.boolean()).default({}),
  isSiteOwner: z.boolean().default(false),
  branches: z.array(branchSchema).min(1).max(50),
});

/** Adds a business of the directory with its branches and opening hours. */
export async function createBusiness(db: Db, kv: KVNamespace, input: z.input<typeof newBusinessSchema>): Promise<string> {
  const business = newBusinessSchema.parse(input);
  const id = crypto.randomUUID();
  await db.batch([
    db.insert(businesses).values({ siteId: SITE, id, name: business.name, programs: business.programs, isSiteOwner: business.isSiteOwner, logo: business.logo }),
    db.insert(branches).values(business.branches.map((branch) => ({ siteId: SITE, id: crypto.randomUUID(), businessId: id, ...branch }))),
  ]);
  await revalidateTag(kv, db.$client.siteId, OPTICIAN_TAG);
  return id;
}

/** The stored settings with defaults filled in (a site without saved settings gets the defaults). */
export async function readSettings(db: SiteDb): Promise<Settings> {
  const row = await db.prepare("SELECT value FROM site_documents WHERE site_id = $site AND key = 'settings'").first<{ value: string }>();
  return row ? settingsSchema.parse(JSON.parse(row.value)) : settingsSchema.parse({});
}
