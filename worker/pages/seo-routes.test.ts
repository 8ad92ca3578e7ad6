import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { request, seedDemo } from "../test/helpers";

beforeAll(seedDemo);

describe("sitemap.xml", () => {
  it("lists every published page in every offered locale with its alternates", async () => {
    const { status, headers, body } = await request("/sitemap.xml");
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("application/xml");
    const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const published = await env.DB.prepare("SELECT COUNT(*) AS n FROM slugs WHERE published = 1 AND slug != 'login'").first<{ n: number }>();
    expect(locs.length).toBe(published!.n);
    expect(locs).toContain("https://site.test/de");
    expect(locs).toContain("https://site.test/fr/golf/trou-9");
    expect(locs).not.toContain("https://site.test/de/login");
    expect(body).toContain('<xhtml:link rel="alternate" hreflang="fr" href="https://site.test/fr/prestations"/>');
  });

  it("leaves out password-protected pages", async () => {
    await env.DB.prepare(
      "UPDATE items SET published = json_set(published, '$.meta.password', 'secret') WHERE id = (SELECT page_id FROM slugs WHERE slug = 'ueber-uns' AND published = 1)",
    ).run();
    const { body } = await request("/sitemap.xml");
    expect(body).not.toContain("/de/ueber-uns");
    expect(body).not.toContain("/fr/a-propos");
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps out the API and edit mode, and points to the sitemap", async () => {
    const { body } = await request("/robots.txt");
    expect(body).toBe("User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /de/edit\nDisallow: /fr/edit\nSitemap: https://site.test/sitemap.xml\n");
  });
});
