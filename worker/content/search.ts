import { isLocaleAllowed } from "../../common/content";
import type { Locale } from "../../common/locales";
import { previewText, richTextToPlain } from "../../common/rich-text";
import { pagePath } from "../../common/routes";
import type { SiteDb } from "../sites/site-db";
import { parseField, parsePage } from "./items";

export const SEARCH_MIN_LENGTH = 3;
export type SearchHit = { pageId: string; title: string; path: string; snippet: string };

/**
 * Site search over the published content of one locale: page names and field texts (rich text as plain text).
 * Password-protected pages, pages hidden in the locale and the login page are never listed.
 */
export async function searchSite(db: SiteDb, locale: Locale, query: string, limit = 20): Promise<SearchHit[]> {
  const needle = query.trim().toLowerCase();
  if (needle.length < SEARCH_MIN_LENGTH) return [];
  const { results } = await db
    .prepare(
      `SELECT p.id AS page_id, p.published AS page, s.slug, s.collection, f.published AS field
       FROM items p JOIN slugs s ON s.site_id = $site AND s.page_id = p.id AND s.published = 1 AND s.locale = ?1
       LEFT JOIN items f ON f.site_id = $site AND f.page_id = p.id AND f.type = 'field' AND f.published IS NOT NULL
         AND instr(lower(json_extract(f.published, '$.content.' || ?1)), ?2) > 0
       WHERE p.site_id = $site AND p.type = 'page' AND p.published IS NOT NULL AND s.slug != 'login'
         AND (f.id IS NOT NULL OR instr(lower(json_extract(p.published, '$.meta.name.' || ?1)), ?2) > 0)`,
    )
    .bind(locale, needle)
    .all<{ page_id: string; page: string; slug: string; collection: string | null; field: string | null }>();
  const hits = new Map<string, SearchHit>();
  for (const row of results) {
    const page = parsePage(row.page);
    if (page.status !== "published" || page.meta.password || !isLocaleAllowed(page.meta, locale)) continue;
    const title = page.meta.name[locale] ?? "";
    const fieldText = row.field ? textOf(parseField(row.field), locale) : "";
    const matchesField = fieldText.toLowerCase().includes(needle);
    if (!matchesField && !title.toLowerCase().includes(needle)) continue;
    const existing = hits.get(row.page_id);
    if (existing?.snippet) continue;
    hits.set(row.page_id, {
      pageId: row.page_id,
      title,
      path: pagePath({ locale, slug: row.slug, collection: row.collection }),
      snippet: matchesField ? snippetAround(fieldText, needle) : "",
    });
  }
  return [...hits.values()].slice(0, limit);
}

function textOf(field: ReturnType<typeof parseField>, locale: Locale): string {
  if (!field.visible) return "";
  const value = field.content[locale];
  return value?.text ?? richTextToPlain(value?.json ?? null);
}

/** Up to 200 characters of text starting shortly before the match. */
function snippetAround(text: string, needle: string): string {
  const at = text.toLowerCase().indexOf(needle);
  const start = Math.max(0, at - 40);
  return (start > 0 ? "…" : "") + previewText(text.slice(start));
}
