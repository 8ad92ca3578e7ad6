import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { postJson, request, seedDemo, signIn, TEST_SITE } from "../test/helpers";
import { bindings, exportToMemory, source } from "../test/site-archive-helpers";
import { importSite } from "../sites/site-import";
import { forgetSites } from "../sites/site-lookup";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const call = async (path: string, body: unknown, method = "POST") => {
  const res =
    method === "POST"
      ? await postJson(`/api/v1${path}`, body, cookie)
      : await request(`/api/v1${path}`, {
          method,
          headers: { Cookie: cookie, Origin: "https://site.test", "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
  return { status: res.status, json: JSON.parse(res.body) };
};
const versionOf = async (id: string) => (await env.DB.prepare("SELECT version FROM items WHERE id = ?1").bind(id).first<{ version: number }>())!.version;

/** A new published page at /de/{slug} (and /fr/{slug}-fr). */
async function publishedPage(slug: string): Promise<string> {
  const { json } = await call("/page/add", { lang: "de", initialMeta: { name: { de: slug, fr: slug }, slug } });
  await rename(json.id, "fr", `${slug}-fr`, false);
  await call("/page/publish", { id: json.id });
  return json.id;
}
async function rename(id: string, lang: "de" | "fr", slug: string, publish = true) {
  expect((await call("/page/info", { id, lang, slug, version: await versionOf(id) }, "PUT")).status).toBe(200);
  if (publish) expect((await call("/page/publish", { id })).status).toBe(200);
}
const visit = (path: string) => request(path, { redirect: "manual" });

describe("old addresses", () => {
  it("answers 301 from the old address to the current one after a rename is published, even where the old page was cached", async () => {
    const id = await publishedPage("brillen-alt");
    await visit("/de/brillen-alt");
    expect((await visit("/de/brillen-alt")).headers.get("X-Cache")).toBe("HIT");
    await rename(id, "de", "brillen-neu");
    const old = await visit("/de/brillen-alt?utm=mail");
    expect(old.status).toBe(301);
    expect(old.headers.get("Location")).toBe("/de/brillen-neu?utm=mail");
    expect(old.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    // The other language keeps its address; only what moved redirects.
    expect((await visit("/fr/brillen-alt-fr")).status).toBe(200);
    expect((await visit("/de/brillen-neu")).status).toBe(200);
  });

  it("collapses a chain to one hop: A then B then C, A answers 301 straight to C", async () => {
    const id = await publishedPage("kette-a");
    await rename(id, "de", "kette-b");
    await rename(id, "de", "kette-c");
    expect((await visit("/de/kette-a")).headers.get("Location")).toBe("/de/kette-c");
    expect((await visit("/de/kette-b")).headers.get("Location")).toBe("/de/kette-c");
    // Back to A: A is the current address again and no old address of the page any more.
    await rename(id, "de", "kette-a");
    expect((await visit("/de/kette-a")).status).toBe(200);
    expect((await visit("/de/kette-c")).headers.get("Location")).toBe("/de/kette-a");
    const listed = JSON.parse((await request(`/api/v1/page/redirects?id=${id}`, { headers: { Cookie: cookie } })).body);
    expect(listed.addresses.map((a: { path: string }) => a.path).sort()).toEqual(["/de/kette-b", "/de/kette-c"]);
  });

  it("refuses an old address that is the page's own address (a loop) with a 400 naming the field and rule", async () => {
    const id = await publishedPage("schleife");
    const answer = await call("/page/redirect/add", { id, lang: "de", path: "/de/schleife" });
    expect(answer.status).toBe(400);
    expect(answer.json.issues).toEqual([expect.objectContaining({ field: "path", rule: "loop" })]);
    const reserved = await call("/page/redirect/add", { id, lang: "de", path: "/api/v1/page/get" });
    expect(reserved.status).toBe(400);
    expect(reserved.json.issues).toEqual([expect.objectContaining({ field: "path", rule: "reserved" })]);
  });

  it("lets an address a live page holds win over an old address", async () => {
    const first = await publishedPage("besetzt");
    await rename(first, "de", "besetzt-neu");
    expect((await visit("/de/besetzt")).status).toBe(301);
    const second = await publishedPage("zweite");
    await rename(second, "de", "besetzt");
    const taken = await visit("/de/besetzt");
    expect(taken.status).toBe(200);
    expect(taken.body).toContain("zweite");
    // By hand neither: an address another page holds live stays with it.
    expect((await call("/page/redirect/add", { id: first, lang: "de", path: "/de/besetzt" })).status).toBe(409);
  });

  it("answers 410 Gone for a deleted page's addresses, old ones too, unless one is given to another page", async () => {
    const gone = await publishedPage("weg-alt");
    await rename(gone, "de", "weg");
    expect((await call("/page/remove", { id: gone })).status).toBe(200);
    expect((await visit("/de/weg")).status).toBe(410);
    expect((await visit("/de/weg-alt")).status).toBe(410);
    expect((await visit("/fr/weg-alt-fr")).status).toBe(410);
    expect((await visit("/de/nie-gewesen")).status).toBe(404);
    const heir = await publishedPage("erbe");
    expect((await call("/page/redirect/add", { id: heir, lang: "de", path: "/de/weg" })).status).toBe(200);
    expect((await visit("/de/weg")).headers.get("Location")).toBe("/de/erbe");
  });

  it("follows an old address added by hand (the previous website's path) to the page menu's language, or the one its path names; removing it ends that", async () => {
    const id = await publishedPage("handarbeit");
    const added = await call("/page/redirect/add", { id, lang: "fr", path: "https://alter-shop.ch/Kontakt.html" });
    expect(added).toMatchObject({ status: 200, json: { path: "/Kontakt.html", locale: "fr", manual: true } });
    expect((await call("/page/redirect/add", { id, lang: "fr", path: "/de/alte-seite/" })).json.locale).toBe("de");
    expect((await visit("/Kontakt.html")).headers.get("Location")).toBe("/fr/handarbeit-fr");
    expect((await visit("/de/alte-seite")).headers.get("Location")).toBe("/de/handarbeit");
    expect((await call("/page/redirect/remove", { id, path: "/Kontakt.html" })).status).toBe(200);
    expect((await visit("/Kontakt.html")).status).toBe(404);
    expect((await call("/page/redirect/remove", { id, path: "/Kontakt.html" })).status).toBe(404);
  });

  it("lists only current addresses in the sitemap", async () => {
    const id = await publishedPage("karte-alt");
    await rename(id, "de", "karte-neu");
    const { body } = await request("/sitemap.xml");
    expect(body).toContain("https://site.test/de/karte-neu");
    expect(body).not.toContain("karte-alt<");
    expect(body).not.toContain("/de/karte-alt");
  });

  it("keeps old addresses per site and carries them through export and import", async () => {
    const id = await publishedPage("reise-alt");
    await rename(id, "de", "reise");
    const original = await exportToMemory(TEST_SITE.id);
    expect(original.archive.tables.redirects?.some((row) => row.path === "/de/reise-alt" && row.page_id === id)).toBe(true);
    await importSite(bindings(), source(original.archive, original.files), { id: "umzug", primaryHost: "umzug.test" });
    forgetSites();
    const copy = await request("/de/reise-alt", { redirect: "manual" }, {}, "https://umzug.test");
    expect(copy.status).toBe(301);
    expect(copy.headers.get("Location")).toBe("/de/reise");
    // The copy's rows point at the copy's page, and the original site keeps its own.
    const row = await env.DB.prepare("SELECT page_id FROM redirects WHERE site_id = 'umzug' AND path = '/de/reise-alt'").first<{ page_id: string }>();
    expect(row?.page_id).not.toBe(id);
    await env.DB.prepare("DELETE FROM redirects WHERE site_id = 'main' AND path = '/de/reise-alt'").run();
    expect((await visit("/de/reise-alt")).status).toBe(404);
    expect((await request("/de/reise-alt", { redirect: "manual" }, {}, "https://umzug.test")).status).toBe(301);
  });
});
