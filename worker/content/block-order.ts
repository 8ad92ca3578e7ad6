import { groupStateSchema } from "../../common/content";
import type { SiteDb } from "../sites/site-db";

/**
 * The order of a page's blocks (docs/decisions/062-block-order.md): positions are dense and unique, 0..n-1 per
 * page, in the draft and in the published state. Every write that adds, removes or moves blocks ends its batch
 * with `renumberStatement`, so even two editors racing cannot leave a gap or a shared position.
 */

/** Block order: by position, then by id (the same order SQLite's `ORDER BY position, id` gives). */
export const byPosition = <T extends { id: string; position: number }>(a: T, b: T) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Marks a block changed unless its new draft equals its published state (as `saveDraftStatement` does). */
const CHANGED = (draft: string) => `CASE WHEN items.published IS NOT NULL AND json(items.published) = ${draft} THEN 0 ELSE 1 END`;

/**
 * Sets the draft positions of the listed blocks of a page to their index in `order` (one statement; rows already in
 * place are not written, so their version stays).
 */
export function orderStatement(db: SiteDb, pageId: string, order: readonly string[], userId: string | null): D1PreparedStatement {
  const draft = "json_set(items.draft, '$.position', o.key)";
  return db
    .prepare(
      `UPDATE items SET draft = ${draft}, changed = ${CHANGED(draft)}, version = items.version + 1, updated_by = ?3, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ','now')
       FROM json_each(?2) AS o
       WHERE items.site_id = $site AND items.page_id = ?1 AND items.type = 'group' AND items.id = o.value AND json_extract(items.draft, '$.position') IS NOT o.key`,
    )
    .bind(pageId, JSON.stringify(order), userId);
}

/** Renumbers a page's draft positions to 0..n-1 by position then id; a no-op when they already are. */
export function renumberStatement(db: SiteDb, pageId: string): D1PreparedStatement {
  const draft = "json_set(items.draft, '$.position', r.rank)";
  return db
    .prepare(
      `UPDATE items SET draft = ${draft}, changed = ${CHANGED(draft)}, version = items.version + 1
       FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY json_extract(draft, '$.position'), id) - 1 AS rank FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'group') AS r
       WHERE items.site_id = $site AND items.id = r.id AND json_extract(items.draft, '$.position') IS NOT r.rank`,
    )
    .bind(pageId);
}

type GroupRow = { id: string; draft: string; published: string | null };

/**
 * How many blocks of a page have an unpublished change an owner would recognise: new blocks, blocks whose draft
 * differs from their published state in anything but the position, and blocks moved among the published ones
 * (the fewest blocks that, taken out and put back, turn the published order into the draft order). A block added
 * or removed between others shifts their positions but does not count them.
 */
export function changedBlockCount(rows: readonly GroupRow[]): number {
  return changedBlocks(rows).size;
}

/** The ids of the blocks `changedBlockCount` counts. */
export function changedBlocks(rows: readonly GroupRow[]): Set<string> {
  const changed = new Set<string>();
  const common: { id: string; draft: number; published: number }[] = [];
  for (const row of rows) {
    if (row.published === null) {
      changed.add(row.id);
      continue;
    }
    const { position: draft, ...draftRest } = groupStateSchema.parse(JSON.parse(row.draft));
    const { position: published, ...publishedRest } = groupStateSchema.parse(JSON.parse(row.published));
    if (JSON.stringify(draftRest) !== JSON.stringify(publishedRest)) changed.add(row.id);
    common.push({ id: row.id, draft, published });
  }
  const inDraftOrder = common.map((g) => ({ ...g, position: g.draft })).sort(byPosition);
  const publishedRank = new Map(
    common
      .map((g) => ({ ...g, position: g.published }))
      .sort(byPosition)
      .map((g, rank) => [g.id, rank]),
  );
  const stayed = longestIncreasing(inDraftOrder.map((g) => publishedRank.get(g.id)!));
  inDraftOrder.forEach((g, index) => {
    if (!stayed.has(index)) changed.add(g.id);
  });
  return changed;
}

/** Indexes of one longest strictly increasing subsequence (pages have tens of blocks: quadratic is fine). */
function longestIncreasing(values: readonly number[]): Set<number> {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  let best = -1;
  values.forEach((value, i) => {
    for (let j = 0; j < i; j++) {
      if (values[j]! < value && length[j]! + 1 > length[i]!) {
        length[i] = length[j]! + 1;
        previous[i] = j;
      }
    }
    if (best < 0 || length[i]! > length[best]!) best = i;
  });
  const kept = new Set<number>();
  for (let i = best; i >= 0; i = previous[i]!) kept.add(i);
  return kept;
}
