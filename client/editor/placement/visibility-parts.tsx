import { useAtomValue } from "jotai";
import { useState } from "react";
import type { Locale } from "../../../common/locales";
import { fieldName } from "../i18n/block-names";
import { registerMenuPart, type MenuPartProps } from "../menu/slots";
import { setDisallowedLanguages, setFieldsVisible, setFieldVisible } from "../saving/save-group";
import { bootAtom, textsAtom } from "../state/store";
import { disallowedOf, fieldsOf, groupOfField } from "./item-data";

/**
 * Field visibility (editor-side section 2): a field can be hidden from its own menu; a block's menu lists its
 * fields with whether each is shown (group visibility), which is where a hidden field is shown again.
 */
function FieldVisibilityPart({ item, closeMenu }: MenuPartProps) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const [busy, setBusy] = useState(false);
  if (!t || !boot) return null;
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .then(closeMenu)
      .catch(() => setBusy(false));
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

/** Language visibility (editor-side section 5): a block or the page is shown in a language unless it is disallowed. */
function LanguageVisibilityPart({ item, closeMenu }: MenuPartProps) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const [busy, setBusy] = useState(false);
  if (!t || !boot || boot.locales.length < 2 || (item.type !== "group" && item.type !== "page")) return null;
  const disallowed = item.type === "page" ? boot.pageDisallowedLanguages : disallowedOf(item.id);
  const toggle = (locale: Locale, visible: boolean) => {
    const next = visible ? disallowed.filter((l) => l !== locale) : [...disallowed, locale];
    setBusy(true);
    setDisallowedLanguages({ type: item.type === "page" ? "page" : "group", id: item.id }, next)
      .then(closeMenu)
      .catch(() => setBusy(false));
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

registerMenuPart("fieldVisibility", { appliesTo: (item) => item.type === "field" || item.type === "group", Part: FieldVisibilityPart });
registerMenuPart("languageVisibility", { appliesTo: (item) => item.type === "group" || item.type === "page", Part: LanguageVisibilityPart });
