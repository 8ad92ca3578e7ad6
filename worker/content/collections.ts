import type { z } from "zod";
import type { collectionRemoveItemSchema, collectionSortSchema, collectionToggleSchema } from "../../common/content-api";
import type { CollectionKind, CollectionList, CollectionListEntry } from "../../common/collection-list";
import { ApiError } from "../http/errors";
import { renumberStatement } from "./block-order";
import { parseGroup, parsePage } from "./items";
import type { SiteDb } from "../sites/site-db";

async function collectionByRef(db: SiteDb, collectionId: string, collectionName: string) {
  const row = await db
    .prepare("SELECT id, name, kind, collection_type FROM collections WHERE site_id = $site AND id = ?1 AND name = ?2")
    .bind(collectionId, collectionName)
    .first<{ id: string; name: string; kind: CollectionKind; collection_type: "page" | "group" }>();
  if (!row) throw new ApiError(404, "collection_not_found", `Sammlung ${collectionName} nicht gefunden`);
  return row;
}

/** The kind of a collection of `type` (a 404 when there is none, a 400 naming collectionType when it holds the other type). */
export async function collectionKindOf(db: SiteDb, collectionId: string, collectionName: string, type: "page" | "group"): Promise<CollectionKind> {
  const collection = await collectionByRef(db, collectionId, collectionName);
  if (collection.collection_type !== type)
    throw new ApiError(400, "wrong_item_type", `collectionType: Sammlung ${collection.name} enthält ${collection.collection_type}s`);
  return collection.kind;
}

/**
 * Shows (add) or hides (remove, to the archive) an item of a collection. A new item, and an item shown again from
 * the archive, go to the end of the visible ones (where the collections editor shows them at once).
 */
export async function toggleCollectionItem(db: SiteDb, input: z.output<typeof collectionToggleSchema>): Promise<string> {
  const collection = await collectionByRef(db, input.collectionId, input.collectionName);
  const itemId = (input.pageId ?? input.groupId)!;
  const type = input.pageId ? "page" : "group";
  if (collection.collection_type !== type) throw new ApiError(400, "wrong_item_type", `Sammlung ${collection.name} enthält ${collection.collection_type}s`);
  const item = await db.prepare("SELECT id FROM items WHERE site_id = $site AND id = ?1 AND type = ?2").bind(itemId, type).first();
  if (!item) throw new ApiError(404, `${type}_not_found`, `${type} ${itemId} not found`);
  await db
    .prepare(
      `INSERT INTO collection_items (site_id, collection_id, item_id, position, visible)
       VALUES ($site, ?1, ?2, (SELECT COALESCE(MAX(position) + 1, 0) FROM collection_items WHERE site_id = $site AND collection_id = ?1), ?3)
       ON CONFLICT(collection_id, item_id) DO UPDATE SET visible = excluded.visible,
         position = CASE WHEN collection_items.visible = 0 AND excluded.visible = 1 THEN excluded.position ELSE collection_items.position END`,
    )
    .bind(collection.id, itemId, input.action === "add" ? 1 : 0)
    .run();
  return collection.name;
}

/** Drag-and-drop order: `active` takes the place of `over`, the items between shift by one. */
export async function sortCollection(db: SiteDb, input: z.output<typeof collectionSortSchema>): Promise<string> {
  const collection = await collectionByRef(db, input.collectionId, input.collectionName);
  const { results } = await db
    .prepare("SELECT item_id FROM collection_items WHERE site_id = $site AND collection_id = ?1 ORDER BY position")
    .bind(collection.id)
    .all<{ item_id: string }>();
  const order = results.map((r) => r.item_id);
  const from = order.indexOf(input.active);
  const to = order.indexOf(input.over);
  if (from < 0 || to < 0) throw new ApiError(404, "item_not_found", "Eintrag nicht in der Sammlung");
  order.splice(to, 0, ...order.splice(from, 1));
  await db.batch(
    order.map((itemId, position) =>
      db
        .prepare("UPDATE collection_items SET position = ?3 WHERE site_id = $site AND collection_id = ?1 AND item_id = ?2")
        .bind(collection.id, itemId, position),
    ),
  );
  return collection.name;
}

/** Deletes a group from a group collection (pages are hidden instead, never deleted here). */
export async function removeCollectionItem(db: SiteDb, input: z.output<typeof collectionRemoveItemSchema>): Promise<string> {
  const collection = await collectionByRef(db, input.collectionId, input.collectionName);
  if (collection.collection_type !== "group") throw new ApiError(400, "pages_are_hidden", "Seiten werden ausgeblendet, nicht gelöscht");
  const group = await db
    .prepare("SELECT page_id FROM items WHERE site_id = $site AND id = ?1 AND type = 'group'")
    .bind(input.groupId)
    .first<{ page_id: string }>();
  await db.batch([
    db.prepare("DELETE FROM collection_items WHERE site_id = $site AND collection_id = ?1 AND item_id = ?2").bind(collection.id, input.groupId),
    db.prepare("DELETE FROM items WHERE site_id = $site AND parent_id = ?1 AND type = 'field'").bind(input.groupId),
    db.prepare("DELETE FROM items WHERE site_id = $site AND id = ?1 AND type = 'group'").bind(input.groupId),
    // The page's other blocks close the gap (block-order.ts).
    ...(group ? [renumberStatement(db, group.page_id)] : []),
  ]);
  return collection.name;
}

/**
 * Every collection with its visible items (in order) and its archive. A page entry is named by its page names; a
 * group entry (group collections) by its block type, since groups carry no name of their own.
 */
export async function listCollections(db: SiteDb): Promise<CollectionList> {
  const { results } = await db
    .prepare(
      `SELECT c.id, c.name, c.kind, c.collection_type, ci.item_id, ci.visible, i.draft
       FROM collections c
       LEFT JOIN collection_items ci ON ci.site_id = $site AND ci.collection_id = c.id
       LEFT JOIN items i ON i.site_id = $site AND i.id = ci.item_id AND i.draft IS NOT NULL
       WHERE c.site_id = $site ORDER BY c.position, c.name, ci.position`,
    )
    .all<{
      id: string;
      name: string;
      kind: CollectionKind;
      collection_type: "page" | "group";
      item_id: string | null;
      visible: number | null;
      draft: string | null;
    }>();
  const byId = new Map<string, CollectionList["collections"][number]>();
  for (const row of results) {
    const collection = byId.get(row.id) ?? {
      collectionId: row.id,
      collectionName: row.name,
      kind: row.kind,
      collectionType: row.collection_type,
      items: [],
      archive: [],
    };
    byId.set(row.id, collection);
    if (!row.item_id || !row.draft) continue;
    const entry = row.collection_type === "page" ? pageEntry(row.item_id, row.draft) : groupEntry(row.item_id, row.draft);
    (row.visible ? collection.items : collection.archive).push(entry);
  }
  return { collections: [...byId.values()] };
}

function pageEntry(id: string, draft: string): CollectionListEntry {
  const page = parsePage(draft);
  return { id, name: page.meta.name, status: page.status };
}

function groupEntry(id: string, draft: string): CollectionListEntry {
  const group = parseGroup(draft);
  return { id, name: { de: group.blockType }, status: group.status };
}
