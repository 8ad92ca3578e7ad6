import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { postJson, putSite, request, seedDemo, signIn, TEST_SITE } from "../test/helpers";

let cookie = "";
let pageId = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
  const row = await env.DB.prepare("SELECT page_id FROM slugs WHERE site_id = 'main' AND slug = 'dienstleistungen' AND published = 1").first<{
    page_id: string;
  }>();
  pageId = row!.page_id;
  // An unpublished change: the page's title (its heading) in German.
  await env.DB.prepare("UPDATE items SET draft = json_set(draft, '$.meta.name.de', 'Neues Angebot 2027'), changed = 1 WHERE id = ?1").bind(pageId).run();
});

const create = async (body: Record<string, unknown>) => {
  const res = await postJson("/api/v1/page/preview/create", { id: pageId, lang: "de", ...body }, cookie);
  return { status: res.status, json: JSON.parse(res.body) };
};
const list = async () => JSON.parse((await request(`/api/v1/page/previews?id=${pageId}`, { headers: { Cookie: cookie } })).body).links;
/** Opens a link as a visitor: no cookie, the path of its address on the test site (or another host). */
const open = (url: string, origin?: string) => request(new URL(url).pathname, {}, {}, origin);
const kvKeys = async () => (await env.PAGE_CACHE.list()).keys.map((k) => k.name).sort();

describe("preview links", () => {
  it("shows the page's draft without a session, marked, never cached or indexed, without editor code or markers", async () => {
    const before = await kvKeys();
    const { status, json } = await create({});
    expect(status).toBe(200);
    expect(json.url).toMatch(/^https:\/\/site\.test\/~preview\/[A-Za-z0-9_-]{43}$/);
    const days = (Date.parse(json.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const page = await open(json.url);
    expect(page.status).toBe(200);
    expect(page.body).toContain("<h1>Neues Angebot 2027</h1>");
    expect(page.body).toContain("Vorschau – noch nicht veröffentlicht");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(page.body).toContain('<meta name="robots" content="noindex"/>');
    expect(page.body).not.toContain("editor-root");
    expect(page.body).not.toContain("data-item");
    expect(page.body).not.toContain("og:title");
    expect(await kvKeys()).toEqual(before);
    // Visitors of the live page keep the published title.
    expect((await request("/de/dienstleistungen")).body).not.toContain("Neues Angebot 2027");
  });

  it("speaks the language it was made in", async () => {
    const { json } = await create({ lang: "fr" });
    const page = await open(json.url);
    expect(page.body).toContain("Aperçu – pas encore publié");
    expect(page.body).toContain('lang="fr"');
  });

  it("lasts the chosen days and refuses other durations naming the field", async () => {
    const { json } = await create({ days: 30 });
    expect(Math.round((Date.parse(json.expiresAt) - Date.now()) / 86_400_000)).toBe(30);
    const refused = await create({ days: 5 });
    expect(refused.status).toBe(400);
    expect(refused.json.issues[0].field).toBe("days");
    expect((await list()).map((link: { id: string }) => link.id)).toContain(json.id);
  });

  it("is listed until revoked; then it answers 410 with a clear page and leaves the list", async () => {
    const { json } = await create({ days: 1 });
    expect(await list()).toContainEqual({ id: json.id, locale: "de", expiresAt: json.expiresAt, createdAt: json.createdAt });
    expect((await postJson("/api/v1/page/preview/revoke", { id: pageId, linkId: json.id }, cookie)).status).toBe(200);
    const page = await open(json.url);
    expect(page.status).toBe(410);
    expect(page.body).toContain("Dieser Vorschau-Link ist abgelaufen oder wurde widerrufen.");
    expect(page.body).not.toContain("Neues Angebot 2027");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect((await list()).map((link: { id: string }) => link.id)).not.toContain(json.id);
    expect((await postJson("/api/v1/page/preview/revoke", { id: pageId, linkId: json.id }, cookie)).status).toBe(404);
  });

  it("answers 410 once expired", async () => {
    const { json } = await create({ days: 1 });
    await env.DB.prepare("UPDATE preview_links SET expires_at = ?1 WHERE id = ?2")
      .bind(new Date(Date.now() - 1000).toISOString(), json.id)
      .run();
    const page = await open(json.url);
    expect(page.status).toBe(410);
    expect(page.body).toContain("Vorschau nicht mehr verfügbar");
    expect((await list()).map((link: { id: string }) => link.id)).not.toContain(json.id);
  });

  it("never opens on another site's host, nor with a made-up token", async () => {
    await putSite({ ...TEST_SITE, id: "other", name: "Andere", primaryHost: "other.test", isDefault: false });
    const { json } = await create({});
    const elsewhere = await open(json.url, "https://other.test");
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.body).not.toContain("Neues Angebot 2027");
    expect((await open(`https://site.test/~preview/${"A".repeat(43)}`)).status).toBe(404);
    expect((await open("https://site.test/~preview/short")).status).toBe(404);
  });

  it("is made, listed and revoked only by editors of the site, from its own origin", async () => {
    const body = JSON.stringify({ id: pageId, lang: "de" });
    const anonymous = await request("/api/v1/page/preview/create", {
      method: "POST",
      headers: { Origin: "https://site.test", "Content-Type": "application/json" },
      body,
    });
    expect(anonymous.status).toBe(401);
    const foreign = await request("/api/v1/page/preview/create", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://evil.test", "Content-Type": "application/json" },
      body,
    });
    expect(foreign.status).toBe(403);
    expect((await request(`/api/v1/page/previews?id=${pageId}`)).status).toBe(401);
    const own = await request("/api/v1/page/preview/create", {
      method: "POST",
      headers: { Cookie: cookie, Origin: "https://site.test", "Content-Type": "application/json" },
      body,
    });
    expect(own.status).toBe(200);
  });

  it("leaves out what a publication would drop: a block marked for deletion", async () => {
    const text = "Bald gestrichen 2027";
    const hero = { blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text } } }] };
    const added = await postJson(
      "/api/v1/page/add",
      { lang: "de", initialMeta: { name: { de: "Streichliste" }, slug: "streichliste" }, initialGroups: [hero] },
      cookie,
    );
    const page = JSON.parse(added.body).id;
    const made = JSON.parse((await postJson("/api/v1/page/preview/create", { id: page, lang: "de" }, cookie)).body);
    expect((await open(made.url)).body).toContain(text);
    await env.DB.prepare("UPDATE items SET draft = json_set(draft, '$.status', 'markedForDeletion') WHERE page_id = ?1 AND type = 'group'").bind(page).run();
    expect((await request(`/de/edit/${page}`, { headers: { Cookie: cookie } })).body).toContain(text);
    expect((await open(made.url)).body).not.toContain(text);
  });
});
