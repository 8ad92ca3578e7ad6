import { useAtomValue } from "jotai";
import { useEffect, useId, useState } from "react";
import { type Settings, settingsSchema } from "../../../common/settings";
import { apiCall } from "../api/fetch";
import { withToast } from "../saving/toasts";
import { textsAtom } from "../state/store";

/** Terms automatic translation keeps as they are (business, brand, product names): one per line, saved on blur. */
export function GlossarySettings() {
  const t = useAtomValue(textsAtom);
  const id = useId();
  const [settings, setSettings] = useState<Settings | null>(null);
  const [text, setText] = useState("");
  useEffect(() => {
    apiCall("/settings", settingsSchema)
      .then((loaded) => {
        setSettings(loaded);
        setText(loaded.translation.glossary.join("\n"));
      })
      .catch((error: unknown) => console.error("settings", error));
  }, []);
  if (!t || !settings) return null;
  const save = async () => {
    const glossary = [...new Set(text.split("\n").map((line) => line.trim()).filter(Boolean))];
    if (glossary.join("\n") === settings.translation.glossary.join("\n")) return;
    const next = { ...settings, translation: { glossary } };
    await withToast({ loading: t.saving, success: t.saved, error: t.errorSettings }, () => apiCall("/settings", settingsSchema, { body: next }))
      .then(setSettings)
      .catch(() => {});
  };
  return (
    <section className="editor-settings-section">
      <label htmlFor={id} className="editor-subtitle">
        {t.glossary}
      </label>
      <p id={`${id}-hint`}>{t.glossaryHint}</p>
      <textarea id={id} aria-describedby={`${id}-hint`} rows={4} value={text} onChange={(event) => setText(event.target.value)} onBlur={() => void save()} />
    </section>
  );
}
