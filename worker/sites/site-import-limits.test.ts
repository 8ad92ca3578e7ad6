import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { D1_LIMITS } from "../db/d1-limits";
import { request, seedDemo, TEST_SITE } from "../test/helpers";
import { bindings, exportToMemory, NOTHING, source, traces } from "../test/site-archive-helpers";
import { type ArchiveRow, type SiteArchive, sha256Hex } from "./site-archive-format";
import { ArchiveRefused, importSite } from "./site-import";
import { importingHost, SiteIdTaken, writeSite } from "./site-import-write";

type Sent = { sql: string; values: unknown[] };

/**
 * The real D1 binding, recording what it is sent: each batch's statements and each statement sent alone, with their
 * SQL and bound values. `beforeBatch` runs before each batch goes out, `afterFailure` when one fails.
 */
function recordingD1(db: D1Database, hooks: { beforeBatch?: () => Promise<void>; afterFailure?: () => Promise<void> } = {}) {
  const batches: Sent[][] = [];
  const alone: Sent[] = [];
  const sent = new WeakMap<D1PreparedStatement, Sent>();
  const own = new WeakMap<D1PreparedStatement, D1PreparedStatement>();
  const wrap = (statement: D1PreparedStatement, record: Sent): D1PreparedStatement => {
    const wrapper = new Proxy(statement, {
      get(target, prop) {
        if (prop === "bind") return (...values: unknown[]) => wrap(target.bind(...values), { sql: record.sql, values });
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (prop === "all" || prop === "first" || prop === "run" || prop === "raw") alone.push(record);
        return value.bind(target);
      },
    });
    sent.set(wrapper, record);
    own.set(wrapper, statement);
    return wrapper;
  };
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (sql: string) => wrap(target.prepare(sql), { sql, values: [] });
      if (prop === "batch") {
        return async (list: D1PreparedStatement[]) => {
          await hooks.beforeBatch?.();
          batches.push(list.map((statement) => sent.get(statement)!));
          return target.batch(list.map((statement) => own.get(statement) ?? statement)).catch(async (error: unknown) => {
            await hooks.afterFailure?.();
            throw error;
          });
        };
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, batches, alone, all: () => [...alone, ...batches.flat()] };
}

const bytes = (text: string) => new TextEncoder().encode(text).byteLength;
const ITEMS = 5_000;
const MEDIA = 500;

/** The demo site grown to 5,000 items and 500 media rows (copies of its rows under new ids, each picture a file). */
async function largeArchive(demo: { archive: SiteArchive; files: Map<string, Uint8Array> }) {
  const archive = structuredClone(demo.archive);
  const files = new Map(demo.files);
  const items = archive.tables.items!;
  for (let i = 0; items.length < ITEMS; i++) items.push({ ...items[i]!, id: crypto.randomUUID() });
  const pictures = archive.tables.media!.filter((row) => !String(row.video_settings ?? "").includes("stream"));
  const media = archive.tables.media!;
  for (let i = 0; media.length < MEDIA; i++) {
    const row: ArchiveRow = { ...pictures[i % pictures.length]!, id: crypto.randomUUID(), object_id: crypto.randomUUID() };
    const path = `media/${row.object_id}.${row.extension}`;
    const content = new TextEncoder().encode(`picture ${row.object_id}`);
    files.set(path, content);
    archive.files.push({ path, size: content.byteLength, sha256: await sha256Hex(content), contentType: "image/jpeg", cacheControl: null });
    media.push(row);
  }
  return { archive, files };
}

