import { ShareTags } from "./share-tags";
import type { ReactNode } from "react";
import { type RenderContext, rendersIsland } from "../../common/blocks/define";
import { dictionary } from "../../common/i18n";
import type { Site } from "../sites/site";
import type { ClientAssets } from "./assets";
import { BlockList } from "./block-list";
import { Document } from "./document";
import type { LivePage } from "./load-live-page";
import { SiteLayout } from "./site-layout";
import { BLOCKS } from "../../common/blocks/registry";
import { hasSiteBookingButton, SiteBookingButton } from "../../common/blocks/booking-container/site-booking-button";
import { isBlockType } from "../../common/blocks/types";
import { pageMarker } from "../../common/editor/markers";
import { EditorMount } from "./editor-mount";
import { hasTracking } from "../../common/tracking/providers";
import { LoginForm } from "./login-form";
import { PasswordForm } from "./password-form";
import { SearchResults } from "./search-results";
import type { SearchHit } from "../content/search";
import type { Editor } from "../auth/session";
import { pagePath, ROLE_SLUGS } from "../../common/routes";
import { businessJsonLd, jsonLdText } from "./business-json-ld";
import { inOpticianProgram } from "../sites/site";
import { todayInZone } from "../../common/opening-hours-today";

/** Edit-mode strip of the submissions page: who is signed in, the live site and logout (content pages get the editor). */
export function EditBar({ editor, livePath }: { editor: Editor; livePath: string }) {
  return (
    <section className="edit-bar" aria-label="Bearbeitungsmodus">
      <span>Bearbeitungsmodus · {editor.email}</span>
      {/* data-live-link: the one link that leaves edit mode (worker/pages/edit-mode-links.ts). */}
      <a href={livePath} data-live-link="">
        Live-Seite
      </a>
      <form method="post" action="/api/v1/auth/logout">
        <button type="submit">Abmelden</button>
      </form>
    </section>
  );
}

/** True when something else on the page renders its h1: a block such as hero, or the search page's results. */
function ownsH1(page: LivePage["page"]): boolean {
  return page.role === "search" || page.blocks.some((block) => isBlockType(block.type) && BLOCKS[block.type].rendersH1);
}

/** What the blocks of a page render with: its locale, mode, texts and the data its blocks list. */
export function renderContext(data: LivePage, mode: "live" | "edit"): RenderContext {
  const { page, chrome } = data;
  return {
    locale: page.locale,
    mode,
    t: dictionary(page.locale),
    pageId: page.id,
    collections: data.collections,
    pagePath: (id) => data.paths.get(id) ?? null,
    listings: data.listings,
    booking: chrome.settings.bookingButton,
    branches: chrome.branches,
    businesses: data.businesses ?? undefined,
    courses: data.courses,
    pageCollection: page.collection,
    ...data.outside,
  };
}

/** A whole visitor page: document shell, chrome and blocks. */
export function PageView({
  data,
  site,
  origin,
  assets,
  mode,
  editor,
  query,
  search,
  unlocked = false,
  banner,
  preview = false,
}: {
  data: LivePage;
  site: Site;
  origin: string;
  assets: ClientAssets;
  mode: "live" | "edit";
  editor?: Editor;
  query?: URLSearchParams;
  search?: { query: string | null; hits: SearchHit[] };
  unlocked?: boolean;
  banner?: ReactNode;
  /** A preview link's draft (docs/decisions/126): not for search engines, share cards or tracking. */
  preview?: boolean;
}) {
  const { page, chrome } = data;
  const t = dictionary(page.locale);
  const ctx = renderContext(data, mode);
  const siteBooking = mode === "live" && hasSiteBookingButton(chrome.settings, page.locale, chrome.bookingPage);
  const title = page.title && page.role !== "home" ? `${page.title} – ${site.name}` : site.name;
  // Tracking (after consent) only on live pages of sites with tracking ids; edit mode never tracks.
  const tracking = mode === "live" && !preview && hasTracking(chrome.settings.tracking);
  return (
    <Document
      head={{
        locale: page.locale,
        title,
        description: page.description,
        canonical: page.path,
        alternates: page.alternates,
        defaultLocale: site.defaultLocale,
        noindex: page.passwordProtected || preview,
      }}
      origin={origin}
      assets={assets}
      editor={mode === "edit"}
      consent={tracking}
      share={mode === "live" && !preview && <ShareTags page={page} siteName={site.name} origin={origin} siteDefault={chrome.shareImage} />}
      jsonLd={
        mode === "live" && chrome.business
          ? jsonLdText(
              businessJsonLd(chrome.business, {
                optician: inOpticianProgram(site),
                url: `${origin}${chrome.rolePaths.home}`,
                today: todayInZone(new Date()).date,
              }),
            )
          : null
      }
      hasIslands={siteBooking || (mode === "live" && page.blocks.some((block) => isBlockType(block.type) && rendersIsland(BLOCKS[block.type], block.options)))}
    >
      <SiteLayout chrome={chrome} siteName={site.name} locale={page.locale} alternates={page.alternates} t={t} tracking={tracking} home={page.role === "home"}>
        {banner}
        {editor && mode === "edit" && (
          <EditorMount
            page={page}
            offered={site.locales}
            editorLocale={chrome.settings.editor.locale}
            editor={editor}
            siteId={site.id}
            contactEmail={chrome.business?.contactEmail ?? ""}
            courses={data.courses}
          />
        )}
        {page.role === "login" ? (
          <LoginForm
            locale={page.locale}
            next={query?.get("next") ?? pagePath({ locale: page.locale, slug: ROLE_SLUGS.home, edit: true })}
            failed={query?.get("error") === "1"}
          />
        ) : page.passwordProtected && mode === "live" && !unlocked ? (
          <PasswordForm pageId={page.id} path={page.path} failed={query?.get("error") === "1"} t={t} />
        ) : (
          <>
            {!ownsH1(page) && (
              <div className="container page-title" {...pageMarker(page)}>
                <h1>{page.title}</h1>
              </div>
            )}
            {page.role === "search" && <SearchResults query={search?.query ?? null} hits={search?.hits ?? []} t={t} action={page.path} />}
            <BlockList blocks={page.blocks} ctx={ctx} />
          </>
        )}
        {siteBooking && <SiteBookingButton settings={chrome.settings} locale={page.locale} page={chrome.bookingPage} />}
      </SiteLayout>
    </Document>
  );
}
