import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import type { Locale } from "../../../common/locales";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { type PageMenuSectionProps, savePageInfo } from "./page-info";
import { FieldError } from "./field-error";

/** Page menu: the languages the page shows in (a locale is active unless listed in disallowedLanguages); at least one. */
export function PageLanguages({ infos, reload }: PageMenuSectionProps) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  // Shown at once (the box follows the click), then saved; reload brings the stored state.
  const [disallowed, setDisallowed] = useState<Locale[]>(() => infos[boot?.locale ?? "de"]?.meta.disallowedLanguages ?? []);
  if (!boot || !t) return null;
  const offered = boot.locales.map((l) => l.locale);
  const change = async (locale: Locale, active: boolean) => {
    const next = active ? disallowed.filter((l) => l !== locale) : [...disallowed, locale];
    if (offered.every((l) => next.includes(l))) return setError(t.panels.oneLanguage);
    setError(null);
    setDisallowed(next);
    await savePageInfo({ meta: { disallowedLanguages: next } }, { infos, reload }).then(reload, () => {});
  };
  return (
    <fieldset className="editor-fieldset" aria-describedby={`${id}-hint`}>
      <legend>{t.panels.languages}</legend>
      <p className="editor-hint" id={`${id}-hint`}>
        {t.panels.languagesHint}
      </p>
      <div className="editor-checks">
        {offered.map((locale) => (
          <label key={locale} className="editor-check">
            <input type="checkbox" checked={!disallowed.includes(locale)} onChange={(event) => void change(locale, event.target.checked)} />
            {locale.toUpperCase()}
          </label>
        ))}
      </div>
      <FieldError error={error} />
    </fieldset>
  );
}
