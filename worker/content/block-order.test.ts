import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { editorApi } from "../test/content-fixture";
import { signIn, testDb } from "../test/helpers";
import { createPage, database } from "./pages";

let api: ReturnType<typeof editorApi>;
beforeAll(async () => {
  api = editorApi(await signIn("admin", "ordnung@site.test"));
});

type Row = { id: string; draft: string; published: string | null };
const rowsOf = async (pageId: string) =>
  (await env.DB.prepare("SELECT id, draft, published FROM items WHERE page_id = ?1 AND type = 'group'").bind(pageId).all<Row>()).results;

/** The page's blocks in draft order, after checking that draft positions are exactly 0..n-1. */
async function draftOrder(pageId: string) {
  const rows = (await rowsOf(pageId)).map((r) => ({ id: r.id, state: JSON.parse(r.draft) as { position: number; status: string } }));
  const sorted = rows.sort((a, b) => a.state.position - b.state.position);
  expect(sorted.map((r) => r.state.position)).toEqual(sorted.map((_, i) => i));
  return sorted;
}

/** The page's published blocks in published order, after checking that their positions are exactly 0..m-1. */
async function publishedOrder(pageId: string) {
  const rows = (await rowsOf(pageId))
    .filter((r) => r.published !== null)
    .map((r) => ({ id: r.id, position: (JSON.parse(r.published!) as { position: number }).position }));
  const sorted = rows.sort((a, b) => a.position - b.position);
  expect(sorted.map((r) => r.position)).toEqual(sorted.map((_, i) => i));
  return sorted.map((r) => r.id);
}

const newPage = async (slug: string, blocks: number) =>
  createPage(
    database(testDb()),
    { name: { de: slug }, slugs: { de: slug }, groups: Array.from({ length: blocks }, () => ({ blockType: "spacer", fields: [] })) },
    ["de", "fr"],
  );

const changedBlocks = async (pageId: string) => (await api.get(`/page/status/publication?id=${pageId}`)).json.groups as number;

/** A plain model of one page's blocks: the draft order, the blocks marked for deletion, the published order, and every publication's order. */
type Model = { draft: string[]; marked: Set<string>; published: string[] | null; publications: { id: string; order: string[] }[] };

type Op =
  | { kind: "add"; at: number; type: "spacer" | "cta"; atStart: boolean }
  | { kind: "remove"; at: number }
  | { kind: "move"; at: number; direction: "up" | "down" }
  | { kind: "publish" }
  | { kind: "revert" }
  | { kind: "restore"; which: number };

const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("add" as const), at: fc.nat(), type: fc.constantFrom("spacer" as const, "cta" as const), atStart: fc.boolean() }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant("remove" as const), at: fc.nat() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("move" as const), at: fc.nat(), direction: fc.constantFrom("up" as const, "down" as const) }) },
  { weight: 2, arbitrary: fc.constant({ kind: "publish" as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: "revert" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("restore" as const), which: fc.nat() }) },
);

