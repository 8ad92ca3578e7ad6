import type { z } from "zod";
import type { pageInfoUpdateSchema } from "../../common/content-api";
import { LOCALES, type Locale } from "../../common/locales";
import { editorSlugSchema, pagePath, SLUG_EMPTY_MESSAGE, SLUG_TAKEN_MESSAGE, toSlug } from "../../common/routes";
import { sealPagePassword } from "../auth/page-password";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { isLocaleAllowed } from "../../common/content";
import { isFilled, isStale, isTranslatable, type TranslationStatus } from "../../common/translation";
import { changedBlockCount, renumberStatement } from "./block-order";
import { recordChange } from "./changes";
import { goneAddressStatements } from "./redirects";
import { getItem, parseField, parseGroup, parsePage, saveDraftStatement, touchPageStatement } from "./items";
import { expectVersion } from "./versions";

/** Discards every unpublished change of a page in all languages: drafts return to the published state. */
export async function revertPage(db: SiteDb, pageId: string): Promise<void> {
  const page = await getItem(db, pageId, "page");
  if (page.published === null) throw new ApiError(409, "never_published", "Die Seite wurde noch nie veröffentlicht");
  await db.batch([
    db.prepare("DELETE FROM items WHERE site_id = $site AND page_id = ?1 AND published IS NULL AND type != 'page'").bind(pageId),
    db.prepare("UPDATE items SET draft = published, changed = 0, version = version + 1 WHERE site_id = $site AND page_id = ?1 AND changed = 1").bind(pageId),
    renumberStatement(db, pageId),
    db.prepare("DELETE FROM slugs WHERE site_id = $site AND page_id = ?1 AND published = 0").bind(pageId),
    db
      .prepare(
        "INSERT INTO slugs (site_id, page_id, locale, slug, collection, published) SELECT $site, page_id, locale, slug, collection, 0 FROM slugs WHERE site_id = $site AND page_id = ?1 AND published = 1",
      )
      .bind(pageId),
  ]);
}

/** Reverts every published page that has unpublished changes. */
export async function revertAll(db: SiteDb): Promise<number> {
  const { results } = await db
    .prepare(
      "SELECT DISTINCT page_id FROM items WHERE site_id = $site AND changed = 1 AND page_id IN (SELECT id FROM items WHERE site_id = $site AND type = 'page' AND published IS NOT NULL)",
    )
    .all<{ page_id: string }>();
  for (const { page_id } of results) await revertPage(db, page_id);
  return results.length;
}

/** Deletes a page with its blocks, fields, slugs and collection membership; role pages cannot be deleted. */
export async function removePage(db: SiteDb, pageId: string): Promise<{ slugs: { locale: Locale; slug: string }[] }> {
  const page = await getItem(db, pageId, "page");
  if (parsePage(page.draft).role) throw new ApiError(403, "system_page", "Diese Seite kann nicht gelöscht werden");
  const { results } = await db
    .prepare("SELECT locale, slug, collection FROM slugs WHERE site_id = $site AND page_id = ?1 AND published = 1")
    .bind(pageId)
    .all<{ locale: Locale; slug: string; collection: string | null }>();
  await db.batch([
    // Its addresses answer 410 Gone from now on, unless the owner gives one to another page (docs/decisions/125).
    ...goneAddressStatements(db, pageId, results),
    db.prepare("DELETE FROM items WHERE site_id = $site AND page_id = ?1").bind(pageId),
    db.prepare("DELETE FROM slugs WHERE site_id = $site AND page_id = ?1").bind(pageId),
    db.prepare("DELETE FROM collection_items WHERE site_id = $site AND item_id = ?1").bind(pageId),
  ]);
  return { slugs: results };
}

/**
 * Counts of unpublished changes: fields, blocks and pages (the page itself: meta, slugs), and whether the page was
 * ever published (a page that never was has nothing to revert to). A block counts only for a change of its own, not
 * for a neighbour added or removed before it (block-order.ts).
 */
export async function publicationStatus(db: SiteDb, pageId: string): Promise<{ fields: number; groups: number; pages: number; published: boolean }> {
  const page = await getItem(db, pageId, "page");
  const [counts, groups] = await db.batch([
    db
      .prepare(
        "SELECT SUM(type = 'field' AND changed = 1) AS fields, SUM(type = 'page' AND changed = 1) AS pages FROM items WHERE site_id = $site AND page_id = ?1",
      )
      .bind(pageId),
    db.prepare("SELECT id, draft, published FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'group'").bind(pageId),
  ]);
  const row = (counts?.results[0] ?? null) as { fields: number | null; pages: number | null } | null;
  const blocks = (groups?.results ?? []) as { id: string; draft: string; published: string | null }[];
  return { fields: row?.fields ?? 0, groups: changedBlockCount(blocks), pages: row?.pages ?? 0, published: page.published !== null };
}

/**
 * Per language of the page (the site's offered locales less those the page is taken off, "Sprachen der Seite"):
 * missing translations (translatable visible fields with content in some language of the page but none in that
 * one), the first such field in page order (the toolbar opens it), stale ones (the value they were translated or
 * typed from changed since) and machine-made ones not yet confirmed. Exact counts over the page's drafts; blocks
 * marked for deletion or hidden in a locale left out. A language the page is not in has no entry.
 */
