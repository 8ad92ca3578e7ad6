import { and, eq, inArray } from "drizzle-orm";
import type { FieldState, GroupState, PageState } from "../../common/content";
import { newSystemPageSchema, type NewGroup, type NewSystemPage, newGroupSchema } from "../../common/content-api";
import type { Locale } from "../../common/locales";
import { ROLE_SLUGS, SLUG_TAKEN_MESSAGE } from "../../common/routes";
import { ApiError } from "../http/errors";
import { collectionItems, collections, slugs } from "../db/schema";
import { isUniqueViolation } from "../http/errors";
import { SITE, type SiteDb, siteDrizzle } from "../sites/site-db";
import { storedJson } from "./items";

type Db = ReturnType<typeof siteDrizzle>;
/** Drizzle over the site's D1 binding (queries name the site with `SITE`). */
export const database = (d1: SiteDb): Db => siteDrizzle(d1);

const insertItem = (d1: SiteDb, row: { id: string; type: "page" | "group" | "field"; pageId: string; parentId: string | null; draft: unknown }) =>
  d1
    .prepare("INSERT INTO items (site_id, id, type, page_id, parent_id, draft) VALUES ($site, ?1, ?2, ?3, ?4, ?5)")
    .bind(row.id, row.type, row.pageId, row.parentId, storedJson(row.draft));

/** Statements that insert one group and its fields as drafts. */
export function groupInserts(d1: SiteDb, pageId: string, input: NewGroup, position: number, groupId: string = crypto.randomUUID()): D1PreparedStatement[] {
  const group = newGroupSchema.parse(input);
  const state: GroupState = {
    status: "draft",
    previousStatus: null,
    blockType: group.blockType,
    position,
    options: group.options,
    meta: { disallowedLanguages: group.disallowedLanguages },
  };
  const fieldRows = group.fields.map((field, index) => {
    const fieldState: FieldState = {
      name: field.name,
      position: field.position ?? index,
      contentType: field.contentType,
      dataType: field.dataType,
      content: field.content,
      visible: true,
      mediaId: field.mediaId,
      translations: {},
    };
    return { id: crypto.randomUUID(), type: "field" as const, pageId, parentId: groupId, draft: fieldState };
  });
  return [insertItem(d1, { id: groupId, type: "group", pageId, parentId: pageId, draft: state }), ...fieldRows.map((row) => insertItem(d1, row))];
}

/**
 * Creates a draft page with its groups and fields in one batch. Slugs must be unique per locale
 * ('Diese URL existiert bereits'); role and game pages get their reserved slug in every locale.
 */
export async function createPage(db: Db, input: NewSystemPage, locales: readonly Locale[]): Promise<string> {
  const page = newSystemPageSchema.parse(input);
  const reserved = page.role ? ROLE_SLUGS[page.role] : page.gameSlug;
  const slugByLocale = locales.flatMap((locale) => {
    const slug = reserved ?? page.slugs[locale];
    return slug ? [{ locale, slug }] : [];
  });
  if (slugByLocale.length) {
    const taken = await db
      .select({ locale: slugs.locale, slug: slugs.slug })
      .from(slugs)
      .where(
        and(
          eq(slugs.siteId, SITE),
          eq(slugs.published, false),
          inArray(
            slugs.slug,
            slugByLocale.map((s) => s.slug),
          ),
        ),
      );
    const clash = slugByLocale.find((s) => taken.some((t) => t.locale === s.locale && t.slug === s.slug));
    if (clash) throw new ApiError(409, "slug_taken", SLUG_TAKEN_MESSAGE);
  }
  const pageId = crypto.randomUUID();
  const state: PageState = {
    status: "draft",
    role: page.role,
    collection: page.collection,
    position: 0,
    meta: { name: page.name, description: page.description, password: null, disallowedLanguages: [] },
  };
  const d1 = db.$client;
  const statements: D1PreparedStatement[] = [
    insertItem(d1, { id: pageId, type: "page", pageId, parentId: null, draft: state }),
    ...page.groups.flatMap((group, index) => groupInserts(d1, pageId, group, index)),
    ...slugByLocale.map((s) =>
      d1
        .prepare("INSERT INTO slugs (site_id, page_id, locale, slug, collection, published) VALUES ($site, ?1, ?2, ?3, ?4, 0)")
        .bind(pageId, s.locale, s.slug, page.collection),
    ),
  ];
  if (page.collection) {
    const [collection] = await db
      .select()
      .from(collections)
      .where(and(eq(collections.siteId, SITE), eq(collections.name, page.collection)));
    if (!collection) throw new ApiError(400, "unknown_collection", `Unknown collection ${page.collection}`);
    const count = await db.$count(collectionItems, and(eq(collectionItems.siteId, SITE), eq(collectionItems.collectionId, collection.id)));
    statements.push(
      d1
        .prepare("INSERT INTO collection_items (site_id, collection_id, item_id, position, visible) VALUES ($site, ?1, ?2, ?3, 1)")
        .bind(collection.id, pageId, count),
    );
  }
  try {
    await d1.batch(statements);
  } catch (error) {
    // Two requests for the same slug at once both pass the check above; the unique index lets one win.
    if (isUniqueViolation(error)) throw new ApiError(409, "slug_taken", SLUG_TAKEN_MESSAGE);
    throw error;
  }
  return pageId;
}
