import type { SiteDb } from "../sites/site-db";
import { getItem } from "./items";

export type ChangeType = "page" | "group" | "field" | "settings" | "navigation";
export type Change = { pageId: string | null; itemId: string; itemType: ChangeType; action: string; version: number | null; userId: string | null };

/** The audit row of one change (decision 022): who changed what and when. */
export function changeStatement(db: SiteDb, change: Change): D1PreparedStatement {
  return db
    .prepare("INSERT INTO changes (site_id, id, page_id, item_id, item_type, action, version, user_id) VALUES ($site, ?1, ?2, ?3, ?4, ?5, ?6, ?7)")
    .bind(crypto.randomUUID(), change.pageId, change.itemId, change.itemType, change.action, change.version, change.userId);
}

export const recordChange = async (db: SiteDb, change: Change) => {
  await changeStatement(db, change).run();
};

export type ChangeEntry = {
  id: string;
  itemId: string;
  itemType: ChangeType;
  action: string;
  version: number | null;
  by: string | null;
  at: string;
  name: string | null;
};

/** The last 100 changes of a page, newest first, with the editor's address and what was changed (a field's name, a block's type). */
export async function pageChanges(db: SiteDb, pageId: string): Promise<ChangeEntry[]> {
  await getItem(db, pageId, "page");
  const { results } = await db
    .prepare(
      `SELECT c.id, c.item_id AS itemId, c.item_type AS itemType, c.action, c.version, u.email AS by, c.created_at AS at,
        CASE c.item_type WHEN 'field' THEN json_extract(i.draft, '$.name') WHEN 'group' THEN json_extract(i.draft, '$.blockType') END AS name
       FROM changes c LEFT JOIN users u ON u.id = c.user_id LEFT JOIN items i ON i.site_id = $site AND i.id = c.item_id
       WHERE c.site_id = $site AND c.page_id = ?1 ORDER BY c.created_at DESC, c.rowid DESC LIMIT 100`,
    )
    .bind(pageId)
    .all<ChangeEntry>();
  return results;
}
