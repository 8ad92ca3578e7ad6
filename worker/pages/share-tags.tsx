import type { Locale } from "../../common/locales";
import { pictureAlt } from "../../common/media/alt-text";
import type { RenderPage } from "../../common/page-model";

/** Open Graph's locale (language_TERRITORY) of each page language: the Swiss variant where the site's Intl uses one. */
const OG_LOCALES = {
  de: "de_CH",
  fr: "fr_CH",
  it: "it_CH",
  rm: "rm_CH",
  en: "en_GB",
  sq: "sq_AL",
  sr: "sr_RS",
  hr: "hr_HR",
  es: "es_ES",
  pt: "pt_PT",
} as const satisfies Record<Locale, string>;

type Picture = { url: string; alt: string | null; width: number | null; height: number | null };

/** The page's first picture (there is no per-page sharing picture yet), else the site's default (its owner's logo). */
function sharePicture(page: RenderPage, siteDefault: string | null): Picture | null {
  // A protected page's pictures are for those who know its password, not for every chat its link is posted in.
  for (const block of page.passwordProtected ? [] : page.blocks) {
    for (const field of block.fields) {
      const media = field.media;
      // The picture's alt text by the one rule (decision 127): a decorative picture has none to tell.
      if (field.visible && media?.mediaType === "image")
        return { url: media.publicUrl, alt: pictureAlt(media) || null, width: media.width, height: media.height };
    }
  }
  return siteDefault ? { url: siteDefault, alt: null, width: null, height: null } : null;
}

const absolute = (origin: string, url: string) => (/^https:\/\//.test(url) ? url : origin + url);

/**
 * The sharing preview of a live page (Open Graph and Twitter card): what a chat or a social network shows for its
 * link. Title and description are the page's own (the home page, like its <title>, is called by the site's name).
 */
export function ShareTags({ page, siteName, origin, siteDefault }: { page: RenderPage; siteName: string; origin: string; siteDefault: string | null }) {
  const picture = sharePicture(page, siteDefault);
  const others = page.alternates.filter((alternate) => alternate.locale !== page.locale);
  return (
    <>
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={page.role === "home" || !page.title ? siteName : page.title} />
      {page.description && <meta property="og:description" content={page.description} />}
      <meta property="og:url" content={origin + page.path} />
      <meta property="og:locale" content={OG_LOCALES[page.locale]} />
      {others.map((alternate) => (
        <meta key={alternate.locale} property="og:locale:alternate" content={OG_LOCALES[alternate.locale]} />
      ))}
      {picture && <meta property="og:image" content={absolute(origin, picture.url)} />}
      {picture?.width && picture.height && <meta property="og:image:width" content={String(picture.width)} />}
      {picture?.width && picture.height && <meta property="og:image:height" content={String(picture.height)} />}
      {picture?.alt && <meta property="og:image:alt" content={picture.alt} />}
      <meta name="twitter:card" content={picture ? "summary_large_image" : "summary"} />
    </>
  );
}
