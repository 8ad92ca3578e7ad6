import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { saveSettings } from "./use-settings";
import { settingsAtom } from "../../state/site";
import { textsAtom } from "../../i18n/session";

/**
 * Terms automatic translation keeps as they are (business, brand, product names): one per line, saved on blur.
 * Reads and saves the settings panel's one copy of the settings (the whole object is saved, so there is one).
 */
export function GlossarySettings() {
  const t = useAtomValue(textsAtom);
  const settings = useAtomValue(settingsAtom);
  const id = useId();
  const saved = settings?.translation.glossary.join("\n") ?? "";
  const [text, setText] = useState(saved);
  useEffect(() => setText(saved), [saved]);
  if (!t || !settings) return null;
  const save = () => {
    const glossary = [
      ...new Set(
        text
          .split("\n")
          .map((line) => line.trim())
          .filter(Boolean),
      ),
    ];
    if (glossary.join("\n") === saved) return;
    saveSettings((current) => ({ ...current, translation: { glossary } })).catch(() => {});
  };
  return (
    <section className="editor-settings-section">
      <label htmlFor={id} className="editor-subtitle">
        {t.glossary}
      </label>
      <p id={`${id}-hint`}>{t.glossaryHint}</p>
      <textarea id={id} aria-describedby={`${id}-hint`} rows={4} value={text} onChange={(event) => setText(event.target.value)} onBlur={save} />
    </section>
  );
}
