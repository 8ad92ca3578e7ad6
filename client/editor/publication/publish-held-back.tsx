import { useAtomValue } from "jotai";
import type { Locale } from "../../../common/locales";
import { contentApi } from "../api/content";
import { savePageInfo } from "../panels/page-info";
import { openFieldIn } from "../selection/open-field";
import { withMode } from "../state/query-flags";
import { pageStatusAtom } from "../state/saves";
import { session, textsAtom } from "../i18n/session";
import { bootAtom } from "../state/store";
import { TranslatePageButton } from "../translation/translate-page-button";

/** Takes a language off the page (its languages, "Sprachen der Seite"); from that language's own page, goes to another. */
async function takeLanguageOff(locale: Locale): Promise<void> {
  const { boot } = session();
  const info = await contentApi.pageInfo(boot.pageId, boot.locale);
  const disallowed = [...new Set([...info.meta.disallowedLanguages, locale])];
  await savePageInfo({ meta: { disallowedLanguages: disallowed } }, { infos: { [boot.locale]: info }, reload: async () => undefined });
  const stay = boot.locales.find((l) => !disallowed.includes(l.locale));
  if (locale === boot.locale && stay) location.assign(`${stay.path}${withMode("", "toolbar")}`);
}

/**
 * The toolbar's translations area (editor-side section 4: publishing waits until no translation is missing):
 * says why publishing is held back ("Veröffentlichen nicht möglich: 3 Felder ohne Französisch") and offers the ways
 * out: translate automatically (where it is set up, else it says it is not), open the first field without the
 * language, or take the language off the page. Stale translations are listed too; they do not hold publishing back.
 */
export function PublishHeldBack() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const status = useAtomValue(pageStatusAtom);
  if (!boot || !t || !status) return null;
  const count = (entries: Partial<Record<Locale, number>>) => (Object.entries(entries) as [Locale, number][]).filter(([, n]) => n > 0);
  const missing = count(status.missing);
  const stale = count(status.stale);
  if (missing.length === 0 && stale.length === 0) return null;
  const name = (locale: Locale) => t.localeNames[locale];
  // Translate from the language the texts were written in: the page's language missing the fewest (the shown one
  // when it is among them). A FR page with German texts translates from DE, not from the empty FR.
  const from = (Object.keys(status.missing) as Locale[]).reduce<Locale>(
    (best, l) => ((status.missing[l] ?? 0) < (status.missing[best] ?? Number.POSITIVE_INFINITY) ? l : best),
    boot.locale,
  );
  return (
    <div className="editor-toolbar__translations" role="status">
      {missing.length > 0 && (
        <p>
          <strong>{t.publishHeldBack}:</strong> {missing.map(([locale, n]) => t.fieldsWithout(n, name(locale))).join(", ")}
        </p>
      )}
      {stale.length > 0 && (
        <p>
          {t.staleTranslations}: {stale.map(([locale, n]) => t.missingIn(locale, n)).join(", ")}
        </p>
      )}
      {status.automatic ? (
        <TranslatePageButton from={from} />
      ) : (
        missing.length > 0 && <p className="editor-toolbar__note-inline">{t.translationNotConfigured}</p>
      )}
      {missing.map(([locale]) => (
        <span key={locale} className="editor-toolbar__ways">
          {status.firstMissing[locale] && (
            <button type="button" className="editor-button" onClick={() => openFieldIn(locale, status.firstMissing[locale]!)}>
              {t.openFirstMissing(name(locale))}
            </button>
          )}
          <button type="button" className="editor-button" onClick={() => void takeLanguageOff(locale).catch(() => undefined)}>
            {t.takeLanguageOff(name(locale))}
          </button>
        </span>
      ))}
    </div>
  );
}
