import { useAtomValue } from "jotai";
import { useId, useState } from "react";
import type { Locale } from "../../../common/locales";
import { MARKER } from "../../../common/editor/markers";
import type { MenuPart, MenuPartProps } from "../state/selection";
import { elementOfItem } from "../page/markers";
import { bootAtom } from "../state/store";
import type { EditableItem } from "../state/selection";
import { textsAtom } from "../i18n/session";
import { confirmTranslation, translateWithToast } from "./translate-action";

const TRANSLATABLE = ["localizedSingleValue", "localizedRichText"];
const appliesTo = (item: EditableItem) => item.type === "group" || (item.type === "field" && TRANSLATABLE.includes(item.contentType ?? ""));

/**
 * The context menu's automatic translation (editor-side section 2): a field or a block from the shown language
 * into one or all other languages of the site; on a marked field, its mark and a way to confirm it.
 */
function TranslationPart({ item, closeMenu }: MenuPartProps) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const selectId = useId();
  const [to, setTo] = useState<Locale | "all">("all");
  const [busy, setBusy] = useState(false);
  if (!boot || !t || boot.locales.length < 2) return null;
  const mark = item.type === "field" ? elementOfItem(item.id)?.getAttribute(MARKER.translation) : null;
  // A field missing here is translated from the language it was written in (its hint's), not from the empty one.
  const written = item.type === "field" ? (elementOfItem(item.id)?.getAttribute(MARKER.sourceLocale) as Locale | null | undefined) : null;
  const from = written ?? boot.locale;
  const others = boot.locales.map((l) => l.locale).filter((l) => l !== from);
  const translate = async () => {
    setBusy(true);
    const done = await translateWithToast({ from, to, ...(item.type === "field" ? { fieldId: item.id } : { groupId: item.id }) });
    setBusy(false);
    if (done) closeMenu();
  };
  const confirm = async () => {
    await confirmTranslation(item.id, boot.locale);
    location.reload();
  };
  return (
    <section className="editor-menu-part" aria-label={t.translate}>
      {mark === "machine" || mark === "review" || mark === "stale" ? (
        <p className="editor-translation-mark" data-mark={mark}>
          {t.translationMark[mark]}{" "}
          <button type="button" className="editor-button" onClick={() => void confirm()}>
            {t.confirmTranslation}
          </button>
        </p>
      ) : null}
      <p className="editor-subtitle">{t.translateFrom(from)}</p>
      <label htmlFor={selectId}>{t.translateTo}</label>{" "}
      <select id={selectId} value={to} onChange={(event) => setTo(event.target.value as Locale | "all")}>
        <option value="all">{t.translateAll}</option>
        {others.map((locale) => (
          <option key={locale} value={locale}>
            {locale.toUpperCase()}
          </option>
        ))}
      </select>{" "}
      <button type="button" className="editor-button editor-button--primary" aria-busy={busy} disabled={busy} onClick={() => void translate()}>
        {t.translate}
      </button>
    </section>
  );
}

/** The context menu's "translation" part (listed in menu/parts.ts). */
export const translationMenuPart: MenuPart = { appliesTo, Part: TranslationPart };
