import type { z } from "zod";
import { isLocale, type Locale } from "../../common/locales";
import type { OldAddress, oldAddressAddSchema } from "../../common/old-addresses";
import { pagePath, parsePagePath } from "../../common/routes";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { getItem } from "./items";

/**
 * Old addresses of pages (docs/decisions/125). A row points an old path at a page, not at a path: the page's
 * current address is looked up when a visitor comes, so a chain of renames is always one hop and cannot loop.
 */

type SlugRow = { locale: Locale; slug: string; collection: string | null; published: number };

/** Keeps `path` as an old address of `pageId` (one row per path: the last page that held it, or the owner's choice, wins). */
function keepStatement(db: SiteDb, path: string, locale: Locale, pageId: string, manual: boolean): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO redirects (site_id, path, locale, page_id, manual) VALUES ($site, ?1, ?2, ?3, ?4)
       ON CONFLICT(site_id, path) DO UPDATE SET locale = excluded.locale, page_id = excluded.page_id, manual = excluded.manual`,
    )
    .bind(path, locale, pageId, manual ? 1 : 0);
}

/**
 * For a publication, read before it runs: every live address the page leaves becomes an old address of it, and
 * the addresses it takes stop being old addresses of any page (an address a live page holds wins).
 */
export async function addressMoveStatements(db: SiteDb, pageId: string): Promise<D1PreparedStatement[]> {
  const { results } = await db
    .prepare("SELECT locale, slug, collection, published FROM slugs WHERE site_id = $site AND page_id = ?1")
    .bind(pageId)
    .all<SlugRow>();
  const next = [...new Set(results.filter((row) => !row.published).map((row) => pagePath(row)))];
  const left = results.filter((row) => row.published && !next.includes(pagePath(row)));
  const statements = left.map((row) => keepStatement(db, pagePath(row), row.locale, pageId, false));
  if (next.length) {
    const placeholders = next.map((_, i) => `?${i + 1}`).join(", ");
    statements.push(db.prepare(`DELETE FROM redirects WHERE site_id = $site AND path IN (${placeholders})`).bind(...next));
  }
  return statements;
}

/** For a deleted page: its live addresses stay as old addresses of the page that is gone, so they answer 410. */
export function goneAddressStatements(db: SiteDb, pageId: string, live: { locale: Locale; slug: string; collection: string | null }[]): D1PreparedStatement[] {
  return live.map((row) => keepStatement(db, pagePath(row), row.locale, pageId, false));
}

/** What an old address answers: the page's current address (301), gone (410: the page was deleted), or nothing known. */
export type OldAddressTarget = { moved: string } | { gone: true } | null;

/** Looks up a visitor's path among the site's old addresses. */
export async function findOldAddress(db: SiteDb, path: string): Promise<OldAddressTarget> {
  const row = await db
    .prepare(
      `SELECT r.locale, i.id AS page, s.slug, s.collection FROM redirects r
       LEFT JOIN items i ON i.site_id = $site AND i.id = r.page_id AND i.type = 'page'
       LEFT JOIN slugs s ON s.site_id = $site AND s.page_id = r.page_id AND s.locale = r.locale AND s.published = 1
       WHERE r.site_id = $site AND r.path = ?1`,
    )
    .bind(path)
    .first<{ locale: Locale; page: string | null; slug: string | null; collection: string | null }>();
  if (!row) return null;
  if (!row.page) return { gone: true };
  // A page not live in that language (yet): the visitor gets the usual 404.
  return row.slug ? { moved: pagePath({ locale: row.locale, slug: row.slug, collection: row.collection }) } : null;
}

/** GET /page/redirects: a page's old addresses, oldest first. */
export async function listOldAddresses(db: SiteDb, pageId: string): Promise<OldAddress[]> {
  await getItem(db, pageId, "page");
  const { results } = await db
    .prepare("SELECT path, locale, manual FROM redirects WHERE site_id = $site AND page_id = ?1 ORDER BY created_at, path")
    .bind(pageId)
    .all<{ path: string; locale: Locale; manual: number }>();
  return results.map((row) => ({ path: row.path, locale: row.locale, manual: Boolean(row.manual) }));
}

const refusal = (rule: string, message: string) => new ApiError(400, "invalid_input", message, { issues: [{ field: "path", rule, message }] });

/**
 * POST /page/redirect/add: an old address added by hand. It leads to the language its path names, else to the page
 * menu's; it may not be one of the page's own addresses (a loop) nor an address another page holds live. An old
 * address of another page (or of a deleted one) moves to this page.
 */
export async function addOldAddress(db: SiteDb, offered: readonly Locale[], input: z.output<typeof oldAddressAddSchema>): Promise<OldAddress> {
  await getItem(db, input.id, "page");
  const first = input.path.split("/")[1] ?? "";
  const locale = isLocale(first) && offered.includes(first) ? first : input.lang;
  const { results } = await db
    .prepare("SELECT page_id, locale, slug, collection, published FROM slugs WHERE site_id = $site AND (page_id = ?1 OR (locale = ?2 AND published = 1))")
    .bind(input.id, locale)
    .all<SlugRow & { page_id: string }>();
  const own = results.filter((row) => row.page_id === input.id).flatMap((row) => [pagePath(row), pagePath({ ...row, collection: null })]);
  if (own.includes(input.path) || input.path === pagePath({ locale, slug: input.id })) {
    throw refusal("loop", "Das ist die aktuelle Adresse dieser Seite: sie würde auf sich selbst umleiten");
  }
  // The worker finds a live page by its slug in any collection, so a slug another page holds live is taken.
  const route = parsePagePath(input.path, new URLSearchParams());
  const taken = route && results.some((row) => row.page_id !== input.id && row.published && row.locale === route.locale && row.slug === route.slug);
  if (taken) throw new ApiError(409, "address_taken", "Diese Adresse gehört einer anderen Seite; sie bleibt bei ihr");
  await keepStatement(db, input.path, locale, input.id, true).run();
  return { path: input.path, locale, manual: true };
}

/** POST /page/redirect/remove: the old address no longer leads to the page (it answers 404 again). */
export async function removeOldAddress(db: SiteDb, pageId: string, path: string): Promise<void> {
  const { meta } = await db.prepare("DELETE FROM redirects WHERE site_id = $site AND page_id = ?1 AND path = ?2").bind(pageId, path).run();
  if (!meta.changes) throw new ApiError(404, "not_found", "Diese alte Adresse gibt es nicht (mehr)");
}
