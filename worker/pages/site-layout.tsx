import type { ReactNode } from "react";
import type { Dictionary } from "../../common/i18n";
import type { Alternate } from "../../common/page-model";
import type { Locale } from "../../common/locales";
import type { SiteChrome } from "./site-chrome";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main landmark and footer around a page's content. */
export function SiteLayout({ chrome, siteName, locale, alternates, t, searchQuery, children }: { chrome: SiteChrome; siteName: string; locale: Locale; alternates: Alternate[]; t: Dictionary; searchQuery?: string; children: ReactNode }) {
  return (
    <>
      <SiteHeader chrome={chrome} siteName={siteName} locale={locale} alternates={alternates} t={t} searchQuery={searchQuery} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter chrome={chrome} siteName={siteName} t={t} locale={locale} />
    </>
  );
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
