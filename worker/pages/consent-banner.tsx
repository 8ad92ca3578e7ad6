import type { Locale } from "../../common/locales";
import { consentTexts } from "../../common/tracking/texts";
import type { TrackingIds } from "../../common/tracking/providers";

/**
 * The consent banner of a site with tracking ids (live pages only): rendered hidden and fixed at the bottom (no
 * layout shift); client/consent.ts shows it while no choice is stored and loads the providers only after consent.
 * It comes first in the document so keyboard and screen-reader users meet it before the page.
 */
export function ConsentBanner({ ids, locale, privacyPath }: { ids: TrackingIds; locale: Locale; privacyPath: string | null }) {
  const t = consentTexts(locale);
  return (
    <section id="consent" className="consent-banner" aria-labelledby="consent-title" data-consent={JSON.stringify(ids)} hidden>
      <h2 id="consent-title">{t.title}</h2>
      <p>
        {t.text}
        {privacyPath && (
          <>
            {" "}
            <a href={privacyPath}>{t.privacy}</a>
          </>
        )}
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="button button--primary" data-consent-choice="granted">
          {t.accept}
        </button>
        <button type="button" className="button button--outline" data-consent-choice="denied">
          {t.decline}
        </button>
      </div>
    </section>
  );
}

/** The footer's way back to the choice. */
export function ConsentSettingsButton({ locale }: { locale: Locale }) {
  return (
    <button type="button" className="link-button" data-consent-open aria-controls="consent">
      {consentTexts(locale).settings}
    </button>
  );
}
