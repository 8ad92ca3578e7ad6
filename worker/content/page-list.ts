import type { Locale } from "../../common/locales";
import type { PageList, PageListEntry } from "../../common/page-list";
import type { SiteDb } from "../sites/site-db";
import { parsePage } from "./items";

/** All pages, top-level and by collection (in collection order); drafts only when asked for. */
export async function listPages(db: SiteDb, includeDrafts: boolean): Promise<PageList> {
  const state = includeDrafts ? "draft" : "published";
  const [pages, slugs, members] = await db.batch([
    // A page has unpublished changes when it or any item on it has (the pages panel and the toolbar mark them).
    db.prepare(
      `SELECT p.id, p.${state} AS state, (p.changed = 1 OR EXISTS (SELECT 1 FROM items i WHERE i.site_id = $site AND i.page_id = p.id AND i.changed = 1)) AS changed
       FROM items p WHERE p.site_id = $site AND p.type = 'page' AND p.${state} IS NOT NULL`,
    ),
    db.prepare("SELECT page_id, locale, slug FROM slugs WHERE site_id = $site AND published = ?1").bind(includeDrafts ? 0 : 1),
    db.prepare(
      "SELECT c.name, c.collection_type, ci.item_id FROM collections c LEFT JOIN collection_items ci ON ci.site_id = $site AND ci.collection_id = c.id WHERE c.site_id = $site ORDER BY c.position, ci.position",
    ),
  ]);
  const slugRows = (slugs?.results ?? []) as { page_id: string; locale: Locale; slug: string }[];
  const entries = new Map(
    ((pages?.results ?? []) as { id: string; state: string; changed: number }[])
      .map((row) => ({ row, page: parsePage(row.state) }))
      .filter(({ page }) => includeDrafts || page.status === "published")
      .map(({ row, page }) => [
        row.id,
        {
          id: row.id,
          name: page.meta.name,
          status: page.status,
          role: page.role,
          collection: page.collection,
          slugs: Object.fromEntries(slugRows.filter((s) => s.page_id === row.id).map((s) => [s.locale, s.slug])),
          changed: row.changed === 1,
          protected: Boolean(page.meta.password),
        } satisfies PageListEntry,
      ]),
  );
  const collections = new Map<string, PageList["collections"][number]>();
  for (const row of (members?.results ?? []) as { name: string; collection_type: string; item_id: string | null }[]) {
    const collection = collections.get(row.name) ?? { name: row.name, collectionType: row.collection_type, children: [] };
    const entry = row.item_id ? entries.get(row.item_id) : undefined;
    if (entry) collection.children.push(entry);
    collections.set(row.name, collection);
  }
  return { pages: [...entries.values()].filter((e) => !e.collection), collections: [...collections.values()] };
}
