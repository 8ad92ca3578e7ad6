import type { z } from "zod";
import type { GroupState } from "../../common/content";
import type {
  groupAddSchema,
  groupMetaSchema,
  groupSortSchema,
  groupStatusSchema,
  groupVisibilitySchema,
  fieldVisibilitySchema,
} from "../../common/content-api";
import { BLOCKS } from "../../common/blocks/registry";
import { groupInserts } from "./pages";
import { ApiError } from "../http/errors";
import type { SiteDb } from "../sites/site-db";
import { byPosition, orderStatement, renumberStatement } from "./block-order";
import { changeStatement } from "./changes";
import { getItem, parseField, parseGroup, saveDraftStatement } from "./items";
import { expectVersion, runGuarded } from "./versions";

/** Writes one block's draft guarded by the version the change was based on (or the one just read), with its audit row. */
async function saveGroup(
  db: SiteDb,
  row: { id: string; page_id: string; version: number },
  draft: GroupState,
  action: string,
  userId: string | null,
  base?: number,
) {
  await expectVersion(db, row.id, row.version, base);
  const version = await runGuarded(db, row.id, saveDraftStatement(db, row.id, draft, { userId, baseVersion: base ?? row.version }));
  await changeStatement(db, { pageId: row.page_id, itemId: row.id, itemType: "group", action, version, userId }).run();
  return version;
}

type Rows = { id: string; draft: string; published: string | null }[];

/** The page's blocks in their order (position, then id). */
async function pageGroups(db: SiteDb, pageId: string) {
  const { results } = await db
    .prepare("SELECT id, draft, published FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'group'")
    .bind(pageId)
    .all<Rows[number]>();
  return results
    .map((row) => ({ row, state: parseGroup(row.draft) }))
    .sort((a, b) => byPosition({ id: a.row.id, position: a.state.position }, { id: b.row.id, position: b.state.position }));
}

async function groupOfPage(db: SiteDb, pageId: string, groupId: string) {
  const row = await getItem(db, groupId, "group");
  if (row.page_id !== pageId) throw new ApiError(404, "group_not_found", `Box ${groupId} nicht gefunden`);
  return row;
}

/**
 * Adds a draft block after `nextTo` (or at the end), shifting the following blocks down, and answers its id. The
 * block arrives with its type's starter fields (empty, visible) in the same batch, so the site owner has fields to
 * type into.
 */
export async function addGroup(db: SiteDb, input: z.output<typeof groupAddSchema>, userId: string | null = null): Promise<string> {
  await getItem(db, input.pageId, "page");
  const order = (await pageGroups(db, input.pageId)).map((g) => g.row.id);
  const anchor = input.nextTo ? order.indexOf(input.nextTo) : -1;
  if (input.nextTo && anchor < 0) throw new ApiError(404, "group_not_found", `Box ${input.nextTo} nicht gefunden`);
  const position = input.atStart ? 0 : anchor >= 0 ? anchor + 1 : order.length;
  const id = crypto.randomUUID();
  order.splice(position, 0, id);
  const fields = (BLOCKS[input.groupName].starterFields ?? []).map((f) => ({
    name: f.name,
    contentType: f.contentType,
    dataType: f.dataType ?? null,
    position: f.position ?? 0,
  }));
  await db.batch([
    ...groupInserts(db, input.pageId, { blockType: input.groupName, fields }, position, id),
    orderStatement(db, input.pageId, order, userId),
    renumberStatement(db, input.pageId),
    changeStatement(db, { pageId: input.pageId, itemId: id, itemType: "group", action: "add", version: 1, userId }),
  ]);
  return id;
}

/**
 * A block never published is deleted with its fields (the following blocks move up), whatever its status (a restore
 * can give such a block a published status); any other block is marked for deletion (previous status kept).
 */
export async function removeGroup(
  db: SiteDb,
  pageId: string,
  groupId: string,
  userId: string | null = null,
  base?: number,
): Promise<"deleted" | "markedForDeletion"> {
  const row = await groupOfPage(db, pageId, groupId);
  const state = parseGroup(row.draft);
  await expectVersion(db, row.id, row.version, base);
  if (row.published === null) {
    await db.batch([
      db.prepare("DELETE FROM items WHERE site_id = $site AND parent_id = ?1 AND type = 'field'").bind(groupId),
      db.prepare("DELETE FROM items WHERE site_id = $site AND id = ?1").bind(groupId),
      renumberStatement(db, pageId),
      changeStatement(db, { pageId, itemId: groupId, itemType: "group", action: "delete", version: null, userId }),
    ]);
    return "deleted";
  }
  if (state.status !== "markedForDeletion") {
    await saveGroup(db, row, { ...state, status: "markedForDeletion", previousStatus: state.status }, "remove", userId, base);
  }
  return "markedForDeletion";
}

