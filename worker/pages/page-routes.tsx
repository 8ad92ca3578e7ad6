import type { ReactNode } from "react";
import { z } from "zod";
import { PreviewBanner } from "./preview-banner";
import { withPublication } from "./publication-preview";
import { Hono, type Context } from "hono";
import { dictionary } from "../../common/i18n";
import { isLocale, negotiateLocale, type Locale } from "../../common/locales";
import { GAME_SLUGS, pagePath, parsePagePath, ROLE_SLUGS, type PageRoute } from "../../common/routes";
import type { AppEnv } from "../app-env";
import { etagMatches, readCachedPage, readGeneration, remember, TagTracker, tagsSeen, writeCachedPage } from "../cache/page-cache";
import { baseTags, collectionsIn } from "../cache/tags";
import { buildId, type ClientAssets, clientAssets } from "./assets";
import { Document } from "./document";
import { directoryHours } from "./directory-hours";
import { DIRECTORY_HOURS_PATH } from "../../common/directory/types";
import { LIVE_HTML_HEADERS, livePolicies, PRIVATE_HTML_HEADERS } from "./html-headers";
import { hasTracking, trackingHosts } from "../../common/tracking/providers";
import { inGolfProgram, isLocalHost } from "../sites/site";

import { currentEditor, type Editor } from "../auth/session";
import { listSubmissions } from "../api/submissions";
import { SubmissionsView } from "./submissions-view";
import { EditBar } from "./page-view";
import { hasUnlockCookie, isUnlocked } from "../auth/page-unlock";
import { type LivePage, loadLivePage } from "./load-live-page";
import { pageNeeds } from "../../common/blocks/needs";
import { keepLinksInEditMode } from "./edit-mode-links";
import { PageView } from "./page-view";
import { renderHtml } from "./render";
import { searchSite } from "../content/search";
import { findOldAddress } from "../content/redirects";
import type { SiteChrome } from "./site-chrome";
import type { Site } from "../sites/site";
import { ErrorContent, SiteLayout } from "./site-layout";
import { outsideConfig } from "../outside/config";
import { loadOutsideForPage } from "../outside/page-data";
import { currentSite } from "../outside/site";

/** The SSR route: / redirects to the best locale; /{locale}[/edit][/{collection}]/{slug} renders a page. */
export const pageRoutes = new Hono<AppEnv>();

/** Edit mode's submissions page (reserved slug). */
const SUBMISSIONS_SLUG = "submissions";

// The directory's opening hours, loaded when a business is first opened (decision 116).
pageRoutes.get(DIRECTORY_HOURS_PATH, directoryHours);
pageRoutes.get("/", (c) => {
  const site = c.get("site");
  const locale = negotiateLocale(c.req.header("Accept-Language"), site.locales);
  c.header("Vary", "Accept-Language");
  return c.redirect(`/${locale}`, 302);
});

// The game's share link: /{locale}/game?id={gameId} opens the start page, which joins that game.
pageRoutes.get("/:locale{[a-z]{2}}/game", (c) => {
  if (!inGolfProgram(c.get("site"))) return c.notFound();
  const id = c.req.query("id");
  const token = c.req.query("t");
  const start = `/${c.req.param("locale")}/~start`;
  if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) return c.redirect(start, 302);
  // The share token lets the start page catch ids cut short in a chat message.
  const query = new URLSearchParams({ id, ...(token && /^[0-9a-z]{1,8}$/.test(token) ? { t: token } : {}) });
  return c.redirect(`${start}?${query}`, 302);
});
pageRoutes.get("/:locale{[a-z]{2}}", renderPage);
pageRoutes.get("/:locale{[a-z]{2}}/*", renderPage);

async function renderPage(c: Context<AppEnv>) {
  const site = c.get("site");
  const url = new URL(c.req.url);
  const route = parsePagePath(url.pathname, url.searchParams);
  const locale = c.req.param("locale") ?? "";
  if (!isLocale(locale) || !site.locales.includes(locale)) return c.notFound();
  if (!route) return renderMissing(c, locale);
  // The game's system pages exist only on sites with a golf course (docs/decisions/069).
  if ((GAME_SLUGS as readonly string[]).includes(route.slug) && !inGolfProgram(site)) return renderNotFound(c, locale);
  if (route.edit) return renderEdit(c, route);
  if (route.slug === ROLE_SLUGS.home && url.pathname !== `/${locale}`) return c.redirect(`/${locale}`, 301);
  return renderLive(c, route);
}

