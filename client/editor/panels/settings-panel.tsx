import { useAtomValue, useSetAtom } from "jotai";
import { bootAtom } from "../state/store";
import { modeAtom } from "../state/overlays";
import { textsAtom } from "../i18n/session";
import { setMode } from "../state/overlays";
import { GlossarySettings } from "./settings/glossary-settings";
import { changelogAtom } from "../state/overlays";
import { Overlay } from "./overlay";
import { SettingsSections } from "./settings/sections";
import { useSettings } from "./settings/use-settings";
import { FieldError } from "./field-error";

/**
 * The settings overlay (query flag `settings`, editor-side section 2): every section of the site settings, the
 * glossary of automatic translation, the link opening the changelog with all entries, and the account.
 */
export function SettingsPanel() {
  const mode = useAtomValue(modeAtom);
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const openChangelog = useSetAtom(changelogAtom);
  const open = mode === "settings";
  const { settings, failed } = useSettings(open);
  if (!boot || !t) return null;
  return (
    <Overlay open={open} onOpenChange={(next) => !next && setMode("toolbar")} title={t.settings} busy={!settings && !failed}>
      <FieldError error={failed && !settings && t.settingsTexts.loadError} />
      <SettingsSections />
      <GlossarySettings />
      <section className="editor-settings-section">
        <button type="button" className="editor-link-button" onClick={() => openChangelog("all")}>
          {t.settingsTexts.changelog}
        </button>
        <dl className="editor-facts">
          <dt>{t.signedInAs}</dt>
          <dd>{boot.editorEmail}</dd>
        </dl>
        <form method="post" action="/api/v1/auth/logout">
          <button type="submit" className="editor-button">
            {t.logout}
          </button>
        </form>
      </section>
    </Overlay>
  );
}
