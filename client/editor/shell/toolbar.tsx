import { useAtomValue } from "jotai";
import { useState } from "react";
import { redoLastSave, undoLastSave } from "../history/undo-redo";
import { PublishDialog, RevertDialog } from "../publication/publish-dialog";
import { PresenceChip } from "../presence/presence-chip";
import { PublishHeldBack } from "../publication/publish-held-back";
import { bootAtom } from "../state/store";
import { historyAtom, pageStatusAtom } from "../state/saves";
import { textsAtom } from "../i18n/session";
import { Icon } from "./icons";
import { LocaleSwitcher } from "./locale-switcher";
import { PagesButton } from "./pages-button";
import { setMode } from "../state/overlays";
import { SaveStatus } from "./save-status";

/**
 * The toolbar (editor-side section 2): settings, locale switcher, pages, page menu, undo/redo, the publish
 * button (or, above the bar, why publishing is held back and the ways out), revert and close.
 */
export function Toolbar() {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  const status = useAtomValue(pageStatusAtom);
  const history = useAtomValue(historyAtom);
  const [dialog, setDialog] = useState<"publish" | "revert" | null>(null);
  if (!boot || !t) return null;
  const changes = status?.changes ?? 0;
  const missing = Object.entries(status?.missing ?? {}).filter(([, count]) => (count ?? 0) > 0);
  return (
    <section className="editor-toolbar" aria-label={t.toolbar}>
      <div className="editor-toolbar__group">
        <button type="button" className="editor-button" data-focus-key="settings" onClick={() => setMode("settings")}>
          <Icon name="settings" />
          <span className="editor-button__label">{t.settings}</span>
        </button>
        <LocaleSwitcher />
        <PagesButton />
        <button type="button" className="editor-button" data-focus-key="pagemenu" onClick={() => setMode("pagemenu")}>
          <Icon name="page" />
          <span className="editor-button__label">{t.pageMenu}</span>
        </button>
        <PresenceChip />
        <SaveStatus />
      </div>
      <div className="editor-toolbar__group">
        <button type="button" className="editor-icon-button" aria-label={t.undo} disabled={history.past.length === 0} onClick={() => void undoLastSave()}>
          <Icon name="undo" />
        </button>
        <button type="button" className="editor-icon-button" aria-label={t.redo} disabled={history.future.length === 0} onClick={() => void redoLastSave()}>
          <Icon name="redo" />
        </button>
        {missing.length === 0 && changes > 0 && (
          <button type="button" className="editor-button editor-button--primary editor-toolbar__main" onClick={() => setDialog("publish")}>
            <Icon name="publish" />
            {/* Labelled at every width: on a phone too, publishing is never an icon alone. */}
            <span className="editor-button__text">{t.publish}</span>
          </button>
        )}
        {changes > 0 && status?.published && (
          <button type="button" className="editor-button editor-toolbar__main" onClick={() => setDialog("revert")}>
            <Icon name="revert" />
            <span className="editor-button__text editor-button__text--long">{t.revert}</span>
            <span className="editor-button__text editor-button__text--short">{t.revertShort}</span>
          </button>
        )}
        {/* A page never published has no state to go back to: no revert, and the reason (decision 061). */}
        {changes > 0 && status && !status.published && <p className="editor-toolbar__note">{t.neverPublished}</p>}
        {changes === 0 && status && <p className="editor-toolbar__note">{t.noChanges}</p>}
        <button type="button" className="editor-icon-button" aria-label={t.closeToolbar} onClick={() => setMode("closed")}>
          <Icon name="close" />
        </button>
      </div>
      <PublishHeldBack />
      <PublishDialog open={dialog === "publish"} onOpenChange={(open) => setDialog(open ? "publish" : null)} />
      <RevertDialog open={dialog === "revert"} onOpenChange={(open) => setDialog(open ? "revert" : null)} />
    </section>
  );
}

/** With the toolbar closed: one button opens it, and says when the page has unpublished changes. */
export function FloatingButton() {
  const t = useAtomValue(textsAtom);
  const status = useAtomValue(pageStatusAtom);
  if (!t) return null;
  const unpublished = (status?.changes ?? 0) > 0;
  return (
    <div className="editor-floating">
      <SaveStatus />
      <PresenceChip />
      {unpublished && (
        <p className="editor-floating__hint" id="editor-unpublished-hint">
          {t.unpublishedHint}
        </p>
      )}
      <button
        type="button"
        className="editor-button editor-button--primary"
        aria-describedby={unpublished ? "editor-unpublished-hint" : undefined}
        aria-keyshortcuts="Meta+E Control+E"
        onClick={() => setMode("toolbar")}
      >
        {t.openToolbar}
      </button>
    </div>
  );
}