/** Applies one operation to the real page through the API and to the model, then compares them. */
async function step(pageId: string, model: Model, op: Op) {
  const pick = (n: number) => model.draft[n % model.draft.length]!;
  const isPublished = (id: string) => model.published?.includes(id) ?? false;
  if (op.kind === "add") {
    // "+" above the first block (atStart), below a block (nextTo) or, on an empty page, at the end.
    const nextTo = model.draft.length && !op.atStart ? pick(op.at) : null;
    const answer = await api.post("/group/add", { pageId, groupName: op.type, nextTo, ...(op.atStart ? { atStart: true } : {}) });
    expect(answer.status).toBe(201);
    const id = answer.json.id as string;
    expect(model.draft).not.toContain(id);
    model.draft.splice(op.atStart ? 0 : nextTo ? model.draft.indexOf(nextTo) + 1 : model.draft.length, 0, id);
    const [row] = (await rowsOf(pageId)).filter((r) => r.id === id);
    expect(JSON.parse(row!.draft).blockType).toBe(op.type);
  } else if (op.kind === "remove") {
    if (!model.draft.length) return;
    const id = pick(op.at);
    const answer = await api.post("/group/remove", { pageId, groupId: id });
    expect(answer.status).toBe(200);
    if (isPublished(id)) {
      expect(answer.json.result).toBe("markedForDeletion");
      model.marked.add(id);
    } else {
      expect(answer.json.result).toBe("deleted");
      model.draft.splice(model.draft.indexOf(id), 1);
    }
  } else if (op.kind === "move") {
    if (!model.draft.length) return;
    const id = pick(op.at);
    const index = model.draft.indexOf(id);
    const target = op.direction === "up" ? index - 1 : index + 1;
    const answer = await api.post("/group/sort", { pageId, groupId: id, direction: op.direction });
    expect(answer.status).toBe(200);
    const moves = target >= 0 && target < model.draft.length;
    expect(answer.json.moved).toBe(moves);
    if (moves) [model.draft[index], model.draft[target]] = [model.draft[target]!, model.draft[index]!];
  } else if (op.kind === "publish") {
    expect((await api.post("/page/publish", { id: pageId })).status).toBe(200);
    model.draft = model.draft.filter((id) => !model.marked.has(id));
    model.marked.clear();
    model.published = [...model.draft];
    const newest = (await api.get(`/history?pageId=${pageId}&limit=1`)).json.entries[0].id as string;
    model.publications.push({ id: newest, order: [...model.draft] });
  } else if (op.kind === "revert") {
    const answer = await api.post("/page/revert", { id: pageId });
    if (model.published === null) {
      // Never published: nothing to go back to (the editor does not offer it, decision 061).
      expect(answer.status).toBe(409);
      return;
    }
    expect(answer.status).toBe(200);
    model.draft = [...model.published];
    model.marked.clear();
  } else {
    if (!model.publications.length) return;
    const publication = model.publications[op.which % model.publications.length]!;
    expect((await api.post("/history/restore", { publicationId: publication.id })).status).toBe(200);
    // The publication's blocks in its order, then the published blocks added since, marked for deletion; blocks never published go.
    const since = model.draft.filter((id) => !publication.order.includes(id) && isPublished(id));
    model.marked = new Set(since);
    model.draft = [...publication.order, ...since];
  }
}

async function check(pageId: string, model: Model) {
  const draft = await draftOrder(pageId);
  expect(draft.map((r) => r.id)).toEqual(model.draft);
  expect(draft.filter((r) => r.state.status === "markedForDeletion").map((r) => r.id)).toEqual(model.draft.filter((id) => model.marked.has(id)));
  expect(await publishedOrder(pageId)).toEqual(model.published ?? []);
  // Honest count: no block counts as changed exactly when the draft is the published page.
  const same = model.marked.size === 0 && JSON.stringify(model.draft) === JSON.stringify(model.published ?? []);
  expect((await changedBlocks(pageId)) === 0).toBe(same);
}

