import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";

/** What a refused save is told: the item's current value and version, and who made that version when. */
export type CurrentValue = { id: string; type: string; version: number; value: unknown; updatedBy: { id: string; email: string } | null; updatedAt: string };

export const CONFLICT_MESSAGE = "Jemand anderes hat dies inzwischen geändert";

type CurrentRow = { id: string; type: string; version: number; value: string; updated_by: string | null; email: string | null; updated_at: string };

/** Reads an item's current draft and its last editor (for a 409 body). */
export async function currentItem(db: SiteDb, id: string): Promise<CurrentValue | null> {
  const row = await db
    .prepare(
      "SELECT i.id, i.type, i.version, i.draft AS value, i.updated_by, u.email, i.updated_at FROM items i LEFT JOIN users u ON u.id = i.updated_by WHERE i.site_id = $site AND i.id = ?1",
    )
    .bind(id)
    .first<CurrentRow>();
  return row && toCurrent(row);
}

/** Reads a site document's current value and last editor. */
export async function currentDocument(db: SiteDb, key: "settings" | "navigation"): Promise<CurrentValue | null> {
  const row = await db
    .prepare(
      "SELECT d.key AS id, d.key AS type, d.version, d.value, d.updated_by, u.email, d.updated_at FROM site_documents d LEFT JOIN users u ON u.id = d.updated_by WHERE d.site_id = $site AND d.key = ?1",
    )
    .bind(key)
    .first<CurrentRow>();
  return row && toCurrent(row);
}

const toCurrent = (row: CurrentRow): CurrentValue => ({
  id: row.id,
  type: row.type,
  version: row.version,
  value: JSON.parse(row.value),
  updatedBy: row.updated_by && row.email ? { id: row.updated_by, email: row.email } : null,
  updatedAt: row.updated_at,
});

/** The 409 of a save based on an old version: it carries the current value so the editor can offer both. */
export function conflict(current: CurrentValue | null): ApiError {
  return new ApiError(409, "version_conflict", CONFLICT_MESSAGE, { current });
}

/** Refuses a save whose base version is not the item's version (checked before any work is done). */
export async function expectVersion(db: SiteDb, id: string, actual: number, base: number | null | undefined): Promise<void> {
  if (base != null && base !== actual) throw conflict(await currentItem(db, id));
}

/** Runs a guarded write of one item (its statement returns the new version); when it changed no row, another save came first: 409 with the current value. */
export async function runGuarded(db: SiteDb, id: string, statement: D1PreparedStatement): Promise<number> {
  const row = await statement.first<{ version: number }>();
  if (!row) throw conflict(await currentItem(db, id));
  return row.version;
}
