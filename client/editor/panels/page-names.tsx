import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import type { Locale } from "../../../common/locales";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { type PageMenuSectionProps, savePageInfo } from "./page-info";
import { FieldError } from "./field-error";

/** Page menu: the page's name per language; saved on Enter or leaving the field when changed, never empty. */
export function PageNames({ infos, reload }: PageMenuSectionProps) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Locale, string>>>({});
  if (!boot || !t) return null;
  const names = infos[boot.locale]?.meta.name ?? {};
  const save = async (locale: Locale, value: string) => {
    const name = value.trim();
    if (name === (names[locale] ?? "").trim()) return setErrors({ ...errors, [locale]: undefined });
    if (!name) return setErrors({ ...errors, [locale]: t.panels.nameRequired });
    setErrors({ ...errors, [locale]: undefined });
    await savePageInfo({ meta: { name: { [locale]: name } } }, { infos, reload }).then(reload, () => {});
  };
  return (
    <fieldset className="editor-fieldset">
      <legend>{t.panels.names}</legend>
      {boot.locales.map(({ locale }) => (
        <div key={locale} className="editor-field">
          <label htmlFor={`${id}-${locale}`}>{t.panels.nameIn(locale)}</label>
          <input
            id={`${id}-${locale}`}
            lang={locale}
            defaultValue={names[locale] ?? ""}
            aria-invalid={errors[locale] ? true : undefined}
            aria-describedby={errors[locale] ? `${id}-${locale}-error` : undefined}
            onBlur={(event) => void save(locale, event.target.value)}
            onKeyDown={(event) => event.key === "Enter" && event.currentTarget.blur()}
          />
          <FieldError id={`${id}-${locale}-error`} error={errors[locale]} />
        </div>
      ))}
    </fieldset>
  );
}