describe("block order", () => {
  it("stays a dense, unique order through any sequence of add, remove, move, publish, revert and restore (fast-check against an array model)", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.array(opArbitrary, { minLength: 1, maxLength: 14 }),
        async (blocks, publishFirst, ops) => {
          const pageId = await newPage(`ordnung-${run++}`, blocks);
          const model: Model = { draft: (await draftOrder(pageId)).map((r) => r.id), marked: new Set(), published: null, publications: [] };
          if (publishFirst) await step(pageId, model, { kind: "publish" });
          for (const op of ops) {
            await step(pageId, model, op);
            await check(pageId, model);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 180_000);

  it("counts no change after adding a block between two others and removing it again, and only the moved block after a move", async () => {
    const pageId = await newPage("ordnung-zaehlen", 4);
    expect((await api.post("/page/publish", { id: pageId })).status).toBe(200);
    const [a, b, , d] = (await draftOrder(pageId)).map((r) => r.id);
    const added = await api.post("/group/add", { pageId, groupName: "cta", nextTo: a });
    expect(await api.get(`/page/status/publication?id=${pageId}`)).toMatchObject({ status: 200, json: { groups: 1 } });
    // The restore dialog names the same one block, not the blocks shifted behind it.
    expect(await api.get(`/history/unpublished?pageId=${pageId}`)).toMatchObject({ status: 200, json: { blocks: 1 } });
    expect((await api.post("/group/remove", { pageId, groupId: added.json.id })).json.result).toBe("deleted");
    expect((await api.get(`/page/status/publication?id=${pageId}`)).json).toEqual({ fields: 0, groups: 0, pages: 0, published: true });
    // Neither the blocks after it nor their versions remember the detour: their rows equal their published state again.
    const changed = await env.DB.prepare("SELECT COUNT(*) AS n FROM items WHERE page_id = ?1 AND changed = 1").bind(pageId).first<{ n: number }>();
    expect(changed!.n).toBe(0);

    // The last block two places up: one block moved; a swap of two neighbours is one move too.
    await api.post("/group/sort", { pageId, groupId: d, direction: "up" });
    await api.post("/group/sort", { pageId, groupId: d, direction: "up" });
    expect(await changedBlocks(pageId)).toBe(1);
    await api.post("/group/sort", { pageId, groupId: d, direction: "down" });
    await api.post("/group/sort", { pageId, groupId: d, direction: "down" });
    expect(await changedBlocks(pageId)).toBe(0);
    await api.post("/group/sort", { pageId, groupId: b, direction: "up" });
    expect(await changedBlocks(pageId)).toBe(1);
  });
});

describe("migration 0007_block_positions", () => {
  it("renumbers duplicated and gapped positions densely (position, then id) in draft and published, and clears changed flags that only positions caused", async () => {
    const migration = (env as unknown as { TEST_MIGRATIONS: { name: string; queries: string[] }[] }).TEST_MIGRATIONS.find((m) => m.name.startsWith("0007_"));
    expect(migration).toBeDefined();
    const pageId = await newPage("ordnung-migration", 0);
    const state = (position: number) =>
      JSON.stringify({ status: "published", previousStatus: null, blockType: "spacer", position, options: {}, meta: { disallowedLanguages: [] } });
    // What the old addGroup/removeGroup left: two blocks on 1, a gap at 2, a draft-only block sharing 4; published states with a gap too.
    const rows: [string, number, number | null, number][] = [
      ["m-a", 0, 0, 0],
      ["m-c", 1, 3, 1],
      ["m-b", 1, 1, 1],
      ["m-d", 4, 5, 1],
      ["m-e", 4, null, 1],
    ];
    for (const [id, draft, published, changed] of rows) {
      await env.DB.prepare(
        "INSERT INTO items (site_id, id, type, page_id, parent_id, draft, published, changed) VALUES ('main', ?1, 'group', ?2, ?2, ?3, ?4, ?5)",
      )
        .bind(id, pageId, state(draft), published === null ? null : state(published), changed)
        .run();
    }
    for (const query of migration!.queries) await env.DB.prepare(query).run();
    const after = (await rowsOf(pageId)).map((r) => ({
      id: r.id,
      draft: JSON.parse(r.draft).position,
      published: r.published ? JSON.parse(r.published).position : null,
    }));
    const changed = Object.fromEntries(
      (
        await env.DB.prepare("SELECT id, changed FROM items WHERE page_id = ?1 AND type = 'group'").bind(pageId).all<{ id: string; changed: number }>()
      ).results.map((r) => [r.id, r.changed]),
    );
    expect(after.sort((x, y) => x.draft - y.draft)).toEqual([
      { id: "m-a", draft: 0, published: 0 },
      { id: "m-b", draft: 1, published: 1 },
      { id: "m-c", draft: 2, published: 2 },
      { id: "m-d", draft: 3, published: 3 },
      { id: "m-e", draft: 4, published: null },
    ]);
    expect(changed).toEqual({ "m-a": 0, "m-b": 0, "m-c": 0, "m-d": 0, "m-e": 1 });
    // The other pages' blocks were already dense: the migration leaves them as they were.
    const { results } = await env.DB.prepare("SELECT page_id, json_extract(draft, '$.position') AS p FROM items WHERE type = 'group' ORDER BY page_id, p").all<{
      page_id: string;
      p: number;
    }>();
    const byPage = new Map<string, number[]>();
    for (const r of results) byPage.set(r.page_id, [...(byPage.get(r.page_id) ?? []), r.p]);
    for (const list of byPage.values()) expect(list).toEqual(list.map((_, i) => i));
  });
});
