import { Hono } from "hono";
import { isLocaleAllowed, pageStateSchema } from "../../common/content";
import type { Locale } from "../../common/locales";
import { pagePath, ROLE_SLUGS } from "../../common/routes";
import type { AppEnv } from "../app-env";

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** robots.txt and sitemap.xml of the site: every published, public page in every offered locale, with hreflang alternates, on its primary origin. */
export const seoRoutes = new Hono<AppEnv>()
  .get("/robots.txt", (c) => {
    const { origin, locales } = c.var.site;
    const disallowEdit = locales.map((locale) => `Disallow: /${locale}/edit\n`).join("");
    return c.text(`User-agent: *\nAllow: /\nDisallow: /api/\n${disallowEdit}Sitemap: ${origin}/sitemap.xml\n`);
  })
  .get("/sitemap.xml", async (c) => {
    const { locales, origin } = c.var.site;
    const { results } = await c.var.db
      .prepare(
        "SELECT s.page_id, s.locale, s.slug, s.collection, i.published AS state, i.updated_at FROM slugs s JOIN items i ON i.site_id = $site AND i.id = s.page_id WHERE s.site_id = $site AND s.published = 1 AND i.published IS NOT NULL",
      )
      .all<{ page_id: string; locale: Locale; slug: string; collection: string | null; state: string; updated_at: string }>();
    const byPage = new Map<string, { loc: string; locale: Locale; lastmod: string }[]>();
    for (const row of results) {
      const state = pageStateSchema.parse(JSON.parse(row.state));
      const isPublic = state.status === "published" && !state.meta.password && row.slug !== ROLE_SLUGS.login;
      if (!isPublic || !locales.includes(row.locale) || !isLocaleAllowed(state.meta, row.locale)) continue;
      const list = byPage.get(row.page_id) ?? [];
      list.push({
        loc: origin + pagePath({ locale: row.locale, slug: row.slug, collection: row.collection }),
        locale: row.locale,
        lastmod: row.updated_at.slice(0, 10),
      });
      byPage.set(row.page_id, list);
    }
    const urls = [...byPage.values()].flatMap((versions) =>
      versions.map((v) => {
        const alternates = versions.map((a) => `<xhtml:link rel="alternate" hreflang="${a.locale}" href="${escapeXml(a.loc)}"/>`).join("");
        return `<url><loc>${escapeXml(v.loc)}</loc><lastmod>${v.lastmod}</lastmod>${alternates}</url>`;
      }),
    );
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls.join("")}</urlset>\n`;
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=0, must-revalidate" });
  });