async function renderLive(c: Context<AppEnv>, route: PageRoute) {
  const site = c.get("site");
  const url = new URL(c.req.url);
  // Search results and the login page (its message and return address come from the query) are never cached.
  // So are requests of visitors who unlocked a protected page: they may see its content.
  const cacheable =
    route.flags.searchquery === null && route.slug !== ROLE_SLUGS.login && !hasUnlockCookie(c.req.header("Cookie")) && !url.searchParams.has("error");
  const assets = await clientAssets(c.env);
  // Per site, by its primary origin: never by the host the page was first asked under.
  const key = `${buildId(assets)}:${site.origin}${url.pathname}`;
  // Read before any tag version (decision 003): it checks a copy in this isolate, and it lets a render take the
  // tag versions this isolate read under the same generation from memory (decision 017).
  const generation = await readGeneration(c.env.PAGE_CACHE, site.id);
  if (cacheable) {
    const hit = await readCachedPage(c.env.PAGE_CACHE, site.id, key, generation, baseTags(route.locale, route.slug));
    if (hit) {
      const headers = { ...LIVE_HTML_HEADERS, ...hit.headers, ETag: hit.etag, "X-Cache": "HIT" };
      if (etagMatches(c.req.header("If-None-Match"), hit.etag)) return c.body(null, 304, headers);
      return c.body(hit.html, hit.status as 200, headers);
    }
  }
  const tags = new TagTracker(c.env.PAGE_CACHE, site.id, generation);
  // The tags this route carried when last rendered here are read with the base tags in one KV call, and the
  // collections among them join the page's first D1 batch (docs/decisions/017).
  const seen = tagsSeen(key);
  await tags.prefetch([...baseTags(route.locale, route.slug), ...seen]);
  await tags.use(baseTags(route.locale, route.slug));
  const result = await loadLivePage(c.get("db"), route, site.locales, tags, "published", collectionsIn(seen));
  if (!result.found) return renderMissing(c, route.locale, result.chrome);
  result.outside = await outsideFor(c, url, route, result, tags);
  remember(key, Object.keys(tags.versions));
  if ((route.collection ?? null) !== (result.page.collection ?? null)) return c.redirect(result.page.path, 301);

  const unlocked = isUnlocked(c, result.page.id, result.page.unlockToken);
  // Page-specific policies, stored with the cached copy so a hit answers with the same ones.
  const policies = livePolicies(
    pageNeeds(result.page.blocks, "geolocation"),
    hasTracking(result.chrome.settings.tracking) ? trackingHosts(result.chrome.settings.tracking) : undefined,
    isLocalHost(url.hostname),
  );
  for (const [name, value] of Object.entries(policies)) c.header(name, value);
  if (unlocked) {
    const html = renderHtml(<PageView data={result} site={site} origin={site.origin} assets={assets} mode="live" unlocked />);
    return c.body(html, 200, { ...PRIVATE_HTML_HEADERS, "X-Cache": "BYPASS" });
  }
  const search =
    result.page.role === "search"
      ? { query: route.flags.searchquery, hits: await searchSite(c.get("db"), route.locale, route.flags.searchquery ?? "") }
      : undefined;
  const html = renderHtml(<PageView data={result} site={site} origin={site.origin} assets={assets} mode="live" query={url.searchParams} search={search} />);
  if (!cacheable) return c.body(html, 200, { ...LIVE_HTML_HEADERS, "X-Cache": "BYPASS" });
  c.executionCtx.waitUntil(writeCachedPage(c.env.PAGE_CACHE, key, html, 200, tags, policies));
  return c.body(html, 200, { ...LIVE_HTML_HEADERS, "X-Cache": "MISS" });
}

/** The outside content (Instagram, reviews, articles) the page's blocks declare, read under the tags (live) or none (edit). */
function outsideFor(c: Context<AppEnv>, url: URL, route: PageRoute, result: LivePage, tags: TagTracker | null) {
  return loadOutsideForPage(
    c.env,
    c.get("db"),
    outsideConfig(c.env, url.origin),
    currentSite(c),
    result.page.blocks,
    route.locale,
    result.chrome.settings,
    tags,
  );
}

const publicationIdSchema = z.string().min(1).max(64);

/** Edit mode: drafts, for signed-in editors only; never read from or written to the page cache. */
async function renderEdit(c: Context<AppEnv>, route: PageRoute) {
  const url = new URL(c.req.url);
  const editor = await currentEditor(c, c.get("db"));
  if (!editor) return c.redirect(`${pagePath({ locale: route.locale, slug: ROLE_SLUGS.login })}?next=${encodeURIComponent(url.pathname + url.search)}`, 302);
  const site = c.get("site");
  if (route.slug === SUBMISSIONS_SLUG && !route.collection) return renderSubmissions(c, route, editor);
  const result = await loadLivePage(c.get("db"), route, site.locales, null, "draft");
  if (!result.found) return renderNotFound(c, route.locale, result.chrome);
  result.outside = await outsideFor(c, url, route, result, null);
  const assets = await clientAssets(c.env);
  // ?publication={id}: an earlier publication of this page, rendered like the live page (no editor).
  const publication = publicationIdSchema.safeParse(url.searchParams.get("publication"));
  if (publication.success) {
    const preview = await withPublication(c.get("db"), result, publication.data, route.locale);
    const banner = <PreviewBanner entry={preview.entry} language={result.chrome.settings.editor.locale} editPath={url.pathname} />;
    return new Response(renderHtml(<PageView data={preview.data} site={site} origin={site.origin} assets={assets} mode="live" banner={banner} />), {
      headers: PRIVATE_HTML_HEADERS,
    });
  }
  const html = renderHtml(<PageView data={result} site={site} origin={site.origin} assets={assets} mode="edit" editor={editor} />);
  return keepLinksInEditMode(new Response(html, { headers: PRIVATE_HTML_HEADERS }), site.locales);
}

