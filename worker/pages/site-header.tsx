import type { Dictionary } from "../../common/i18n";
import type { Alternate } from "../../common/page-model";
import type { Locale } from "../../common/locales";
import { safeHref } from "../../common/rich-text";
import { MainNav } from "./main-nav";
import type { SiteChrome } from "./site-chrome";

/** Header: logo, main navigation (the first navigation container; the footer shows the others), language links, search bar. Behaviour (hide on scroll, menu, search) is client/site.ts. */
export function SiteHeader({
  chrome,
  siteName,
  locale,
  alternates,
  t,
  searchQuery,
  home = false,
}: {
  chrome: SiteChrome;
  siteName: string;
  locale: Locale;
  alternates: Alternate[];
  t: Dictionary;
  searchQuery?: string;
  /** The home page: the header takes the settings' home header colour. */
  home?: boolean;
}) {
  const { settings } = chrome;
  const searchPath = chrome.rolePaths.search;
  const { header } = settings;
  const loginUrl = header.loginPage.useLinkToLoginPage ? safeHref(header.loginPage.url.trim() || null) : null;
  // The header settings as classes (client/styles.css): capitals, bold font, centred logo, logo hidden on phones.
  const looks = [
    header.upperCase && "site-header--upper",
    header.boldHeaderFont && "site-header--bold",
    header.logoPosition === "center" && "site-header--logo-center",
    !settings.appearance.showLogoOnMobile && "site-header--no-mobile-logo",
    home && header.homeHeaderColor !== "default" && `site-header--home-${header.homeHeaderColor}`,
    header.whiteHeaderInMobileMenu && "site-header--white-menu",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <header
      className={`site-header site-header--${settings.appearance.header}${looks ? ` ${looks}` : ""}`}
      data-header={settings.appearance.header}
      data-mobile-opaque={settings.appearance.opaqueHeaderOnMobile}
    >
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <div className="site-header__bar">
        <a
          className={`site-header__logo logo-size-${settings.header.logoSize}${header.useAlternativeLogo ? " site-header__logo--alternative" : ""}`}
          href={chrome.rolePaths.home}
        >
          {siteName}
        </a>
        <button
          type="button"
          className="site-header__menu-button"
          aria-expanded="false"
          aria-controls="site-menu"
          data-menu-toggle
          data-label-open={t.openMenu}
          data-label-close={t.closeMenu}
        >
          <span className="visually-hidden">{t.openMenu}</span>
          <span aria-hidden="true" className="burger" />
        </button>
        <div className="site-header__menu" id="site-menu">
          <MainNav items={chrome.navigation[0]?.items ?? []} t={t} />
          {loginUrl && (
            <a className="site-header__login" href={loginUrl}>
              {t.loginLink}
            </a>
          )}
          {alternates.length > 1 && (
            <ul className="language-switch" aria-label={t.languageSwitch}>
              {alternates.map((alternate) => (
                <li key={alternate.locale}>
                  <a href={alternate.path} hrefLang={alternate.locale} lang={alternate.locale} aria-current={alternate.locale === locale ? "true" : undefined}>
                    {alternate.locale.toUpperCase()}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        {searchPath && (
          <search className="site-search">
            <form className="site-search__form" action={searchPath} method="get" data-search>
              <button
                type="button"
                className="site-search__toggle"
                aria-expanded="false"
                aria-controls="site-search-input"
                data-search-toggle
                data-search-page={searchPath}
              >
                <span className="visually-hidden">{t.search}</span>
                <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2">
                  <circle cx="8.5" cy="8.5" r="6" />
                  <path d="M13 13l5 5" />
                </svg>
              </button>
              <label className="visually-hidden" htmlFor="site-search-input">
                {t.search}
              </label>
              <input
                id="site-search-input"
                className="site-search__input"
                type="search"
                name="searchquery"
                minLength={3}
                placeholder={t.searchPlaceholder}
                defaultValue={searchQuery}
                autoComplete="off"
              />
              <div className="site-search__results" aria-live="polite" data-search-results />
            </form>
          </search>
        )}
      </div>
    </header>
  );
}
