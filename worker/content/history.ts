import { z } from "zod";
import { fieldStateSchema, groupStateSchema, pageStateSchema, type FieldState, type GroupState, type PageState } from "../../common/content";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { byPosition, changedBlocks, renumberStatement } from "./block-order";
import { changeStatement } from "./changes";
import { getItem, parsePage, saveDraftStatement } from "./items";
import { expectVersion } from "./versions";

export const HISTORY_PAGE_SIZE = 20;

/** A publication in the list; `number` counts the page's publications from the first (1) to this one. */
export type PublicationEntry = { id: string; number: number; publishedBy: string | null; publishedAt: string };

/** The publication's number among its page's publications, oldest first (SQL over the publication `p`). */
const NUMBER_SQL =
  "(SELECT COUNT(*) FROM publications q WHERE q.site_id = $site AND q.page_id = p.page_id AND (q.created_at, q.id) <= (p.created_at, p.id)) AS number";

/** One page of a page's publications, newest first; `next` is the cursor of the following page (null at the end). */
export async function listPublications(
  db: SiteDb,
  pageId: string,
  cursor: string | null,
  limit = HISTORY_PAGE_SIZE,
): Promise<{ entries: PublicationEntry[]; next: string | null }> {
  await getItem(db, pageId, "page");
  const after = cursor
    ? "AND (p.created_at, p.id) < (SELECT created_at, id FROM publications WHERE site_id = $site AND id = ?2 AND page_id = ?1)"
    : "AND ?2 IS NULL";
  const { results } = await db
    .prepare(
      `SELECT p.id, ${NUMBER_SQL}, u.email AS publishedBy, p.created_at AS publishedAt FROM publications p LEFT JOIN users u ON u.id = p.published_by
       WHERE p.site_id = $site AND p.page_id = ?1 ${after} ORDER BY p.created_at DESC, p.id DESC LIMIT ?3`,
    )
    .bind(pageId, cursor, limit + 1)
    .all<PublicationEntry>();
  const entries = results.slice(0, limit);
  return { entries, next: results.length > limit ? (entries.at(-1)?.id ?? null) : null };
}

const snapshotSchema = z.array(z.object({ id: z.string(), type: z.enum(["page", "group", "field"]), parentId: z.string().nullable(), state: z.unknown() }));
export type SnapshotItem =
  | { id: string; type: "page"; parentId: null; state: PageState }
  | { id: string; type: "group"; parentId: string | null; state: GroupState }
  | { id: string; type: "field"; parentId: string | null; state: FieldState };

export type Publication = PublicationEntry & { pageId: string; items: SnapshotItem[]; missingMedia: string[] };

/** One publication with its snapshot parsed by today's schemas, and the media it names that no longer exist. */
export async function getPublication(db: SiteDb, publicationId: string): Promise<Publication> {
  const row = await db
    .prepare(
      `SELECT p.id, ${NUMBER_SQL}, p.page_id AS pageId, u.email AS publishedBy, p.created_at AS publishedAt, p.snapshot FROM publications p LEFT JOIN users u ON u.id = p.published_by WHERE p.site_id = $site AND p.id = ?1`,
    )
    .bind(publicationId)
    .first<PublicationEntry & { pageId: string; snapshot: string }>();
  if (!row) throw new ApiError(404, "publication_not_found", `publication ${publicationId} not found`);
  const items = parseSnapshot(row.snapshot);
  const mediaIds = [...new Set(items.flatMap((item) => (item.type === "field" && item.state.mediaId ? [item.state.mediaId] : [])))];
  const { results: found } = mediaIds.length
    ? await db
        .prepare(`SELECT id FROM media WHERE site_id = $site AND id IN (${mediaIds.map((_, i) => `?${i + 1}`).join(",")})`)
        .bind(...mediaIds)
        .all<{ id: string }>()
    : { results: [] };
  const { snapshot: _snapshot, ...entry } = row;
  return { ...entry, items, missingMedia: mediaIds.filter((id) => !found.some((m) => m.id === id)) };
}

function parseSnapshot(json: string): SnapshotItem[] {
  const raw = snapshotSchema.safeParse(JSON.parse(json));
  const items = raw.success ? raw.data.filter((item) => item.state !== null) : null;
  try {
    return (items ?? []).map((item): SnapshotItem => {
      if (item.type === "page") return { id: item.id, type: "page", parentId: null, state: pageStateSchema.parse(item.state) };
      if (item.type === "group") return { id: item.id, type: "group", parentId: item.parentId, state: groupStateSchema.parse(item.state) };
      return { id: item.id, type: "field", parentId: item.parentId, state: fieldStateSchema.parse(item.state) };
    });
  } catch {
    throw new ApiError(409, "snapshot_unreadable", "Diese Version kann nicht mehr gelesen werden");
  }
}

/**
 * How many of the page's blocks have unpublished changes (what restoring a publication replaces): the blocks the
 * toolbar counts (block-order.ts: new, changed in anything but the position, or moved) and the blocks a field of
 * which differs from its published state.
 */
