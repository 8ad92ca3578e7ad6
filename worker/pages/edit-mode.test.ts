import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { editorBootSchema } from "../../common/editor/boot";
import { request, seedDemo, signIn } from "../test/helpers";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const kvKeys = async () => (await env.PAGE_CACHE.list()).keys.map((k) => k.name).sort();

describe("edit mode", () => {
  it("redirects to the login page and back without a session", async () => {
    const { status, headers } = await request("/fr/edit/prestations?toolbar=1", { redirect: "manual" });
    expect(status).toBe(302);
    expect(headers.get("Location")).toBe("/fr/login?next=%2Ffr%2Fedit%2Fprestations%3Ftoolbar%3D1");
  });

  it("shows drafts to a signed-in editor, while visitors keep the published page", async () => {
    await env.DB.prepare(
      "UPDATE items SET draft = json_set(draft, '$.meta.name.de', 'Unser Angebot'), changed = 1 WHERE type = 'page' AND id = (SELECT page_id FROM slugs WHERE slug = 'dienstleistungen' AND published = 0)",
    ).run();
    const edit = await request("/de/edit/dienstleistungen", { headers: { Cookie: cookie } });
    expect(edit.status).toBe(200);
    expect(edit.body).toContain("<title>Unser Angebot – Optik Seeblick</title>");
    expect(edit.body).toContain('id="editor-root"');
    const live = await request("/de/dienstleistungen");
    expect(live.body).toContain("<title>Dienstleistungen – Optik Seeblick</title>");
  });

  it("neither reads nor writes the page cache and is never stored by browsers or proxies", async () => {
    await request("/de/ueber-uns");
    const before = await kvKeys();
    const stored = await env.PAGE_CACHE.get(before.find((k) => k.endsWith("https://site.test/de/ueber-uns"))!);
    // Poison the cached live page: edit mode must not show it.
    await env.PAGE_CACHE.put(before.find((k) => k.endsWith("https://site.test/de/ueber-uns"))!, stored!.replace("Unser Team", "POISONED"));
    const edit = await request("/de/edit/ueber-uns", { headers: { Cookie: cookie } });
    expect(edit.body).toContain("Unser Team");
    expect(edit.body).not.toContain("POISONED");
    expect(edit.headers.get("Cache-Control")).toBe("private, no-store");
    expect(edit.headers.get("X-Cache")).toBeNull();
    expect(await kvKeys()).toEqual(before);
  });

  it("addresses an unpublished page by its id", async () => {
    const id = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO items (site_id, id, type, page_id, draft) VALUES ('main', ?1, 'page', ?1, ?2)")
      .bind(
        id,
        JSON.stringify({
          status: "draft",
          role: null,
          collection: null,
          position: 0,
          meta: { name: { de: "Entwurf" }, description: {}, password: null, disallowedLanguages: [] },
        }),
      )
      .run();
    expect((await request(`/de/edit/${id}`, { headers: { Cookie: cookie } })).body).toContain("<title>Entwurf – Optik Seeblick</title>");
    expect((await request(`/de/${id}`)).status).toBe(404);
  });
});

describe("edit-mode markers and the editor entry", () => {
  const bootOf = (html: string) =>
    editorBootSchema.parse(JSON.parse(/<script type="application\/json" id="editor-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? "null"));

  it("marks the page, its groups and their text fields in edit mode, with id, type, name, content and data type", async () => {
    const { body } = await request("/de/edit", { headers: { Cookie: cookie } });
    const { results } = await env.DB.prepare(
      "SELECT id, json_extract(draft, '$.name') AS name, json_extract(draft, '$.contentType') AS contentType FROM items WHERE type = 'field' AND page_id = (SELECT page_id FROM slugs WHERE slug = '~home' AND locale = 'de' AND published = 0) AND json_extract(draft, '$.name') = 'title'",
    ).all<{ id: string; name: string; contentType: string }>();
    const title = results[0]!;
    expect(body).toContain(`data-item="${title.id}" data-item-type="field" data-field-name="title" data-content-type="${title.contentType}"`);
    expect(body).toMatch(/<section[^>]*data-item="[^"]+" data-item-type="group" data-block-type="hero" data-item-status="(draft|published)"/);
    const boot = bootOf(body);
    expect(boot.locale).toBe("de");
    expect(boot.locales).toEqual([
      { locale: "de", path: "/de/edit" },
      { locale: "fr", path: "/fr/edit" },
    ]);
    expect(boot.language).toBe("de");
  });

  it("links the editor entry in edit mode only; live HTML has no markers and no editor", async () => {
    const edit = await request("/de/edit/dienstleistungen", { headers: { Cookie: cookie } });
    expect(edit.body).toContain("client/editor/main.tsx");
    for (const path of ["/de", "/de/dienstleistungen", "/fr/prestations", "/de/golf/loch-1", "/de/~start"]) {
      const live = await request(path);
      expect(live.status, path).toBe(200);
      expect(live.body, path).not.toMatch(/data-item|data-field-name|data-content-type|editor-root|editor-boot|client\/editor/);
    }
  });

  it("uses the French editor texts when the site's editor.locale is fr, and English on the game pages", async () => {
    await env.DB.prepare("UPDATE site_documents SET value = json_set(value, '$.editor.locale', 'fr') WHERE key = 'settings'").run();
    expect(bootOf((await request("/de/edit/dienstleistungen", { headers: { Cookie: cookie } })).body).language).toBe("fr");
    expect(bootOf((await request("/de/edit/~start", { headers: { Cookie: cookie } })).body).language).toBe("en");
    await env.DB.prepare("UPDATE site_documents SET value = json_set(value, '$.editor.locale', 'de') WHERE key = 'settings'").run();
  });
});
