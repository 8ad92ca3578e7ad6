import { sql } from "drizzle-orm";
import { pageStateSchema } from "../../common/content";
import type { Locale } from "../../common/locales";
import { revalidateTags } from "../cache/page-cache";
import { collectionTag, routeTag } from "../cache/tags";
import { ApiError } from "../http/errors";
import { renumberStatement } from "./block-order";
import { addressMoveStatements } from "./redirects";
import type { database } from "./pages";

type Db = ReturnType<typeof database>;

/**
 * Applies every unpublished change of a page (fields, groups, meta, slugs, all languages) in one atomic
 * D1 batch, records the publication, then revalidates the cache tags of what changed.
 */
export async function publishPage(db: Db, kv: KVNamespace, pageId: string, userId: string | null): Promise<void> {
  const before = await db.all<{ published: string | null; locale: Locale | null; slug: string | null }>(
    sql`SELECT i.published, s.locale, s.slug FROM items i LEFT JOIN slugs s ON s.site_id = $site AND s.page_id = i.id WHERE i.site_id = $site AND i.id = ${pageId} AND i.type = 'page'`,
  );
  if (before.length === 0) throw new ApiError(404, "page_not_found", `page ${pageId} not found`);
  const d1 = db.$client;
  const statement = (query: string, ...params: unknown[]) => d1.prepare(query).bind(...params);
  // Live addresses the page leaves keep answering, with a 301 to the new ones (docs/decisions/125).
  const moves = await addressMoveStatements(d1, pageId);
  await d1.batch([
    ...moves,
    // Groups marked for deletion disappear on publish, with their fields.
    statement(
      "DELETE FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'field' AND parent_id IN (SELECT id FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'group' AND json_extract(draft, '$.status') = 'markedForDeletion')",
      pageId,
    ),
    statement("DELETE FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'group' AND json_extract(draft, '$.status') = 'markedForDeletion'", pageId),
    // The blocks left close ranks (0..n-1), so the published order stays dense too.
    renumberStatement(d1, pageId),
    statement(
      "UPDATE items SET draft = json_set(draft, '$.status', 'published') WHERE site_id = $site AND page_id = ?1 AND type IN ('page', 'group') AND json_extract(draft, '$.status') = 'draft'",
      pageId,
    ),
    statement(
      "UPDATE items SET published = draft, changed = 0, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE site_id = $site AND page_id = ?1 AND (changed = 1 OR published IS NULL)",
      pageId,
    ),
    statement("DELETE FROM slugs WHERE site_id = $site AND page_id = ?1 AND published = 1", pageId),
    statement(
      "INSERT INTO slugs (site_id, page_id, locale, slug, collection, published) SELECT $site, page_id, locale, slug, collection, 1 FROM slugs WHERE site_id = $site AND page_id = ?1 AND published = 0",
      pageId,
    ),
    statement(
      "INSERT INTO publications (site_id, id, page_id, published_by, snapshot) SELECT $site, ?2, ?1, ?3, json_group_array(json_object('id', id, 'type', type, 'parentId', parent_id, 'state', json(published))) FROM items WHERE site_id = $site AND page_id = ?1",
      pageId,
      crypto.randomUUID(),
      userId,
    ),
  ]);
  const after = await db.all<{ published: string; locale: Locale; slug: string }>(
    sql`SELECT i.published, s.locale, s.slug FROM items i JOIN slugs s ON s.site_id = $site AND s.page_id = i.id AND s.published = 1 WHERE i.site_id = $site AND i.id = ${pageId}`,
  );
  const routes = [...before, ...after].filter((r) => r.locale && r.slug).map((r) => routeTag(r.locale as Locale, r.slug as string));
  const oldState = before[0]?.published ? pageStateSchema.parse(JSON.parse(before[0].published)) : null;
  const newState = after[0] ? pageStateSchema.parse(JSON.parse(after[0].published)) : null;
  const slugsOf = (rows: { locale: string | null; slug: string | null }[]) =>
    rows
      .map((r) => `${r.locale}:${r.slug}`)
      .sort()
      .join(",");
  // Names and addresses appear on other pages (navigation, links, collection cards).
  const visibleElsewhere =
    JSON.stringify(oldState?.meta.name) !== JSON.stringify(newState?.meta.name) || slugsOf(before) !== slugsOf(after) || oldState?.status !== newState?.status;
  const tags = [...new Set(routes)];
  if (newState?.collection) tags.push(collectionTag(newState.collection));
  if (visibleElsewhere) tags.push("pages");
  await revalidateTags(kv, db.$client.siteId, tags);
}
