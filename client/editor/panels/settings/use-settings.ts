import { useAtom } from "jotai";
import { useEffect } from "react";
import { changesBetween } from "../../../../common/editor/changes";
import type { Settings } from "../../../../common/settings";
import { api, apiCall } from "../../api/client";
import { settingsTarget, type VersionedSettings, versionedSettingsSchema } from "../../saving/change-targets";
import { saveChanges } from "../../saving/save-changes";
import { settingsAtom, settingsFailedAtom } from "../../state/site";
import { bootAtom, editorStore } from "../../state/store";
import { textsAtom } from "../../i18n/session";

/** The version of the settings the panel shows; the next save is based on it. */
let version: number | undefined;
/** Keeps the version of settings the server answered with and gives the settings. */
export const remember = ({ version: stored, ...settings }: VersionedSettings): Settings => {
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
 * Applies `change` to the latest settings and saves the leaves it changed (editor-side section 7: POST /settings, no
 * caching) through the outbox: retried, journaled, and on a 409 merged with what someone else saved meanwhile
 * (`saving/save-changes.ts`). On failure 'Fehler beim Aktualisieren der Einstellungen: …' shows and the promise
 * rejects, so the control keeps what was typed. The saved answer becomes the panel's copy.
 */
export function saveSettings(change: (current: Settings) => Settings): Promise<Settings> {
  const run = async () => {
    const t = editorStore.get(textsAtom);
    const current = editorStore.get(settingsAtom);
    if (!t || !current) throw new Error("settings saved before they were loaded");
    const changes = changesBetween(current, change(current));
    if (changes.length === 0) return current;
    const show = (answer: VersionedSettings | null) => (answer ? Promise.resolve(remember(answer)) : loadSettings()).then(shown);
    const answer = await saveChanges(settingsTarget, changes, {
      held: version === undefined ? null : { value: current, version },
      texts: { loading: t.saving, success: t.saved, error: t.errorSettings },
      onMine: (mine) => void show(mine),
      onTheirs: () => void show(null),
    });
    return show(answer);
  };
  // One save at a time, each applied to the settings the one before saved: quick changes never undo each other.
  const result = queue.then(run, run);
  queue = result.catch(() => undefined);
  return result;
}
let queue: Promise<unknown> = Promise.resolve();

/** Settings the server holds now become the panel's copy (and its editor language applies). */
function shown(saved: Settings): Settings {
  editorStore.set(settingsAtom, saved);
  applyEditorLanguage(saved.editor.locale);
  return saved;
}

/** A changed editor language applies at once, on every page. */
function applyEditorLanguage(language: Settings["editor"]["locale"]): void {
  const boot = editorStore.get(bootAtom);
  if (!boot || boot.language === language) return;
  editorStore.set(bootAtom, { ...boot, language });
  document.documentElement.dataset.editorLanguage = language;
}
