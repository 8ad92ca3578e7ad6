import { useAtomValue } from "jotai";
import { useState } from "react";
import { contentApi } from "../api/content";
import { withToast } from "../saving/toasts";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { Overlay } from "./overlay";

/** Page menu: deleting the page, after a confirmation; then the editor goes to the home page (editor-side section 2). */
export function PageDelete() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const [confirming, setConfirming] = useState(false);
  if (!boot || !t) return null;
  const remove = async () => {
    try {
      await withToast({ loading: t.deleting, success: t.deleted, error: t.errorDelete }, () => contentApi.removePage(boot.pageId));
      location.assign(`${boot.homePath}?toolbar=1`);
    } catch {
      setConfirming(false);
    }
  };
  return (
    <>
      <button type="button" className="editor-button editor-button--danger" onClick={() => setConfirming(true)}>
        {t.deletePage}
      </button>
      <Overlay open={confirming} onOpenChange={setConfirming} title={t.deletePage} description={t.deletePageText} kind="dialog" role="alertdialog">
        <div className="editor-actions">
          <button type="button" className="editor-button" onClick={() => setConfirming(false)}>
            {t.cancel}
          </button>
          <button type="button" className="editor-button editor-button--danger" onClick={() => void remove()}>
            {t.deletePage}
          </button>
        </div>
      </Overlay>
    </>
  );
}