/** Moves a block one place up or down among the page's blocks; false (nothing written) at the top or bottom. */
export async function sortGroup(db: SiteDb, input: z.output<typeof groupSortSchema>, userId: string | null = null): Promise<boolean> {
  await groupOfPage(db, input.pageId, input.groupId);
  const order = (await pageGroups(db, input.pageId)).map((g) => g.row.id);
  const index = order.indexOf(input.groupId);
  const target = input.direction === "up" ? index - 1 : index + 1;
  if (target < 0 || target >= order.length) return false;
  [order[index], order[target]] = [order[target]!, order[index]!];
  await db.batch([
    orderStatement(db, input.pageId, order, userId),
    renumberStatement(db, input.pageId),
    changeStatement(db, { pageId: input.pageId, itemId: input.groupId, itemType: "group", action: `move ${input.direction}`, version: null, userId }),
  ]);
  return true;
}

/** Changes a block's status from `from` to `to`; a stale `from` is refused so two editors cannot overwrite each other. */
export async function setGroupStatus(db: SiteDb, input: z.output<typeof groupStatusSchema>, userId: string | null = null): Promise<void> {
  const row = await groupOfPage(db, input.pageId, input.groupId);
  const state = parseGroup(row.draft);
  if (state.status !== input.from) throw new ApiError(409, "status_conflict", `Box ist ${state.status}, nicht ${input.from}`);
  const previousStatus = input.to === "markedForDeletion" ? state.status : null;
  await saveGroup(db, row, { ...state, status: input.to, previousStatus }, `status ${input.to}`, userId, input.version);
}

/** Shows or hides fields of a block by field name. */
export async function setGroupVisibility(db: SiteDb, input: z.output<typeof groupVisibilitySchema>, userId: string | null = null): Promise<void> {
  const group = await groupOfPage(db, input.pageId, input.groupId);
  await expectVersion(db, group.id, group.version, input.version);
  const { results } = await db
    .prepare("SELECT id, draft FROM items WHERE site_id = $site AND parent_id = ?1 AND type = 'field'")
    .bind(input.groupId)
    .all<{ id: string; draft: string }>();
  const statements = results.flatMap((row) => {
    const state = parseField(row.draft);
    const visible = input.visibleFields[state.name];
    return visible === undefined || visible === state.visible
      ? []
      : [
          saveDraftStatement(db, row.id, { ...state, visible }, { userId }),
          changeStatement(db, { pageId: input.pageId, itemId: row.id, itemType: "field", action: visible ? "show" : "hide", version: null, userId }),
        ];
  });
  if (statements.length) await db.batch(statements);
}

/** Sets the languages a block is hidden in. */
export async function setGroupMeta(db: SiteDb, input: z.output<typeof groupMetaSchema>, userId: string | null = null): Promise<void> {
  const row = await groupOfPage(db, input.pageId, input.groupId);
  const state = parseGroup(row.draft);
  await saveGroup(db, row, { ...state, meta: { disallowedLanguages: [...new Set(input.meta.disallowedLanguages)] } }, "languages", userId, input.version);
}

/** Shows or hides one field. */
export async function setFieldVisibility(db: SiteDb, input: z.output<typeof fieldVisibilitySchema>, userId: string | null = null): Promise<void> {
  const row = await getItem(db, input.fieldId, "field");
  if (row.parent_id !== input.groupId) throw new ApiError(404, "field_not_found", `field ${input.fieldId} not found`);
  await expectVersion(db, row.id, row.version, input.version);
  const state = parseField(row.draft);
  if (state.visible === input.visible) return;
  const version = await runGuarded(
    db,
    row.id,
    saveDraftStatement(db, row.id, { ...state, visible: input.visible }, { userId, baseVersion: input.version ?? row.version }),
  );
  await changeStatement(db, { pageId: row.page_id, itemId: row.id, itemType: "field", action: input.visible ? "show" : "hide", version, userId }).run();
}
