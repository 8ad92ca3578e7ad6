import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { request, seedDemo, TEST_SITE } from "../test/helpers";
import { bindings, exportToMemory, NOTHING, source, traces } from "../test/site-archive-helpers";
import type { SiteArchive } from "./site-archive-format";
import { deleteSite, planIsEmpty, planSiteDelete } from "./site-delete";
import { ArchiveRefused, type ArchiveSource, idRewriter, importSite } from "./site-import";
import { forgetSites } from "./site-lookup";
import { SITE_TABLES } from "./site-db";
import { ARCHIVED_TABLES, UNARCHIVED_TABLES } from "./site-archive-format";

/** The archive with ids mapped, the site row and export time left out: what two exports of equal sites share. */
function comparable(archive: SiteArchive, map?: ReadonlyMap<string, string>) {
  const rewrite = map ? idRewriter(map) : (value: unknown) => value;
  const tables = Object.fromEntries(
    Object.entries(archive.tables).map(([table, rows]) => [table, rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, rewrite(v)])))]),
  );
  const files = archive.files.map((file) => ({ ...file, path: String(rewrite(file.path)) })).sort((a, b) => a.path.localeCompare(b.path));
  return { tables, files };
}

beforeAll(async () => {
  await seedDemo();
});

describe("site archive", () => {
  it("archives every site table except sign-in state, so a new site table needs a decision here", () => {
    expect([...ARCHIVED_TABLES, ...UNARCHIVED_TABLES].sort()).toEqual([...SITE_TABLES].sort());
  });

  it("exports a site whole: rows with drafts and published values, files, no sessions or accounts; submissions only when asked", async () => {
    await env.DB.prepare(
      "INSERT INTO submissions (site_id, id, form, locale, payload, sender_email) VALUES ('main', 'sub-1', 'contact', 'de', '{\"name\":\"Lea\"}', 'lea@example.ch')",
    ).run();
    const { archive, files } = await exportToMemory(TEST_SITE.id);
    expect(archive.version).toBe(1);
    expect(archive.site.id).toBe("main");
    const items = archive.tables.items ?? [];
    expect(items.length).toBeGreaterThan(100);
    expect(items.some((row) => row.published !== null && row.draft !== null)).toBe(true);
    for (const table of [
      "slugs",
      "collections",
      "collection_items",
      "site_documents",
      "publications",
      "businesses",
      "branches",
      "media",
      "listings",
    ] as const) {
      expect(archive.tables[table]?.length, table).toBeGreaterThan(0);
    }
    expect(archive.tables.submissions).toBeUndefined();
    expect(JSON.stringify(archive)).not.toMatch(/password_hash|sessions/);
    expect(archive.files.length).toBeGreaterThan(30);
    for (const file of archive.files) expect(files.get(file.path)?.byteLength).toBe(file.size);
    const withSubmissions = await exportToMemory(TEST_SITE.id, true);
    expect(withSubmissions.archive.tables.submissions?.map((row) => row.id)).toEqual(["sub-1"]);
  });

  it("imports a copy with new ids and rewritten references that exports back equal after mapping the ids", async () => {
    const original = await exportToMemory(TEST_SITE.id);
    const result = await importSite(bindings(), source(original.archive, original.files), {
      id: "copy",
      primaryHost: "copy.test",
      aliasHosts: ["www.copy.test"],
    });
    forgetSites();
    const copy = await exportToMemory("copy");
    expect(copy.archive.site).toMatchObject({ id: "copy", primary_host: "copy.test", alias_hosts: '["www.copy.test"]', is_default: 0, name: "Optik Seeblick" });
    expect(comparable(copy.archive)).toEqual(comparable(original.archive, result.ids));
    // No old id survives anywhere in the copy: every reference was rewritten.
    const copied = JSON.stringify(copy.archive.tables);
    const leftovers = [...result.ids.keys()].filter((id) => copied.includes(id));
    expect(leftovers).toEqual([]);
    expect(copy.archive.files.every((file) => file.path.startsWith("media/"))).toBe(true);
  });

  it("renders every sitemap path of the original on the copy in DE and FR: same status and heading, pictures served", async () => {
    const sitemap = (await request("/sitemap.xml")).body;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/site\.test([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(paths.some((path) => path.startsWith("/de/"))).toBe(true);
    expect(paths.some((path) => path.startsWith("/fr/"))).toBe(true);
    const copySitemap = (await request("/sitemap.xml", {}, {}, "https://copy.test")).body;
    expect([...copySitemap.matchAll(/<loc>https:\/\/copy\.test([^<]+)<\/loc>/g)].map((m) => m[1]!).sort()).toEqual([...paths].sort());
    const heading = (html: string) =>
      /<h1[^>]*>([\s\S]*?)<\/h1>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, "")
        .trim() ?? null;
    const pictures = new Set<string>();
    for (const path of paths) {
      const [original, copy] = [await request(path), await request(path, {}, {}, "https://copy.test")];
      expect({ path, status: copy.status, heading: heading(copy.body) }).toEqual({ path, status: original.status, heading: heading(original.body) });
      expect(copy.body.match(/\/media\/[A-Za-z0-9_-]+\.[a-z0-9]+/g)?.length ?? 0, path).toBe(
        original.body.match(/\/media\/[A-Za-z0-9_-]+\.[a-z0-9]+/g)?.length ?? 0,
      );
      for (const [src] of copy.body.matchAll(/\/media\/[A-Za-z0-9_-]+\.[a-z0-9]+(?:\?w=\d+)?/g)) pictures.add(src);
    }
    expect(pictures.size).toBeGreaterThan(10);
    for (const src of pictures) {
      expect((await request(src, { method: "HEAD" }, {}, "https://copy.test")).status, src).toBe(200);
      // The copy's files are its own: the original does not know their ids.
      expect((await request(src, { method: "HEAD" })).status, src).toBe(404);
    }
  }, 240_000);

  describe("refuses a bad archive, naming the first problem, and leaves nothing", () => {
    let good: Awaited<ReturnType<typeof exportToMemory>>;
    beforeAll(async () => {
      good = await exportToMemory(TEST_SITE.id);
    });
    const target = { id: "refused", primaryHost: "refused.test" };
    const refusal = async (archive: ArchiveSource) => {
      const error = await importSite(bindings(), archive, target).catch((e: unknown) => e);
      expect(await traces("refused")).toEqual(NOTHING);
      expect(error).toBeInstanceOf(ArchiveRefused);
      return (error as Error).message;
    };
    const tampered = (change: (archive: SiteArchive) => void) => {
      const copy = structuredClone(good.archive);
      change(copy);
      return copy;
    };

    it("bad JSON (a truncated document)", async () => {
      const text = JSON.stringify(good.archive);
      expect(await refusal(source(null, good.files, text.slice(0, text.length / 2)))).toMatch(/^site\.json is not valid JSON/);
    });

    it("an unknown format version", async () => {
      expect(
        await refusal(
          source(
            tampered((a) => Object.assign(a, { version: 2 })),
            good.files,
          ),
        ),
      ).toBe("unknown format version 2: this deployment reads version 1");
    });

    it("a missing media file, and a truncated one", async () => {
      // An original (a width variant is not referred to by a row: the media route falls back to the original).
      const path = good.archive.files.find((file) => !/-w\d+\./.test(file.path))!.path;
      const missing = new Map(good.files);
      missing.delete(path);
      expect(await refusal(source(good.archive, missing))).toBe(`missing media file files/${path}`);
      const truncated = new Map(good.files);
      truncated.set(path, good.files.get(path)!.slice(0, 10));
      expect(await refusal(source(good.archive, truncated))).toMatch(new RegExp(`^media file files/${path} is not the file the archive lists`));
      const unlisted = tampered((a) => {
        a.files = a.files.filter((file) => file.path !== path);
      });
      expect(await refusal(source(unlisted, good.files))).toMatch(/^media \S+ refers to the file media\/\S+, which the archive does not list$/);
    });

    it("a field value its schema refuses, and an unknown block type", async () => {
      const badField = tampered((a) => {
        const field = a.tables.items!.find((row) => row.type === "field")!;
        field.draft = JSON.stringify({ ...JSON.parse(String(field.draft)), dataType: "email", content: { de: { text: "keine adresse" } } });
      });
      expect(await refusal(source(badField, good.files))).toMatch(/^items \S+ \(field\) draft: .*"keine adresse": Please enter a valid e-mail address$/);
      const badBlock = tampered((a) => {
        const group = a.tables.items!.find((row) => row.type === "group")!;
        group.draft = JSON.stringify({ ...JSON.parse(String(group.draft)), blockType: "noSuchBlock" });
      });
      expect(await refusal(source(badBlock, good.files))).toMatch(/^items \S+ \(group\) draft: unknown block type noSuchBlock$/);
      const badOption = tampered((a) => {
        const group = a.tables.items!.find((row) => row.type === "group")!;
        group.draft = JSON.stringify({
          ...JSON.parse(String(group.draft)),
          blockType: "mediaGallery",
          options: { gridLayout: { type: "select", value: "diagonal" } },
        });
      });
      expect(await refusal(source(badOption, good.files))).toMatch(
        /^items \S+ \(group\) draft: mediaGallery option gridLayout: Invalid option: expected one of "grid"\|"masonry"$/,
      );
      const badShape = tampered((a) => {
        const page = a.tables.items!.find((row) => row.type === "page")!;
        page.published = JSON.stringify({ status: "nonsense" });
      });
      expect(await refusal(source(badShape, good.files))).toMatch(/^items \S+ \(page\) published: status: /);
    });

    it("a column this database does not have", async () => {
      const newer = tampered((a) => {
        a.tables.branches![0]!.special_days = "[]";
      });
      expect(await refusal(source(newer, good.files))).toBe(
        "table branches has no column special_days in this database: apply the exporting deployment's migrations first",
      );
    });

    it("a write that fails in a batch: the rows and the copied files are removed again", async () => {
      const duplicateSlug = tampered((a) => {
        a.tables.slugs!.push({ ...a.tables.slugs![0]! });
      });
      const error = await importSite(bindings(), source(duplicateSlug, good.files), target).catch((e: unknown) => e);
      expect(String(error)).toMatch(/UNIQUE constraint failed/);
      expect(await traces("refused")).toEqual(NOTHING);
    });

    it("a taken host or site id", async () => {
      expect(await importSite(bindings(), source(good.archive, good.files), { id: "refused", primaryHost: "site.test" }).catch((e: Error) => e.message)).toBe(
        "host already used by another site: site.test",
      );
      expect(await importSite(bindings(), source(good.archive, good.files), { id: "main", primaryHost: "other.test" }).catch((e: Error) => e.message)).toBe(
        "a site main exists already",
      );
      expect(await traces("refused")).toEqual(NOTHING);
    });
  });

  it("deletes a site: no row, no object and no cached page of it is left; another site keeps everything", async () => {
    const page = await request("/de", {}, {}, "https://copy.test");
    expect(page.status).toBe(200);
    const plan = await planSiteDelete(bindings(), "copy");
    expect(plan.rows.sites).toBe(1);
    expect(plan.rows.items).toBeGreaterThan(100);
    expect(plan.objects.length).toBeGreaterThan(30);
    expect(plan.cacheKeys.some((key) => key.startsWith("html:") && key.includes("//copy.test/de"))).toBe(true);
    const before = await traces("main");
    await deleteSite(bindings(), plan);
    forgetSites();
    expect(await traces("copy")).toEqual(NOTHING);
    const left = await env.PAGE_CACHE.list();
    expect(left.keys.filter((key) => key.name.includes("copy.test") || key.name.includes(":copy:") || key.name.endsWith(":copy"))).toEqual([]);
    expect(planIsEmpty(await planSiteDelete(bindings(), "copy"))).toBe(true);
    expect((await request("/de", {}, {}, "https://copy.test")).status).toBe(404);
    expect(await traces("main")).toEqual(before);
    expect((await request("/de")).status).toBe(200);
  });
});
