import { fieldStateSchema, groupStateSchema, pageStateSchema, type FieldState, type GroupState, type PageState } from "../../common/content";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";

/** One row of `items` with its draft state parsed by the schema of its type. */
export type ItemRow = { id: string; type: "page" | "group" | "field"; page_id: string; parent_id: string | null; draft: string; published: string | null; changed: number };

export const parsePage = (json: string): PageState => pageStateSchema.parse(JSON.parse(json));
export const parseGroup = (json: string): GroupState => groupStateSchema.parse(JSON.parse(json));
export const parseField = (json: string): FieldState => fieldStateSchema.parse(JSON.parse(json));

/** Reads one item of the expected type, or answers 404 with the spec's wording. */
export async function getItem(db: SiteDb, id: string, type: ItemRow["type"]): Promise<ItemRow> {
  const row = await db.prepare("SELECT id, type, page_id, parent_id, draft, published, changed FROM items WHERE site_id = $site AND id = ?1 AND type = ?2").bind(id, type).first<ItemRow>();
  if (!row) throw new ApiError(404, `${type}_not_found`, type === "group" ? `Box ${id} nicht gefunden` : `${type} ${id} not found`);
  return row;
}

/** D1 refuses a single value above 2,000,000 bytes; a state that large is refused before it is sent. */
export const D1_VALUE_LIMIT_BYTES = 2_000_000;

/** The JSON of an item state, or 413 when D1 could not store it. */
export function storedJson(state: unknown): string {
  const json = JSON.stringify(state);
  if (new TextEncoder().encode(json).byteLength > D1_VALUE_LIMIT_BYTES) {
    throw new ApiError(413, "value_too_large", `Inhalt über ${D1_VALUE_LIMIT_BYTES} Bytes: bitte kürzen oder aufteilen`);
  }
  return json;
}

/** Writes a new draft state; the row is marked changed unless its draft equals its published state again. */
export function saveDraftStatement(db: SiteDb, id: string, draft: unknown): D1PreparedStatement {
  const json = storedJson(draft);
  return db
    .prepare("UPDATE items SET draft = ?2, changed = CASE WHEN published IS NOT NULL AND json(published) = json(?2) THEN 0 ELSE 1 END, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE site_id = $site AND id = ?1")
    .bind(id, json);
}

/** Marks a page as having unpublished changes of its own (meta, slugs, order). */
export function touchPageStatement(db: SiteDb, pageId: string): D1PreparedStatement {
  return db.prepare("UPDATE items SET changed = 1, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE site_id = $site AND id = ?1 AND type = 'page'").bind(pageId);
}
