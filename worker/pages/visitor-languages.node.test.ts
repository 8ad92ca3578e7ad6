import { createElement as h, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SiteBookingButton } from "../../common/blocks/booking-container/site-booking-button";
import { dictionary } from "../../common/i18n";
import { germanTextsFor, sameAsGerman } from "../../common/i18n-check/interface-texts";
import { visibleTexts } from "../../common/i18n-check/visible-texts";
import { LOCALES, type Locale } from "../../common/locales";
import { settingsSchema } from "../../common/settings";
import { confirmationMail } from "../forms/mail";
import { LoginForm } from "./login-form";
import { PasswordForm } from "./password-form";
import { SearchResults } from "./search-results";
import type { SiteChrome } from "./site-chrome";
import { ErrorContent, SiteLayout } from "./site-layout";

const OTHERS = LOCALES.filter((lang) => lang !== "de");

/** A site with everything the header and footer can show: tracking (the consent banner), accounts, terms, a booking button. */
const chrome: SiteChrome = {
  settings: settingsSchema.parse({
    tracking: { analyticsId: "G-TEST1234" },
    socialAccounts: { instagram: "https://instagram.com/x", qualityReview: "https://reviews.example/x" },
    accounts: { qualitySealId: "1234" },
    header: { loginPage: { useLinkToLoginPage: true, url: "" } },
    bookingButton: {
      active: true,
      url: "https://booking.example/x",
      links: { email: true, phone: true, page: true },
      email: "termine@optik.example",
      phone: "0441234567",
    },
  }),
  navigation: [
    {
      id: "main",
      label: "Main",
      items: [
        {
          id: "a",
          path: "/x/a",
          label: "Optik Seeblick",
          appearance: "default",
          children: [{ id: "b", path: "/x/b", label: "Laden", appearance: "default", children: [] }],
        },
      ],
    },
    { id: "discover", label: "Entdecken", items: [{ id: "c", path: "/x/c", label: "Galerie", appearance: "default", children: [] }] },
  ],
  branches: [
    {
      id: "branch",
      name: "Optik Seeblick",
      street: "Seestrasse 1",
      zip: "8400",
      city: "Winterthur",
      phone: "+41 52 000 00 00",
      email: "info@optik.example",
      website: null,
      hours: {
        week: ["08:00–12:00", "08:00–18:30", "", "", "", "09:00–16:00", ""],
        special: [{ date: "2026-12-24", until: "2026-12-24", from: "2026-12-10", hours: "", note: "" }],
        asOf: "2026-12-01",
      },
    },
  ],
  business: null,
  bookingPage: { path: "/x/contact", label: "Optik Seeblick" },
  rolePaths: { home: "/x", contact: "/x/contact", imprint: "/x/imprint", privacy: "/x/privacy", terms: "/x/terms", search: "/x/search" },
  shareImage: null,
};

/** Every system page of a language around the site's header and footer: search (short, none, hits), password, login, 404, error. */
function systemPages(lang: Locale): ReactElement[] {
  const t = dictionary(lang);
  const layout = (children: ReactElement) =>
    h(SiteLayout, {
      chrome,
      siteName: "Optik Seeblick",
      locale: lang,
      alternates: [
        { locale: "de", path: "/de" },
        { locale: lang, path: `/${lang}` },
      ],
      t,
      tracking: true,
      // biome-ignore lint/correctness/noChildrenProp: createElement without JSX; SiteLayout's props require children
      children: [children, h(SiteBookingButton, { key: "booking", settings: chrome.settings, locale: lang, page: chrome.bookingPage })],
    });
  return [
    layout(h(SearchResults, { query: "ab", hits: [], t, action: "/x/search" })),
    layout(h(SearchResults, { query: "Brille", hits: [], t, action: "/x/search" })),
    layout(h(SearchResults, { query: "Brille", hits: [{ pageId: "p", title: "Brillen", path: "/x/p", snippet: "Brillen" }], t, action: "/x/search" })),
    layout(h(PasswordForm, { pageId: "p", path: "/x/p", failed: true, t })),
    layout(h(LoginForm, { locale: lang, next: null, failed: true })),
    layout(h(ErrorContent, { title: t.notFoundTitle, text: t.notFoundText, homePath: "/x", homeLabel: t.backHome })),
    layout(h(ErrorContent, { title: t.errorTitle, text: t.errorText, homePath: "/x", homeLabel: t.backHome })),
  ];
}

const pageTexts = (lang: Locale) => new Set(systemPages(lang).flatMap((page) => visibleTexts(renderToString(page))));

describe("the system pages in the ten languages (decision 084)", () => {
  const german = pageTexts("de");
  const french = pageTexts("fr");
  it("the German pages show the interface the check looks for", () => {
    for (const text of [
      "Zum Inhalt springen",
      "Andere Wege zum Termin",
      "Suche",
      "Öffnungszeiten",
      "Montag",
      "Datenschutz-Einstellungen",
      "Seite nicht gefunden",
      "Passwort",
    ])
      expect(german).toContain(text);
  });

  it.each(OTHERS)("%s: header, footer, consent banner, search, password, login, 404 and error pages show no German interface text", (lang) => {
    const dictionaryGerman = germanTextsFor(lang);
    const allowed = sameAsGerman(lang);
    // A German dictionary text, or a text every German page shows that the French pages replace (interface written into a view).
    const leaks = [...pageTexts(lang)].filter((text) => dictionaryGerman.has(text) || (german.has(text) && !french.has(text) && !allowed.has(text)));
    expect(leaks).toEqual([]);
  });

  it.each(OTHERS)("%s: the form confirmation mail is in the page's language", (lang) => {
    const payload = { vorname: "Lea", newsletter: true };
    const germanMail = confirmationMail("contact", payload, "de", "Optik Seeblick");
    const mail = confirmationMail("contact", payload, lang, "Optik Seeblick");
    expect(mail.subject).not.toBe(germanMail.subject);
    const germanLines = new Set(germanMail.text.split("\n").filter((line) => /\p{L}/u.test(line)));
    const same = mail.text.split("\n").filter((line) => germanLines.has(line) && !["Optik Seeblick", "vorname: Lea"].includes(line));
    expect(same).toEqual([]);
  });
});
