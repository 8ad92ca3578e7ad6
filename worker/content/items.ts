import { fieldStateSchema, groupStateSchema, pageStateSchema, type FieldState, type GroupState, type PageState } from "../../common/content";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";

/** One row of `items` with its draft state parsed by the schema of its type. */
export type ItemRow = {
  id: string;
  type: "page" | "group" | "field";
  page_id: string;
  parent_id: string | null;
  draft: string;
  published: string | null;
  changed: number;
  version: number;
};

export const parsePage = (json: string): PageState => pageStateSchema.parse(JSON.parse(json));
export const parseGroup = (json: string): GroupState => groupStateSchema.parse(JSON.parse(json));
export const parseField = (json: string): FieldState => fieldStateSchema.parse(JSON.parse(json));

/** Reads one item of the expected type, or answers 404 with the spec's wording. */
export async function getItem(db: SiteDb, id: string, type: ItemRow["type"]): Promise<ItemRow> {
  const row = await db
    .prepare("SELECT id, type, page_id, parent_id, draft, published, changed, version FROM items WHERE site_id = $site AND id = ?1 AND type = ?2")
    .bind(id, type)
    .first<ItemRow>();
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

/** Who saves and on which version the save was based (null: no version given, the save is not guarded). */
export type SaveBy = { userId: string | null; baseVersion?: number | null };

/**
 * Writes a new draft state and raises the row's version; the row is marked changed unless its draft equals its
 * published state again. With a base version the write only happens while the row still has that version
 * (`UPDATE ... WHERE version = ?`): run it through `runGuarded` to turn a lost race into a 409.
 */
export function saveDraftStatement(db: SiteDb, id: string, draft: unknown, by: SaveBy = { userId: null }): D1PreparedStatement {
  const json = storedJson(draft);
  const guard = by.baseVersion == null ? "" : " AND version = ?4";
  const statement = db.prepare(
    `UPDATE items SET draft = ?2, changed = CASE WHEN published IS NOT NULL AND json(published) = json(?2) THEN 0 ELSE 1 END, version = version + 1, updated_by = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE site_id = $site AND id = ?1${guard} RETURNING version`,
  );
  return by.baseVersion == null ? statement.bind(id, json, by.userId) : statement.bind(id, json, by.userId, by.baseVersion);
}

/** Marks a page as having unpublished changes of its own (meta, slugs, order); raises its version unless the same batch saves its draft. */
export function touchPageStatement(db: SiteDb, pageId: string, userId: string | null = null, raiseVersion = true): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE items SET changed = 1, version = version + ?3, updated_by = ?2, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now') WHERE site_id = $site AND id = ?1 AND type = 'page'`,
    )
    .bind(pageId, userId, raiseVersion ? 1 : 0);
}
