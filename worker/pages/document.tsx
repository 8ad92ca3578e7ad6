import type { ReactNode } from "react";
import type { Alternate } from "../../common/page-model";
import type { Locale } from "../../common/locales";
import { textDirection } from "../../common/texts-in";
import type { ClientAssets } from "./assets";

export type DocumentHead = {
  locale: Locale;
  title: string;
  description: string;
  canonical: string | null;
  alternates: Alternate[];
  defaultLocale: Locale;
  noindex?: boolean;
  /** A social preview (Open Graph): the page's absolute address and its picture (a PNG: networks show no SVG). */
  openGraph?: { url: string; image: string; width: number; height: number; imageAlt: string };
};

/** The HTML shell: lang and dir (decision 084), title, description, canonical and hreflang alternates; scripts only when needed (the editor's in edit mode, the consent script on sites with tracking ids). */
export function Document({
  head,
  origin,
  assets,
  hasIslands,
  editor = false,
  consent = false,
  jsonLd = null,
  children,
}: {
  head: DocumentHead;
  origin: string;
  assets: ClientAssets;
  hasIslands: boolean;
  editor?: boolean;
  consent?: boolean;
  /** The business described for search engines (worker/pages/business-json-ld.ts), already escaped for a script element. */
  jsonLd?: string | null;
  children: ReactNode;
}) {
  const xDefault = head.alternates.find((a) => a.locale === head.defaultLocale);
  return (
    <html lang={head.locale} dir={textDirection(head.locale)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{head.title}</title>
        {head.description && <meta name="description" content={head.description} />}
        {head.noindex && <meta name="robots" content="noindex" />}
        {head.canonical && <link rel="canonical" href={origin + head.canonical} />}
        {head.alternates.map((alternate) => (
          <link key={alternate.locale} rel="alternate" hrefLang={alternate.locale} href={origin + alternate.path} />
        ))}
        {xDefault && <link rel="alternate" hrefLang="x-default" href={origin + xDefault.path} />}
        {head.openGraph && <OpenGraph head={head} openGraph={head.openGraph} />}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by jsonLdText (no "<", ">" or "&" left), a data block that never runs. */}
        {jsonLd && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {assets.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets.dev && <script type="module" src="/@vite/client" />}
        {assets.devStyles && <script type="module" src={assets.devStyles} />}
        {assets.site && <script type="module" src={assets.site} />}
        {/* Low fetch priority: a module script is deferred anyway, but fetched at high priority it competes with the
            stylesheet for a slow mobile link and holds back the first paint (Lighthouse counts it as blocking). */}
        {hasIslands && <script type="module" src={assets.islands} fetchPriority="low" />}
        {/* The editor entry: edit mode only, so live pages never load a byte of it. */}
        {editor && assets.editorStyles.map((href) => <link key={href} rel="stylesheet" href={href} />)}
        {editor && <script type="module" src={assets.editor} />}
        {consent && <script type="module" src={assets.consent} />}
      </head>
      <body data-origin={origin || undefined}>{children}</body>
    </html>
  );
}

/** The Open Graph and summary-card tags of a page with a social preview. */
function OpenGraph({ head, openGraph }: { head: DocumentHead; openGraph: NonNullable<DocumentHead["openGraph"]> }) {
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:title" content={head.title} />
      {head.description && <meta property="og:description" content={head.description} />}
      <meta property="og:url" content={openGraph.url} />
      <meta property="og:image" content={openGraph.image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(openGraph.width)} />
      <meta property="og:image:height" content={String(openGraph.height)} />
      <meta property="og:image:alt" content={openGraph.imageAlt} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