/** Edit mode only: the form submissions page, inside the site chrome of the home page. */
async function renderSubmissions(c: Context<AppEnv>, route: PageRoute, editor: Editor) {
  const site = c.get("site");
  const [home, rows] = await Promise.all([
    loadLivePage(c.get("db"), { ...route, slug: ROLE_SLUGS.home }, site.locales, null, "draft"),
    listSubmissions(c.get("db")),
  ]);
  const t = dictionary(route.locale);
  const html = await renderNoindexPage(
    c,
    route.locale,
    `Formulareingänge – ${site.name}`,
    <SiteLayout chrome={home.chrome} siteName={site.name} locale={route.locale} alternates={[]} t={t}>
      <EditBar editor={editor} livePath={`/${route.locale}`} />
      <SubmissionsView rows={rows} />
    </SiteLayout>,
  );
  return keepLinksInEditMode(new Response(html, { headers: PRIVATE_HTML_HEADERS }), site.locales);
}

/** A page of the site that search engines skip and that has no islands (the submissions, the 404 page). */
export async function renderNoindexPage(c: Context<AppEnv>, locale: Locale, title: string, body: ReactNode): Promise<string> {
  const site = c.get("site");
  const assets = await clientAssets(c.env);
  return renderHtml(
    <Document
      head={{ locale, title, description: "", canonical: null, alternates: [], defaultLocale: site.defaultLocale, noindex: true }}
      origin={site.origin}
      assets={assets}
      hasIslands={false}
    >
      {body}
    </Document>,
  );
}

/**
 * A visitor address with no live page: an old address answers 301 to its page's current one (the query kept) or
 * 410 Gone for a deleted page (docs/decisions/125); anything else the 404 page. Never written to the page cache, and
 * revalidated by browsers at every visit, so a changed or removed old address takes effect at once.
 */
export async function renderMissing(c: Context<AppEnv>, locale: Locale, chrome?: SiteChrome) {
  const url = new URL(c.req.url);
  const old = c.req.method === "GET" || c.req.method === "HEAD" ? await findOldAddress(c.get("db"), url.pathname.replace(/\/+$/, "") || "/") : null;
  if (old && "moved" in old) return c.body(null, 301, { Location: old.moved + url.search, "Cache-Control": LIVE_HTML_HEADERS["Cache-Control"] });
  return renderNotFound(c, locale, chrome, old ? 410 : 404);
}

/** The localized 404 page (or 410 for a deleted page's address) with the site chrome when it could be loaded. */
export async function renderNotFound(c: Context<AppEnv>, locale: Locale, chrome?: SiteChrome, status: 404 | 410 = 404) {
  const site = c.get("site");
  const t = dictionary(locale);
  const content = <ErrorContent title={t.notFoundTitle} text={t.notFoundText} homePath={pagePath({ locale, slug: ROLE_SLUGS.home })} homeLabel={t.backHome} />;
  const html = await renderNoindexPage(
    c,
    locale,
    `${t.notFoundTitle} – ${site.name}`,
    chrome ? (
      <SiteLayout chrome={chrome} siteName={site.name} locale={locale} alternates={[]} t={t}>
        {content}
      </SiteLayout>
    ) : (
      <main id="main">{content}</main>
    ),
  );
  return new Response(html, { status, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

/** The localized error page for an unexpected failure (no chrome: the database may be what failed). */
export async function renderServerError(c: Context<AppEnv>) {
  // The site is unknown when resolving it is what failed (the database may be down).
  const site: Site | undefined = c.get("site");
  const first = new URL(c.req.url).pathname.split("/")[1] ?? "";
  const locale: Locale = isLocale(first) && (!site || site.locales.includes(first)) ? first : (site?.defaultLocale ?? "de");
  const t = dictionary(locale);
  let assets: ClientAssets = { styles: [], site: "", islands: "", consent: "", editor: "", editorStyles: [], dev: false };
  try {
    assets = await clientAssets(c.env);
  } catch {
    // Without the manifest the page still renders, unstyled.
  }
  const html = renderHtml(
    <Document
      head={{ locale, title: t.errorTitle, description: "", canonical: null, alternates: [], defaultLocale: site?.defaultLocale ?? locale, noindex: true }}
      origin={site?.origin ?? ""}
      assets={assets}
      hasIslands={false}
    >
      <main id="main">
        <ErrorContent title={t.errorTitle} text={t.errorText} homePath={`/${locale}`} homeLabel={t.backHome} />
      </main>
    </Document>,
  );
  return new Response(html, { status: 500, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
