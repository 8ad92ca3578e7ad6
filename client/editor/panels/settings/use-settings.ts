import { useAtom } from "jotai";
import { useEffect } from "react";
import { type Settings, settingsSchema } from "../../../../common/settings";
import { z } from "zod";
import { api, apiCall, EditorApiError } from "../../api/client";
import { deliver } from "../../saving/outbox";
import { settingsAtom, settingsFailedAtom } from "../../state/site";
import { bootAtom, editorStore } from "../../state/store";
import { textsAtom } from "../../i18n/session";

/** The settings with the version the server stored them under (decision 022: a save names the version it is based on). */
export const versionedSettingsSchema = settingsSchema.extend({ version: z.number().int().min(0) });
/** The version of the settings the panel shows; the next save is based on it. */
let version: number | undefined;
export const remember = ({ version: stored, ...settings }: z.infer<typeof versionedSettingsSchema>): Settings => {
  version = stored;
  return settings;
};
const loadSettings = async () => remember(await apiCall(api.settings.$get(), versionedSettingsSchema));

/** Loads the settings once the panel is first shown. */
export function useSettings(open: boolean): { settings: Settings | null; failed: boolean } {
  const [settings, setSettings] = useAtom(settingsAtom);
  const [failed, setFailed] = useAtom(settingsFailedAtom);
  useEffect(() => {
    if (!open || settings) return;
    loadSettings().then(
      (loaded) => {
        setSettings(loaded);
        setFailed(false);
      },
      (error: unknown) => {
        console.error("settings", error);
        setFailed(true);
      },
    );
  }, [open, settings, setSettings, setFailed]);
  return { settings, failed };
}

/**
 * Applies `change` to the latest settings and saves the whole object (editor-side section 7: POST /settings, no caching) under a status toast; on
 * failure 'Fehler beim Aktualisieren der Einstellungen: …' shows and the promise rejects, so the control keeps
 * what was typed. The saved answer becomes the panel's copy.
 */
export function saveSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const run = async () => {
    const t = editorStore.get(textsAtom);
    const current = editorStore.get(settingsAtom);
    if (!t || !current) throw new Error("settings saved before they were loaded");
    const body = change(current);
    const query: Record<string, string> = version === undefined ? {} : { version: String(version) };
    let saved: Settings;
    try {
      saved = remember(
        // Through the outbox: a dropped connection or a server error sends it again (decision 117).
        await deliver({
          key: "settings",
          itemId: null,
          texts: { loading: t.saving, success: t.saved, error: t.errorSettings },
          entry: null,
          send: () => apiCall(api.settings.$post({ json: body, query }), versionedSettingsSchema),
        }),
      );
    } catch (error) {
      // Someone else saved the settings meanwhile (409): show theirs, so the next change builds on them.
      if (error instanceof EditorApiError && error.status === 409) editorStore.set(settingsAtom, await loadSettings().catch(() => current));
      throw error;
    }
    editorStore.set(settingsAtom, saved);
    applyEditorLanguage(saved.editor.locale);
    return saved;
  };
  // One save at a time, each applied to the settings the one before saved: quick changes never undo each other.
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
let queue: Promise<unknown> = Promise.resolve();

/** A changed editor language applies at once, on every page. */
function applyEditorLanguage(language: Settings["editor"]["locale"]): void {
  const boot = editorStore.get(bootAtom);
  if (!boot || boot.language === language) return;
  editorStore.set(bootAtom, { ...boot, language });
  document.documentElement.dataset.editorLanguage = language;
}
