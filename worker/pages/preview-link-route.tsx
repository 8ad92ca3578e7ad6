import { type Context, Hono } from "hono";
import { pageNeeds } from "../../common/blocks/needs";
import { dictionary } from "../../common/i18n";
import type { Locale } from "../../common/locales";
import type { RenderBlock } from "../../common/page-model";
import { PREVIEW_LINK_PREFIX, previewTokenSchema } from "../../common/preview-links";
import { pagePath, type PageFlags, ROLE_SLUGS } from "../../common/routes";
import type { AppEnv } from "../app-env";
import { findPreviewLink } from "../content/preview-links";
import { outsideConfig } from "../outside/config";
import { loadOutsideForPage } from "../outside/page-data";
import { currentSite } from "../outside/site";
import { isLocalHost } from "../sites/site";
import { clientAssets } from "./assets";
import { livePolicies, PRIVATE_HTML_HEADERS } from "./html-headers";
import { type LivePage, loadLivePage } from "./load-live-page";
import { renderNoindexPage } from "./page-routes";
import { PageView } from "./page-view";
import { renderHtml } from "./render";
import { ErrorContent } from "./site-layout";

const NO_FLAGS: PageFlags = { toolbar: false, pagemenu: false, settings: false, searchquery: null };
/** Never stored by a browser or shared cache, never indexed (the header also covers what a meta tag cannot). */
const PREVIEW_HEADERS = { ...PRIVATE_HTML_HEADERS, "X-Robots-Tag": "noindex, nofollow" };

/**
 * The page's draft as visitors would get it once published: what a publication drops (blocks marked for deletion,
 * blocks hidden in this language) is left out, and nothing the editor's markers read is kept.
 */
export function asPublished(data: LivePage, locale: Locale): LivePage {
  const block = ({ status, previousStatus, version, disallowedLanguages, ...rest }: RenderBlock): RenderBlock => ({
    ...rest,
    fields: rest.fields.map(({ edit, ...field }) => field),
  });
  const shown = data.page.blocks.filter((b) => b.status !== "markedForDeletion" && !(b.disallowedLanguages ?? []).includes(locale));
  const { status, version, disallowedLanguages, ...page } = data.page;
  return { ...data, page: { ...page, blocks: shown.map(block) } };
}

/** The refusal for a link that ended (410) or that this site does not know (404), in the site's default language. */
async function refuse(c: Context<AppEnv>, status: 404 | 410) {
  const locale = c.var.site.defaultLocale;
  const t = dictionary(locale);
  const html = await renderNoindexPage(
    c,
    locale,
    `${t.previewLinkEndedTitle} – ${c.var.site.name}`,
    <main id="main">
      <ErrorContent
        title={t.previewLinkEndedTitle}
        text={t.previewLinkEndedText}
        homePath={pagePath({ locale, slug: ROLE_SLUGS.home })}
        homeLabel={t.backHome}
      />
    </main>,
  );
  return c.body(html, status, PREVIEW_HEADERS);
}

/**
 * `/~preview/{token}`: the page's unpublished state for whoever has the link, without a session (docs/decisions/126).
 * Looked up on this site only; rendered for each request and never written to the page cache.
 */
export const previewLinkRoutes = new Hono<AppEnv>().get(`${PREVIEW_LINK_PREFIX}:token`, async (c) => {
  const token = previewTokenSchema.safeParse(c.req.param("token"));
  const target = token.success ? await findPreviewLink(c.var.db, token.data) : null;
  if (!target) return refuse(c, 404);
  if ("ended" in target) return refuse(c, 410);
  const site = c.var.site;
  const locale = site.locales.includes(target.locale) ? target.locale : site.defaultLocale;
  const route = { locale, edit: true, collection: null, slug: target.pageId, flags: NO_FLAGS };
  const loaded = await loadLivePage(c.var.db, route, site.locales, null, "draft");
  // The page was deleted since: the link has nothing left to show.
  if (!loaded.found) return refuse(c, 410);
  const data = asPublished(loaded, locale);
  const url = new URL(c.req.url);
  data.outside = await loadOutsideForPage(
    c.env,
    c.var.db,
    outsideConfig(c.env, url.origin),
    currentSite(c),
    data.page.blocks,
    locale,
    data.chrome.settings,
    null,
  );
  const t = dictionary(locale);
  const banner = (
    <section className="edit-bar preview-link-banner" aria-label={t.previewLinkBanner}>
      <strong>{t.previewLinkBanner}</strong>
    </section>
  );
  const assets = await clientAssets(c.env);
  // Whoever the owner gave the link sees the page, also a password-protected one.
  const html = renderHtml(<PageView data={data} site={site} origin={site.origin} assets={assets} mode="live" banner={banner} preview unlocked />);
  const policies = livePolicies(pageNeeds(data.page.blocks, "geolocation"), undefined, isLocalHost(url.hostname));
  return c.body(html, 200, { ...PREVIEW_HEADERS, ...policies });
});