export async function blocksWithUnpublishedChanges(db: SiteDb, pageId: string): Promise<number> {
  await getItem(db, pageId, "page");
  const { results } = await db
    .prepare(
      "SELECT id, type, parent_id, draft, published, (published IS NULL OR json(published) != json(draft)) AS differs FROM items WHERE site_id = $site AND page_id = ?1 AND type IN ('group', 'field')",
    )
    .bind(pageId)
    .all<{ id: string; type: "group" | "field"; parent_id: string | null; draft: string; published: string | null; differs: number }>();
  const changed = changedBlocks(results.filter((row) => row.type === "group"));
  for (const row of results) if (row.type === "field" && row.differs && row.parent_id) changed.add(row.parent_id);
  return changed.size;
}

type CurrentRow = { id: string; type: "page" | "group" | "field"; parent_id: string | null; draft: string; published: string | null };

/**
 * Restores a publication as the page's draft, in one batch that touches only this page's rows: items of the
 * snapshot get its state and order (those removed since come back as drafts), blocks added since are marked for
 * deletion after them (or deleted when never published), fields added since are hidden (or deleted when never published). The page
 * keeps its status, place, collection, password and addresses. Publishing works as usual afterwards.
 */
export async function restorePublication(
  db: SiteDb,
  publicationId: string,
  userId: string | null,
  basePageVersion?: number,
): Promise<{ pageId: string; version: number }> {
  const publication = await getPublication(db, publicationId);
  const page = await getItem(db, publication.pageId, "page");
  await expectVersion(db, page.id, page.version, basePageVersion);
  const currentPage = parsePage(page.draft);
  const { results: current } = await db
    .prepare("SELECT id, type, parent_id, draft, published FROM items WHERE site_id = $site AND page_id = ?1")
    .bind(page.id)
    .all<CurrentRow>();
  const byId = new Map(current.map((row) => [row.id, row]));
  const kept = new Set(publication.items.map((item) => item.id));
  const by = { userId };
  const statements: D1PreparedStatement[] = [];
  // The publication's blocks in its order (0..k-1), then the blocks added since and kept for deletion (k..).
  const restoredGroups = publication.items.flatMap((item) => (item.type === "group" ? [{ id: item.id, position: item.state.position }] : [])).sort(byPosition);
  const droppedPublished = current
    .filter((row) => row.type === "group" && !kept.has(row.id) && row.published !== null)
    .map((row) => ({ id: row.id, position: groupStateSchema.parse(JSON.parse(row.draft)).position }))
    .sort(byPosition);
  const positions = new Map([...restoredGroups, ...droppedPublished].map((group, index) => [group.id, index]));
  for (const item of publication.items) {
    let state: unknown = item.type === "group" ? { ...item.state, position: positions.get(item.id) } : item.state;
    if (item.type === "page")
      state = {
        ...item.state,
        status: currentPage.status,
        position: currentPage.position,
        collection: currentPage.collection,
        role: currentPage.role,
        meta: { ...item.state.meta, password: currentPage.meta.password },
      };
    if (byId.has(item.id)) statements.push(saveDraftStatement(db, item.id, state, by));
    else {
      // A block removed since comes back as a new draft (removing it again deletes it at once).
      if (item.type === "group") state = { ...item.state, position: positions.get(item.id), status: "draft", previousStatus: null };
      statements.push(
        db
          .prepare("INSERT INTO items (site_id, id, type, page_id, parent_id, draft, updated_by) VALUES ($site, ?1, ?2, ?3, ?4, ?5, ?6)")
          .bind(item.id, item.type, page.id, item.parentId, JSON.stringify(state), userId),
      );
    }
  }
  const dropped = current.filter((row) => !kept.has(row.id) && row.type !== "page");
  const droppedGroups = new Set(dropped.filter((row) => row.type === "group").map((row) => row.id));
  for (const row of dropped) {
    if (row.type === "group") {
      const state = groupStateSchema.parse(JSON.parse(row.draft));
      if (row.published === null)
        statements.push(db.prepare("DELETE FROM items WHERE site_id = $site AND page_id = ?1 AND (id = ?2 OR parent_id = ?2)").bind(page.id, row.id));
      else {
        const marked = state.status === "markedForDeletion" ? state : { ...state, status: "markedForDeletion" as const, previousStatus: state.status };
        statements.push(saveDraftStatement(db, row.id, { ...marked, position: positions.get(row.id) ?? state.position }, by));
      }
    } else if (!droppedGroups.has(row.parent_id ?? "")) {
      if (row.published === null) statements.push(db.prepare("DELETE FROM items WHERE site_id = $site AND page_id = ?1 AND id = ?2").bind(page.id, row.id));
      else statements.push(saveDraftStatement(db, row.id, { ...fieldStateSchema.parse(JSON.parse(row.draft)), visible: false }, by));
    }
  }
  statements.push(renumberStatement(db, page.id));
  statements.push(
    changeStatement(db, { pageId: page.id, itemId: page.id, itemType: "page", action: `restore ${publication.publishedAt}`, version: null, userId }),
  );
  await db.batch(statements);
  const after = await getItem(db, page.id, "page");
  return { pageId: page.id, version: after.version };
}
