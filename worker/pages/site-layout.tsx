import type { ReactNode } from "react";
import type { Dictionary } from "../../common/i18n";
import type { Alternate } from "../../common/page-model";
import type { Locale } from "../../common/locales";
import type { Settings } from "../../common/settings";
import type { SiteChrome } from "./site-chrome";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { ConsentBanner } from "./consent-banner";
import { trackingIds } from "../../common/tracking/providers";

/** Header, main landmark and footer around a page's content; with `tracking`, the consent banner first. */
export function SiteLayout({
  chrome,
  siteName,
  locale,
  alternates,
  t,
  searchQuery,
  tracking = false,
  home = false,
  children,
}: {
  chrome: SiteChrome;
  siteName: string;
  locale: Locale;
  alternates: Alternate[];
  t: Dictionary;
  searchQuery?: string;
  tracking?: boolean;
  /** The home page (the header's home colour). */
  home?: boolean;
  children: ReactNode;
}) {
  return (
    <>
      {tracking && <ConsentBanner ids={trackingIds(chrome.settings.tracking)} locale={locale} privacyPath={chrome.rolePaths.privacy} />}
      <SiteHeader chrome={chrome} siteName={siteName} locale={locale} alternates={alternates} t={t} searchQuery={searchQuery} home={home} />
      <main id="main" tabIndex={-1} className={overlayClasses(chrome.settings.appearance)}>
        {children}
      </main>
      <SiteFooter chrome={chrome} siteName={siteName} t={t} locale={locale} consentSettings={tracking} />
    </>
  );
}

/** The background overlay of the settings as classes of the main landmark (client/styles.css); none: no class. */
function overlayClasses(appearance: Settings["appearance"]): string | undefined {
  const classes = [
    appearance.triangle && "site-overlay site-overlay--triangle",
    appearance.bubble && "site-overlay site-overlay--bubble",
    appearance.gradient.enabled && `site-overlay--gradient gradient-from-${appearance.gradient.from} gradient-to-${appearance.gradient.to}`,
  ].filter(Boolean);
  return classes.length ? classes.join(" ") : undefined;
}

/** The error page: 404 and 500 share it, localized. */
export function ErrorContent({ title, text, homePath, homeLabel }: { title: string; text: string; homePath: string; homeLabel: string }) {
  return (
    <section className="block error-page">
      <div className="container">
        <h1>{title}</h1>
        <p>{text}</p>
        <p>
          <a className="button button--primary" href={homePath}>
            {homeLabel}
          </a>
        </p>
      </div>
    </section>
  );
}
