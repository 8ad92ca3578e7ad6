import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { meteredD1 } from "../sites/d1-meter";
import { request, seedDemo } from "../test/helpers";

// A page-unlock cookie for no page: the page renders in full without the page cache (as the benchmarks do).
const UNCACHED = { headers: { Cookie: "__Host-unlock-none=none" } };

/** The pages whose statements are checked: the benchmarked ones, the other interactive demo pages, sitemap, search, directory hours. */
const PATHS = [
  "/de",
  "/de/optikerverzeichnis",
  "/de/~contact",
  "/de/galerie",
  "/de/platzkarte",
  "/de/ueber-uns",
  "/de/golf/loch-1",
  "/sitemap.xml",
  "/de/search?searchquery=Linse",
  // The directory's opening hours, loaded when a business is opened (decision 116; cached, so read on the first request).
  "/~directory-hours",
];

type Recorded = { query: string; values: unknown[] };

/** Wraps the D1 binding to record every statement sent (its final text, site id inlined, and its bound values). */
function recordingD1(db: D1Database) {
  const recorded: Recorded[] = [];
  const wrap = (statement: D1PreparedStatement, query: string, values: unknown[]): D1PreparedStatement => {
    const entry = { query, values };
    const wrapper = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop);
        if (typeof value !== "function") return value;
        if (prop === "bind") return (...bound: unknown[]) => wrap(target.bind(...bound), query, bound);
        if (prop === "all" || prop === "first" || prop === "run" || prop === "raw") recorded.push(entry);
        return value.bind(target);
      },
    });
    originals.set(wrapper, { statement, entry });
    return wrapper;
  };
  const originals = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; entry: Recorded }>();
  const proxy = new Proxy(db, {
    get(target, prop) {
      if (prop === "prepare") return (query: string) => wrap(target.prepare(query), query, []);
      if (prop === "batch")
        return (list: D1PreparedStatement[]) =>
          target.batch(
            list.map((statement) => {
              const original = originals.get(statement);
              if (original) recorded.push(original.entry);
              return original?.statement ?? statement;
            }),
          );
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: proxy, recorded };
}

/**
 * The steps of a statement's plan that read a whole table: SQLite's "SCAN <table>" without an index. A scan of a
 * table-valued function (json_each) or of a subquery's result is no table read.
 */
function tableScans(plan: { detail: string }[]): string[] {
  return plan.map((step) => step.detail).filter((detail) => /^SCAN \w+(?: AS \w+)?$/.test(detail) && !/^SCAN (json_each|json_tree)\b/.test(detail));
}

// Seeding the whole demo site takes over a minute on a loaded machine.
beforeAll(async () => {
  await seedDemo();
}, 240_000);

describe("query plans of page renders (issue 31 point 4: every query keeps to its site's index)", () => {
  it("no statement of an uncached render, the sitemap or the search page scans a table", async () => {
    const statements = new Map<string, Recorded>();
    for (const path of PATHS) {
      const { db, recorded } = recordingD1(env.DB);
      // Twice: the second render of a route reads what the first learned (collections in the first batch).
      for (let i = 0; i < 2; i++) {
        const { status } = await request(path, UNCACHED, { DB: db });
        expect(status, path).toBe(200);
      }
      for (const entry of recorded) statements.set(entry.query, entry);
    }
    expect(statements.size).toBeGreaterThan(5);
    const scanning: string[] = [];
    for (const { query, values } of statements.values()) {
      const plan = await env.DB.prepare(`EXPLAIN QUERY PLAN ${query}`)
        .bind(...values)
        .all<{ detail: string }>();
      const scans = tableScans(plan.results);
      if (scans.length > 0) scanning.push(`${scans.join(", ")}: ${query.replace(/\s+/g, " ").slice(0, 300)}`);
    }
    expect(scanning).toEqual([]);
  }, 180_000);
});

describe("rows read by an uncached render (issue 31 point 3)", () => {
  it("the directory's 'does this page need businesses' test runs once per render, not once per business", async () => {
    // D1's own count (meta.rows_read) of the demo pages' uncached renders. Before, the test was an EXISTS the
    // planner ran for every business over the site's every block: /de read 2,269 rows, the directory 1,760.
    const rows: Record<string, number> = {};
    for (const path of ["/de", "/de/optikerverzeichnis", "/de/~contact"]) {
      const meter = meteredD1(env.DB);
      await request(path, UNCACHED, { DB: meter.db });
      const again = meteredD1(env.DB);
      const { status } = await request(path, UNCACHED, { DB: again.db });
      expect(status, path).toBe(200);
      rows[path] = again.rowsRead();
    }
    expect(rows["/de"]).toBeLessThan(700);
    expect(rows["/de/optikerverzeichnis"]).toBeLessThan(600);
    expect(rows["/de/~contact"]).toBeLessThan(500);
  }, 60_000);
});