const rowsOf = async (siteId: string, table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ?1`).bind(siteId).first<{ n: number }>())?.n ?? 0;

describe("site import inside D1's limits", () => {
  let large: Awaited<ReturnType<typeof largeArchive>>;
  beforeAll(async () => {
    await seedDemo();
    large = await largeArchive(await exportToMemory(TEST_SITE.id));
  });

  it("imports a site of 5,000 items and 500 media rows in statements and batches inside D1's limits, whole", async () => {
    let hostWhileImporting: string | undefined;
    const recorder = recordingD1(env.DB, {
      beforeBatch: async () => {
        hostWhileImporting ??= (await env.DB.prepare("SELECT primary_host FROM sites WHERE id = 'large'").first<{ primary_host: string }>())?.primary_host;
      },
    });
    const result = await importSite(
      { ...bindings(), db: recorder.db },
      source(large.archive, large.files),
      { id: "large", primaryHost: "large.test" },
      { queriesPerInvocation: D1_LIMITS.queriesPerInvocationPaid },
    );
    const queries = recorder.all();
    for (const query of queries) {
      expect(query.values.length, query.sql.slice(0, 80)).toBeLessThanOrEqual(D1_LIMITS.boundParametersPerQuery);
      expect(bytes(query.sql), query.sql.slice(0, 80)).toBeLessThan(D1_LIMITS.statementBytes);
    }
    for (const batch of recorder.batches) expect(batch.length).toBeLessThanOrEqual(D1_LIMITS.queriesPerInvocationFree);
    expect(queries.length).toBeLessThanOrEqual(D1_LIMITS.queriesPerInvocationPaid);
    expect(recorder.batches.length).toBeGreaterThan(1);
    expect(hostWhileImporting).toBe(importingHost("large"));
    for (const [table, rows] of Object.entries(large.archive.tables)) expect(await rowsOf("large", table), table).toBe(rows.length);
    expect(await rowsOf("large", "items")).toBe(ITEMS);
    expect(await rowsOf("large", "media")).toBe(MEDIA);
    expect((await traces("large")).objects).toBe(large.archive.files.length);
    expect(result).toMatchObject({ statements: recorder.batches.flat().length, batches: recorder.batches.length });
    expect((await request("/de", {}, {}, "https://large.test")).status).toBe(200);
  }, 240_000);

  it("a batch that fails late removes what the earlier batches wrote: no row and no object of the site is left", async () => {
    const failing = structuredClone(large.archive);
    // A second row for a slug's key, in a table written after the 5,000 items: a late batch fails.
    failing.tables.slugs!.push({ ...failing.tables.slugs![0]! });
    let writtenWhenFailed = 0;
    const recorder = recordingD1(env.DB, {
      afterFailure: async () => {
        writtenWhenFailed = await rowsOf("failed", "items");
      },
    });
    const error = await importSite({ ...bindings(), db: recorder.db }, source(failing, large.files), { id: "failed", primaryHost: "failed.test" }).catch(
      (e: unknown) => e,
    );
    expect(String(error)).toMatch(/UNIQUE constraint failed: slugs/);
    // Earlier batches had committed rows (the failing batch's own rows are undone by D1 with it).
    expect(writtenWhenFailed).toBeGreaterThan(0);
    expect(recorder.batches.length).toBeGreaterThan(2);
    expect(await traces("failed")).toEqual(NOTHING);
  }, 240_000);

  it("refuses, before writing, an import that cannot fit the Worker invocation it runs in", async () => {
    const error = await importSite(
      bindings(),
      source(large.archive, large.files),
      { id: "free", primaryHost: "free.test" },
      {
        queriesPerInvocation: D1_LIMITS.queriesPerInvocationFree,
      },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ArchiveRefused);
    expect((error as Error).message).toMatch(/^the import needs \d+ D1 queries, more than the 50 one Worker invocation may make/);
    expect(await traces("free")).toEqual(NOTHING);
  }, 240_000);

  it("a claim on a taken site id fails before writing, and removes nothing of the site that has the id", async () => {
    const before = await traces(TEST_SITE.id);
    const copied: string[] = [];
    const error = await writeSite(bindings(), {
      siteId: TEST_SITE.id,
      siteRow: large.archive.site,
      primaryHost: "taken.test",
      aliasHosts: [],
      tables: [["items", large.archive.tables.items!.slice(0, 10)]],
      copyObjects: async () => {
        copied.push("called");
      },
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SiteIdTaken);
    expect(copied).toEqual([]);
    expect(await traces(TEST_SITE.id)).toEqual(before);
    expect((await request("/de")).status).toBe(200);
  });
});