export async function translationStatus(db: SiteDb, pageId: string, offered: readonly Locale[]): Promise<Omit<TranslationStatus, "automatic">> {
  const page = parsePage((await getItem(db, pageId, "page")).draft);
  const locales = offered.filter((l) => isLocaleAllowed(page.meta, l));
  const { results } = await db
    .prepare(
      "SELECT f.id, f.draft, g.draft AS group_draft FROM items f JOIN items g ON g.site_id = $site AND g.id = f.parent_id WHERE f.site_id = $site AND f.page_id = ?1 AND f.type = 'field' AND json_extract(g.draft, '$.status') != 'markedForDeletion' ORDER BY json_extract(g.draft, '$.position'), g.id, json_extract(f.draft, '$.position'), f.id",
    )
    .bind(pageId)
    .all<{ id: string; draft: string; group_draft: string }>();
  const zero = () => Object.fromEntries(locales.map((l) => [l, 0])) as Record<Locale, number>;
  const status = { missing: zero(), stale: zero(), machine: zero(), firstMissing: {} as Partial<Record<Locale, string>> };
  for (const { id, draft, group_draft } of results) {
    const field = parseField(draft);
    if (!isTranslatable(field)) continue;
    const group = parseGroup(group_draft);
    const shown = locales.filter((l) => isLocaleAllowed(group.meta, l));
    if (!shown.some((l) => isFilled(field, l))) continue;
    for (const locale of shown) {
      if (!isFilled(field, locale)) {
        status.missing[locale]++;
        status.firstMissing[locale] ??= id;
      } else if (isStale(field, locale)) status.stale[locale]++;
      if (isFilled(field, locale) && field.translations[locale]?.machine) status.machine[locale]++;
    }
  }
  return status;
}

/** GET /page/info: slug and meta of a page for one language, and the slugs already taken in that language. */
export async function pageInfo(db: SiteDb, pageId: string, lang: Locale) {
  const page = await getItem(db, pageId, "page");
  const state = parsePage(page.draft);
  const { results } = await db
    .prepare("SELECT page_id, slug FROM slugs WHERE site_id = $site AND locale = ?1 AND published = 0")
    .bind(lang)
    .all<{ page_id: string; slug: string }>();
  const slug = results.find((r) => r.page_id === pageId)?.slug ?? null;
  return {
    id: pageId,
    /** The page's version: a save of its menu values names it (decision 022). */
    version: page.version,
    slug,
    path: pagePath({ locale: lang, slug: slug ?? pageId, collection: state.collection }),
    meta: { ...state.meta, password: state.meta.password ? "" : null, protected: Boolean(state.meta.password) },
    availableSlugs: results.filter((r) => r.page_id !== pageId).map((r) => r.slug),
  };
}

/** PUT /page/info: a new slug for one language (slug format, not empty, unique per locale) and/or meta. */
export async function updatePageInfo(
  db: SiteDb,
  input: z.output<typeof pageInfoUpdateSchema>,
  userId: string | null = null,
): Promise<{ path: string; version: number }> {
  const page = await getItem(db, input.id, "page");
  await expectVersion(db, page.id, page.version, input.version);
  const state = parsePage(page.draft);
  const statements: D1PreparedStatement[] = [];
  if (input.slug !== undefined) {
    if (state.role) throw new ApiError(403, "system_page", "Die URL dieser Seite ist fest");
    const slug = toSlug(input.slug);
    if (!slug) throw new ApiError(400, "slug_empty", SLUG_EMPTY_MESSAGE);
    const valid = editorSlugSchema.safeParse(slug);
    if (!valid.success) throw new ApiError(400, "slug_invalid", valid.error.issues[0]?.message ?? "slug");
    const taken = await db
      .prepare("SELECT 1 FROM slugs WHERE site_id = $site AND locale = ?1 AND slug = ?2 AND published = 0 AND page_id != ?3")
      .bind(input.lang, slug, input.id)
      .first();
    if (taken) throw new ApiError(409, "slug_taken", SLUG_TAKEN_MESSAGE);
    statements.push(
      db
        .prepare(
          "INSERT INTO slugs (site_id, page_id, locale, slug, collection, published) VALUES ($site, ?1, ?2, ?3, ?4, 0) ON CONFLICT(page_id, locale, published) DO UPDATE SET slug = excluded.slug",
        )
        .bind(input.id, input.lang, slug, state.collection),
    );
  }
  if (input.meta) {
    const meta = { ...state.meta, ...Object.fromEntries(Object.entries(input.meta).filter(([, v]) => v !== undefined)) };
    if (input.meta.name) meta.name = { ...state.meta.name, ...input.meta.name };
    // Hashed before it is stored: drafts, published states and history never hold the password itself.
    if (typeof input.meta.password === "string") meta.password = await sealPagePassword(input.meta.password);
    if (input.meta.disallowedLanguages)
      meta.disallowedLanguages = [...new Set(input.meta.disallowedLanguages)].filter((l) => (LOCALES as readonly string[]).includes(l));
    statements.push(saveDraftStatement(db, input.id, { ...state, meta }, { userId }));
  }
  statements.push(touchPageStatement(db, input.id, userId, !input.meta));
  await db.batch(statements);
  const after = await db
    .prepare(
      "SELECT i.version, s.slug FROM items i LEFT JOIN slugs s ON s.site_id = $site AND s.page_id = i.id AND s.locale = ?2 AND s.published = 0 WHERE i.site_id = $site AND i.id = ?1",
    )
    .bind(input.id, input.lang)
    .first<{ version: number; slug: string | null }>();
  await recordChange(db, {
    pageId: input.id,
    itemId: input.id,
    itemType: "page",
    action: input.slug !== undefined ? "address" : "meta",
    version: after?.version ?? null,
    userId,
  });
  return {
    path: pagePath({ locale: input.lang, slug: after?.slug ?? input.id, collection: state.collection, edit: true }),
    version: after?.version ?? page.version,
  };
}
