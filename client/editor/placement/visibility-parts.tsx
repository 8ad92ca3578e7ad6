import { useAtomValue } from "jotai";
import { useState } from "react";
import type { Locale } from "../../../common/locales";
import { fieldName } from "../i18n/block-names";
import type { MenuPart, MenuPartProps } from "../state/selection";
import { setDisallowedLanguages, setFieldsVisible, setFieldVisible } from "../saving/save-group";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { disallowedOf, fieldsOf, groupOfField } from "../page/item-data";

/**
 * Field visibility (editor-side section 2): a field can be hidden from its own menu; a block's menu lists its
 * fields with whether each is shown (group visibility), which is where a hidden field is shown again. The block is
 * shown in place and the menu stays open on it (decision 076); a hidden field's own menu closes with its element.
 * (Closing it after the save closed whatever menu was open by then, and a later Escape closed the toolbar.)
 */
function FieldVisibilityPart({ item }: MenuPartProps) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const [busy, setBusy] = useState(false);
  if (!t || !boot) return null;
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  if (item.type === "field") {
    const groupId = groupOfField(item.id);
    if (!groupId || !item.fieldName) return null;
    const name = item.fieldName;
    return (
      <button type="button" className="editor-button" disabled={busy} onClick={() => run(() => setFieldVisible(groupId, item.id, name, false))}>
        {t.visibility.hideField}
      </button>
    );
  }
  const fields = Object.entries(fieldsOf(item.id));
  if (fields.length === 0) return null;
  return (
    <fieldset className="editor-visibility" disabled={busy} aria-busy={busy}>
      <legend className="editor-subtitle">{t.visibility.fields}</legend>
      {fields.map(([name, visible]) => (
        <label key={name} className="editor-visibility__choice">
          <input type="checkbox" checked={visible} onChange={(event) => run(() => setFieldsVisible(item.id, { [name]: event.target.checked }))} />{" "}
          {fieldName(name, boot.language)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Language visibility (editor-side section 5): a block or the page is shown in a language unless it is disallowed.
 * A block's menu stays open on it (decision 076); the page's change reloads the page.
 */
function LanguageVisibilityPart({ item }: MenuPartProps) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const [busy, setBusy] = useState(false);
  if (!t || !boot || boot.locales.length < 2 || (item.type !== "group" && item.type !== "page")) return null;
  const disallowed = item.type === "page" ? boot.pageDisallowedLanguages : disallowedOf(item.id);
  const toggle = (locale: Locale, visible: boolean) => {
    const next = visible ? disallowed.filter((l) => l !== locale) : [...disallowed, locale];
    setBusy(true);
    setDisallowedLanguages({ type: item.type === "page" ? "page" : "group", id: item.id }, next)
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <fieldset className="editor-visibility" disabled={busy} aria-busy={busy}>
      <legend className="editor-subtitle">{t.visibility.languages}</legend>
      {boot.locales.map(({ locale }) => (
        <label key={locale} className="editor-visibility__choice">
          <input type="checkbox" checked={!disallowed.includes(locale)} onChange={(event) => toggle(locale, event.target.checked)} />{" "}
          {t.visibility.visibleIn(locale)}
        </label>
      ))}
    </fieldset>
  );
}

/** The context menu's "fieldVisibility" part (listed in menu/parts.ts). */
export const fieldVisibilityMenuPart: MenuPart = { appliesTo: (item) => item.type === "field" || item.type === "group", Part: FieldVisibilityPart };
/** The context menu's "languageVisibility" part (listed in menu/parts.ts). */
export const languageVisibilityMenuPart: MenuPart = { appliesTo: (item) => item.type === "group" || item.type === "page", Part: LanguageVisibilityPart };
