import type { Locale } from "../../common/locales";
import type { MediaUsage } from "../../common/media/media-api";
import { pagePath } from "../../common/routes";
import { parsePage } from "../content/items";
import type { SiteDb } from "../sites/site-db";

type UsageRow = { page_id: string; state: string; locale: Locale | null; slug: string | null; collection: string | null };

/**
 * The published pages that show a medium: a field of the page's published state points at it and the page itself
 * is published. Deleting such a medium needs the editor's confirmation, naming these pages (decision 019).
 * Published job and marketplace listings with it among their pictures count as well (they show on list pages).
 */
export async function publishedUsage(db: SiteDb, mediaId: string): Promise<MediaUsage[]> {
  const [pages, listings] = await db.batch([
    db
      .prepare(
        `SELECT p.id AS page_id, p.published AS state, s.locale, s.slug, s.collection
         FROM items p LEFT JOIN slugs s ON s.site_id = $site AND s.page_id = p.id AND s.published = 1
         WHERE p.site_id = $site AND p.type = 'page' AND p.published IS NOT NULL AND p.id IN (
           SELECT f.page_id FROM items f WHERE f.site_id = $site AND f.type = 'field' AND json_extract(f.published, '$.mediaId') = ?1)
         ORDER BY p.id, s.locale`,
      )
      .bind(mediaId),
    db
      .prepare(
        "SELECT id, json_extract(title, '$.de') AS name FROM listings WHERE site_id = $site AND status = 'published' AND EXISTS (SELECT 1 FROM json_each(title_images) WHERE json_each.value = ?1)",
      )
      .bind(mediaId),
  ]);
  const usages = new Map<string, MediaUsage>();
  for (const row of (pages?.results ?? []) as UsageRow[]) {
    if (usages.has(row.page_id)) continue;
    const page = parsePage(row.state);
    if (page.status !== "published") continue;
    const name = page.meta.name.de ?? Object.values(page.meta.name).find(Boolean) ?? row.page_id;
    const path = row.locale && row.slug !== null ? pagePath({ locale: row.locale, slug: row.slug, collection: row.collection }) : "";
    usages.set(row.page_id, { pageId: row.page_id, name, path });
  }
  for (const row of (listings?.results ?? []) as { id: string; name: string | null }[]) {
    usages.set(`listing:${row.id}`, { pageId: `listing:${row.id}`, name: row.name ?? row.id, path: "" });
  }
  return [...usages.values()];
}
