import { useAtomValue } from "jotai";
import { setMode } from "../../state/overlays";
import { bootAtom, editorStore } from "../../state/store";
import { modeAtom } from "../../state/overlays";
import { textsAtom } from "../../i18n/session";
import { businessPanelAtom } from "../../state/overlays";
import { contactEmailMissingAtom } from "../../state/site";

/** Opens the business panel; an open settings panel or item menu closes first (one overlay at a time). */
export function openBusinessPanel(): void {
  if (editorStore.get(modeAtom) !== "toolbar") setMode("toolbar");
  editorStore.set(businessPanelAtom, true);
}

/** The settings' way to the business record: the button, and the warning while it has no contact e-mail. */
export function BusinessPanelLink() {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const missing = useAtomValue(contactEmailMissingAtom) ?? Boolean(boot?.contactEmailMissing);
  if (!t) return null;
  return (
    <div className="editor-setting">
      {missing && <p className="editor-setting__warning">{t.settingsTexts.contactEmailMissing}</p>}
      <button type="button" className="editor-button" onClick={openBusinessPanel}>
        {t.businessTexts.open}
      </button>
    </div>
  );
}
