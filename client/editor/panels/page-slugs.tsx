import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import type { Locale } from "../../../common/locales";
import { RESERVED_SLUGS, toSlug, toSlugWhileTyping } from "../../../common/routes";
import { whenNothingUnsaved } from "../saving/leave-guard";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { type PageMenuSectionProps, savePageInfo } from "./page-info";
import { FieldError } from "./field-error";

/**
 * Page menu: the page's address per language (editor-side section 5): slug format while typing, never empty,
 * never one another page holds there. Saved on Enter or leaving the field; after a change of this language's
 * address the editor goes to it (section 2).
 */
export function PageSlugs({ infos, reload }: PageMenuSectionProps) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [values, setValues] = useState<Partial<Record<Locale, string>>>(() =>
    Object.fromEntries(Object.entries(infos).map(([locale, info]) => [locale, info?.slug ?? ""])),
  );
  const [errors, setErrors] = useState<Partial<Record<Locale, string>>>({});
  if (!boot || !t) return null;
  const fixed = Object.values(infos).some((info) => info?.slug && RESERVED_SLUGS.includes(info.slug));
  const check = (locale: Locale, slug: string): string | undefined => {
    if (!slug) return t.panels.slugEmpty;
    if (infos[locale]?.availableSlugs.includes(slug)) return t.panels.slugTaken;
    return undefined;
  };
  const save = async (locale: Locale) => {
    const slug = toSlug(values[locale] ?? "");
    setValues({ ...values, [locale]: slug });
    if (slug === (infos[locale]?.slug ?? "")) return setErrors({ ...errors, [locale]: undefined });
    const error = check(locale, slug);
    setErrors({ ...errors, [locale]: error });
    if (error) return;
    try {
      const path = await savePageInfo({ lang: locale, slug }, { infos, reload });
      // What is being typed in another address field is saved before the editor goes to the new address.
      if (locale === boot.locale) whenNothingUnsaved(() => location.assign(`${path}?pagemenu=1`));
      else await reload();
    } catch {
      // shown by the toast; the typed address stays
    }
  };
  return (
    <fieldset className="editor-fieldset">
      <legend>{t.panels.address}</legend>
      <p className="editor-hint" id={`${id}-hint`}>
        {fixed ? t.panels.fixedAddress : t.panels.addressHint}
      </p>
      {boot.locales.map(({ locale }) => (
        <div key={locale} className="editor-field">
          <label htmlFor={`${id}-${locale}`}>{t.panels.slugIn(locale)}</label>
          <input
            id={`${id}-${locale}`}
            value={values[locale] ?? ""}
            disabled={fixed}
            spellCheck={false}
            autoCapitalize="none"
            aria-invalid={errors[locale] ? true : undefined}
            aria-describedby={errors[locale] ? `${id}-${locale}-error ${id}-hint` : `${id}-hint`}
            onChange={(event) => {
              const slug = toSlugWhileTyping(event.target.value);
              setValues({ ...values, [locale]: slug });
              setErrors({ ...errors, [locale]: slug && infos[locale]?.availableSlugs.includes(slug) ? t.panels.slugTaken : undefined });
            }}
            onBlur={() => void save(locale)}
            onKeyDown={(event) => event.key === "Enter" && event.currentTarget.blur()}
          />
          <FieldError id={`${id}-${locale}-error`} error={errors[locale]} />
        </div>
      ))}
    </fieldset>
  );
}
