import { useAtomValue } from "jotai";
import { setMode } from "../../shell/mode";
import { bootAtom, editorStore, modeAtom, textsAtom } from "../../state/store";
import { businessPanelAtom, contactEmailMissingAtom } from "./business-panel";

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
