import { useAtomValue } from "jotai";
import { bootAtom, modeAtom, textsAtom } from "../state/store";
import { setMode } from "../shell/mode";
import { Overlay } from "./overlay";

/**
 * The settings overlay (query flag `settings`). Its sections (header, booking button, footer, social accounts …)
 * come with a later issue; today it shows what is true already: the editor language and the signed-in account.
 */
export function SettingsPanel() {
  const mode = useAtomValue(modeAtom);
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  if (!boot || !t) return null;
  return (
    <Overlay open={mode === "settings"} onOpenChange={(open) => !open && setMode("toolbar")} title={t.settings}>
      <dl className="editor-facts">
        <dt>{t.editorLanguage}</dt>
        <dd>{boot.language.toUpperCase()}</dd>
        <dt>{t.signedInAs}</dt>
        <dd>{boot.editorEmail}</dd>
      </dl>
      <form method="post" action="/api/v1/auth/logout">
        <button type="submit" className="editor-button">
          {t.logout}
        </button>
      </form>
    </Overlay>
  );
}
