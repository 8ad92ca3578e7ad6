import { applyD1Migrations, type D1Migration } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";

const migrations = (env as unknown as { TEST_MIGRATIONS: D1Migration[] }).TEST_MIGRATIONS;
// Storage is isolated per test file: this file empties its database and rebuilds the shape of before migration 0004.
const db = env.DB;

async function emptyDatabase() {
  const { results } = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<{ name: string }>();
  await db.batch(results.map(({ name }) => db.prepare(`DROP TABLE "${name}"`)));
}

describe("migration 0004 (sites)", () => {
  it("moves a deployed single-site database into the site 'main' without losing a row", async () => {
    await emptyDatabase();
    await applyD1Migrations(
      db,
      migrations.filter((m) => m.name < "0004"),
    );
    const page = JSON.stringify({
      status: "published",
      role: "home",
      collection: null,
      position: 0,
      meta: { name: { de: "Start" }, description: {}, password: null, disallowedLanguages: [] },
    });
    await db.batch([
      db.prepare("INSERT INTO items (id, type, page_id, draft, published, changed) VALUES ('p1', 'page', 'p1', ?1, ?1, 0)").bind(page),
      db.prepare("INSERT INTO slugs (page_id, locale, slug, published) VALUES ('p1', 'de', '~home', 1)"),
      db.prepare("INSERT INTO collections (id, name, kind, collection_type) VALUES ('c1', 'team', 'team', 'page')"),
      db.prepare("INSERT INTO collection_items (collection_id, item_id, position) VALUES ('c1', 'p1', 0)"),
      db.prepare('INSERT INTO site_documents (key, value) VALUES (\'settings\', \'{"contact":{"email":"a@b.ch"}}\')'),
      db.prepare("INSERT INTO publications (id, page_id, snapshot) VALUES ('pub1', 'p1', '[]')"),
      db.prepare("INSERT INTO businesses (id, name, programs, is_site_owner) VALUES ('b1', 'Optik', '{}', 1)"),
      db.prepare(
        "INSERT INTO branches (id, business_id, name, street, zip, city, opening_hours) VALUES ('r1', 'b1', 'Altstadt', 'Gasse', '8400', 'Winterthur', '{}')",
      ),
      db.prepare(
        "INSERT INTO media (id, media_type, mime_type, bucket_folder, object_id, original_filename, extension, file_size) VALUES ('m1', 'image', 'image/jpeg', 'media', 'm1', 'a.jpg', 'jpg', 10)",
      ),
      db.prepare(
        "INSERT INTO users (id, email, role, password_hash, password_salt, password_iterations) VALUES ('u1', 'o@b.ch', 'optician', 'h', 's', 1), ('u2', 'a@b.ch', 'admin', 'h', 's', 1)",
      ),
      db.prepare("INSERT INTO sessions (id, user_id, expires_at) VALUES ('s1', 'u1', '2999-01-01')"),
      db.prepare("INSERT INTO changelog_seen (user_id, date) VALUES ('u1', '2026-11-01')"),
      db.prepare("INSERT INTO submissions (id, form, locale, payload, sender_email) VALUES ('f1', 'contact', 'de', '{}', 'x@y.ch')"),
      db.prepare("INSERT INTO listings (id, type, title) VALUES ('l1', 'job', '{\"de\":\"Job\"}')"),
    ]);
    const tables = [
      "items",
      "slugs",
      "collections",
      "collection_items",
      "site_documents",
      "publications",
      "businesses",
      "branches",
      "media",
      "sessions",
      "changelog_seen",
      "submissions",
      "listings",
    ];
    const count = async () =>
      Object.fromEntries(await Promise.all(tables.map(async (t) => [t, (await db.prepare(`SELECT COUNT(*) AS n FROM ${t}`).first<{ n: number }>())!.n])));
    const before = await count();

    await applyD1Migrations(db, migrations);

    expect(await count()).toEqual(before);
    for (const table of tables) {
      const other = await db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id != 'main'`).first<{ n: number }>();
      expect(other!.n, table).toBe(0);
    }
    expect(await db.prepare("SELECT id, primary_host, locales, is_default FROM sites").all()).toMatchObject({
      results: [{ id: "main", primary_host: "localhost", locales: '["de","fr"]', is_default: 1 }],
    });
    expect((await db.prepare("SELECT user_id, site_id FROM memberships").all()).results).toEqual([{ user_id: "u1", site_id: "main" }]);
    expect(await db.prepare("SELECT value FROM site_documents WHERE site_id = 'main' AND key = 'settings'").first()).toEqual({
      value: '{"contact":{"email":"a@b.ch"}}',
    });
    expect(await db.prepare("SELECT published FROM items WHERE id = 'p1'").first()).toEqual({ published: page });
    // The new keys hold: the same slug may now exist once per site.
    await db.prepare("INSERT INTO slugs (site_id, page_id, locale, slug, published) VALUES ('other', 'p2', 'de', '~home', 1)").run();
  });
});
