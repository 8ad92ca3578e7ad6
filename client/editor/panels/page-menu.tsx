import { useAtomValue } from "jotai";
import { useState } from "react";
import { contentApi } from "../api/content";
import { withToast } from "../saving/toasts";
import { bootAtom, modeAtom, textsAtom } from "../state/store";
import { setMode } from "../shell/mode";
import { AuditList } from "./audit-list";
import { HistoryList } from "./history-list";
import { Overlay } from "./overlay";

/**
 * The page menu (query flag `pagemenu`). Rename, slug, languages and password come with a later issue; today it
 * shows the page's status and deletes the page (after a confirmation, then to the home page).
 */
export function PageMenu() {
  const mode = useAtomValue(modeAtom);
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
      <Overlay open={mode === "pagemenu"} onOpenChange={(open) => !open && setMode("toolbar")} title={t.pageMenu}>
        <dl className="editor-facts">
          <dt>{t.pageStatus}</dt>
          <dd>{t.status[boot.pageStatus]}</dd>
        </dl>
        {mode === "pagemenu" && <HistoryList />}
        {mode === "pagemenu" && <AuditList />}
        <button type="button" className="editor-button editor-button--danger" onClick={() => setConfirming(true)}>
          {t.deletePage}
        </button>
      </Overlay>
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
