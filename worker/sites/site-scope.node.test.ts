import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { scopeQuery, siteTableReferences, UnscopedQueryError } from "./site-db";

/** Source files of the worker and the scripts (tests and test helpers left out). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/(\.test\.tsx?|test-support\.ts)$/.test(name) && !name.endsWith(".d.ts") && !path.startsWith(join("worker", "test"))
      ? [path]
      : [];
  });
}

/**
 * The only files that may touch the raw D1 binding: site resolution, account and site administration, the game's
 * host check, the cross-site mail retry, and the command-line scripts. Everything else gets `c.var.db` (a SiteDb).
 */
const RAW_BINDING_ALLOWED = new Set([
  "worker/index.ts",
  "worker/sites/resolve-site.ts",
  "worker/forms/submissions.ts",
  // Cron triggers have no request and so no site: they walk every site and scope each one's queries.
  "worker/outside/scheduled.ts",
  "scripts/seed.ts",
  "scripts/editor-account.ts",
  "scripts/site.ts",
  "scripts/site-archive.ts",
]);

describe("site scoping", () => {
  it("reaches the raw D1 binding only from the files that resolve or administer sites", () => {
    const offenders = [...sources("worker"), ...sources("scripts")].filter(
      (file) => /\benv\.DB\b/.test(readFileSync(file, "utf8")) && !RAW_BINDING_ALLOWED.has(file),
    );
    expect(offenders).toEqual([]);
  });

  it("types content, page and API code against the site-scoped binding, never D1Database", () => {
    const offenders = ["worker/content", "worker/pages", "worker/api", "worker/media"]
      .flatMap(sources)
      .filter((file) => /\bD1Database\b/.test(readFileSync(file, "utf8")));
    expect(offenders).toEqual([]);
  });

  it("refuses a statement on a site table that does not name its site for each table", () => {
    expect(() => scopeQuery("SELECT id FROM items WHERE id = ?1", "main")).toThrow(UnscopedQueryError);
    expect(() => scopeQuery("SELECT s.slug FROM slugs s JOIN items i ON i.id = s.page_id WHERE s.site_id = $site", "main")).toThrow(UnscopedQueryError);
    expect(() => scopeQuery('select "id" from "media" where "id" = ?', "main")).toThrow(UnscopedQueryError);
    expect(() => scopeQuery("INSERT INTO submissions (id) VALUES (?1)", "main")).toThrow(UnscopedQueryError);
    expect(() => scopeQuery("UPDATE listings SET status = ?1", "main")).toThrow(UnscopedQueryError);
    expect(() => scopeQuery("DELETE FROM sessions WHERE id = ?1", "main")).toThrow(UnscopedQueryError);
  });

  it("inlines the site id for each $site token and leaves global tables alone", () => {
    expect(scopeQuery("SELECT id FROM items WHERE site_id = $site AND id = ?1", "main")).toBe("SELECT id FROM items WHERE site_id = 'main' AND id = ?1");
    expect(scopeQuery("SELECT id FROM users WHERE email = ?1", "main")).toBe("SELECT id FROM users WHERE email = ?1");
    expect(siteTableReferences("SELECT 1 FROM items i JOIN slugs s ON 1 LEFT JOIN media m ON 1 WHERE json_each(items_x)")).toBe(3);
  });
});
