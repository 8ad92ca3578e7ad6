import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { database } from "../content/pages";
import { saveSettings } from "../content/site";
import { seedLausanneSite } from "../../scripts/seed/lausanne-site";
import { countingD1, putSite, request, seedDemo, TEST_SITE } from "../test/helpers";
import { siteDb } from "./site-db";
import { findSiteByHost } from "./site-lookup";

/** A second site on a local name (its origin takes the request's port) with an alias; the test site is the default. */
const LAC = {
  id: "lac",
  name: "Optique du Lac",
  primaryHost: "lac.localhost",
  aliasHosts: ["www.optique-du-lac.test"],
  locales: ["fr", "de", "it", "en"] as ("fr" | "de" | "it" | "en")[],
  programs: [],
  isDefault: false,
};

beforeAll(async () => {
  await seedDemo();
  await putSite(LAC);
  await seedLausanneSite(database(siteDb(env.DB, LAC.id)), env.PAGE_CACHE);
  // Two sites' seeds (the demo draws its pictures): generous on a loaded machine.
}, 180_000);

const at = (origin: string, path: string, init: RequestInit = {}) => request(path, init, {}, origin);
const canonical = (html: string) => html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];

describe("site resolution", () => {
  it("answers an unknown host with a plain 404 that names nothing", async () => {
    for (const path of ["/", "/de", "/api/v1/settings", "/sitemap.xml", "/media/x.jpg", "/parties/game/abc"]) {
      const res = await at("https://unknown.example", path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).toBe("Not found");
      expect(res.headers.get("Content-Type")).toContain("text/plain");
    }
  });

  it("redirects an alias host with 301 to the same path on the primary origin", async () => {
    const res = await at("https://www.optique-du-lac.test", "/fr/atelier?x=1");
    expect(res.status).toBe(301);
    expect(res.headers.get("Location")).toBe("https://lac.localhost/fr/atelier?x=1");
  });

  it("serves plain localhost and 127.0.0.1 with the default site, and <site>.localhost with its own", async () => {
    const local = await at("http://127.0.0.1:8788", "/de/~imprint");
    expect(local.status).toBe(200);
    expect(local.body).toContain("Optik Seeblick");
    const lac = await at("http://lac.localhost:8788", "/fr");
    expect(lac.status).toBe(200);
    expect(lac.body).toContain("Optique du Lac");
    expect(lac.body).not.toContain("Optik Seeblick");
    // Each site offers its own languages: Italian on the Lausanne site only.
    expect((await at("http://lac.localhost:8788", "/it")).status).toBe(200);
    expect((await at("http://localhost:8788", "/it")).status).toBe(404);
    expect((await at("http://lac.localhost:8788", "/", { headers: { "Accept-Language": "it" } })).headers.get("Location")).toBe("/it");
  });
});

describe("primary origin", () => {
  it("uses the site's primary origin for canonical and hreflang links, whatever host asked first", async () => {
    // Asked first under the loopback address: the cached HTML still names the primary origin.
    const first = await at("http://127.0.0.1:8788", "/de/ueber-uns");
    expect(canonical(first.body)).toBe("https://site.test/de/ueber-uns");
    expect(first.body).toContain('hrefLang="fr" href="https://site.test/fr/a-propos"');
    expect(first.body).not.toContain("127.0.0.1");
    const second = await at("https://site.test", "/de/ueber-uns");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(second.body).toBe(first.body);
  });

  it("gives a local primary host the request's port, and keeps pages of different ports apart", async () => {
    const a = await at("http://lac.localhost:5173", "/fr/atelier");
    expect(canonical(a.body)).toBe("http://lac.localhost:5173/fr/atelier");
    const b = await at("http://lac.localhost:4173", "/fr/atelier");
    expect(canonical(b.body)).toBe("http://lac.localhost:4173/fr/atelier");
    expect(b.headers.get("X-Cache")).toBe("MISS");
  });

  it("writes sitemap and robots with the primary origin and the site's own languages", async () => {
    const robots = await at("http://127.0.0.1:8788", "/robots.txt");
    expect(robots.body).toContain("Sitemap: https://site.test/sitemap.xml");
    expect(robots.body).toContain("Disallow: /fr/edit");
    const sitemap = await at("http://lac.localhost:8788", "/sitemap.xml");
    expect(sitemap.body).toContain("<loc>http://lac.localhost:8788/it/laboratorio</loc>");
    expect(sitemap.body).not.toContain("ueber-uns");
  });

  it("hands the primary origin to the page for the game's share links", async () => {
    const page = await at("http://127.0.0.1:8788", "/de/~imprint");
    expect(page.body).toContain('data-origin="https://site.test"');
  });
});

describe("cache per site", () => {
  it("publishing on one site re-renders none of another's pages", async () => {
    await at("http://lac.localhost:8788", "/fr");
    expect((await at("http://lac.localhost:8788", "/fr")).headers.get("X-Cache")).toBe("HIT");
    await at("https://site.test", "/de");
    await saveSettings(database(siteDb(env.DB, TEST_SITE.id)), env.PAGE_CACHE, { contact: { email: "neu@site.test" } });
    expect((await at("https://site.test", "/de")).headers.get("X-Cache")).toBe("MISS");
    const lac = await at("http://lac.localhost:8788", "/fr");
    expect(lac.headers.get("X-Cache")).toBe("HIT");
  });

  it("renders an uncached page of a second site with at most 5 D1 statements and serves its hit with none", async () => {
    await at("http://lac.localhost:8788", "/de/atelier");
    await saveSettings(database(siteDb(env.DB, LAC.id)), env.PAGE_CACHE, { contact: { email: "atelier@optique-du-lac.example" } });
    await findSiteByHost(env.DB, "lac.localhost");
    const miss = countingD1(env.DB);
    const missRes = await request("/de/atelier", {}, { DB: miss.db }, "http://lac.localhost:8788");
    expect(missRes.headers.get("X-Cache")).toBe("MISS");
    expect(miss.statements()).toBeLessThanOrEqual(5);
    const hit = countingD1(env.DB);
    const hitRes = await request("/de/atelier", {}, { DB: hit.db }, "http://lac.localhost:8788");
    expect(hitRes.headers.get("X-Cache")).toBe("HIT");
    expect(hit.statements()).toBe(0);
  });
});

describe("media per site", () => {
  it("serves a site's files under its own R2 prefix only", async () => {
    const row = await env.DB.prepare("SELECT id, extension FROM media WHERE site_id = 'main' AND media_type = 'image' LIMIT 1").first<{
      id: string;
      extension: string;
    }>();
    expect((await at("https://site.test", `/media/${row!.id}.${row!.extension}`)).status).toBe(200);
    expect(await env.MEDIA.head(`sites/main/media/${row!.id}.${row!.extension}`)).not.toBeNull();
    expect((await at("http://lac.localhost:8788", `/media/${row!.id}.${row!.extension}`)).status).toBe(404);
  });

  it("keeps files stored before sites existed (unprefixed keys) reachable from the migrated site only", async () => {
    const id = "5f0c9a4e-1b2c-4d3e-8f40-123456789abc";
    await env.MEDIA.put(`media/${id}.jpg`, new Uint8Array([1, 2, 3]), { httpMetadata: { contentType: "image/jpeg" } });
    const main = await at("https://site.test", `/media/${id}.jpg`);
    expect(main.status).toBe(200);
    expect(main.headers.get("Content-Length")).toBe("3");
    expect((await at("http://lac.localhost:8788", `/media/${id}.jpg`)).status).toBe(404);
  });
});
