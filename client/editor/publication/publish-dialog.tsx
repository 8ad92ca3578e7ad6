import { useAtomValue } from "jotai";
import { contentApi } from "../api/content";
import { Overlay } from "../panels/overlay";
import { endHistory } from "../history/kept-history";
import { refreshAfterChange } from "../saving/refresh";
import { withToast } from "../saving/toasts";
import { bootAtom, pageStatusAtom, textsAtom } from "../state/store";

/**
 * The publication dialog: lists half-filled booking buttons and languages with missing translations, then
 * publishes every change of the page in all languages.
 */
export function PublishDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const boot = useAtomValue(bootAtom);
  const status = useAtomValue(pageStatusAtom);
  const t = useAtomValue(textsAtom);
  if (!boot || !t) return null;
  const missing = Object.entries(status?.missing ?? {}).filter(([, count]) => (count ?? 0) > 0);
  const stale = Object.entries(status?.stale ?? {}).filter(([, count]) => (count ?? 0) > 0);
  const publish = async () => {
    try {
      await withToast({ loading: t.publishing, success: t.published, error: t.errorPublish }, () => contentApi.publish(boot.pageId));
      endHistory();
      void refreshAfterChange(["pageStatus", "groupStatus", "translationStatus", "pageData"]);
    } catch {
      onOpenChange(false);
    }
  };
  return (
    <Overlay open={open} onOpenChange={onOpenChange} title={t.publishTitle} description={t.publishText} kind="dialog">
      {boot.buttonWarnings.length > 0 && (
        <ul className="editor-warnings">
          {boot.buttonWarnings.map((warning) => (
            <li key={warning.groupId}>
              {warning.blockType}: {warning.missing === "link" ? t.buttonMissingLink : t.buttonMissingText}
            </li>
          ))}
        </ul>
      )}
      {missing.length > 0 && (
        <>
          <h3 className="editor-subtitle">{t.missingTranslations}</h3>
          <ul className="editor-warnings">
            {missing.map(([locale, count]) => (
              <li key={locale}>{t.missingIn(locale, count ?? 0)}</li>
            ))}
          </ul>
        </>
      )}
      {stale.length > 0 && (
        <>
          <h3 className="editor-subtitle">{t.staleTranslations}</h3>
          <ul className="editor-warnings">
            {stale.map(([locale, count]) => (
              <li key={locale}>{t.missingIn(locale, count ?? 0)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="editor-actions">
        <button type="button" className="editor-button" onClick={() => onOpenChange(false)}>
          {t.cancel}
        </button>
        <button type="button" className="editor-button editor-button--primary" onClick={() => void publish()}>
          {t.publish}
        </button>
      </div>
    </Overlay>
  );
}

/** The revert dialog: after confirming, every unpublished change of the page is discarded in all languages. */
export function RevertDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const boot = useAtomValue(bootAtom);
  const t = useAtomValue(textsAtom);
  if (!boot || !t) return null;
  const revert = async () => {
    try {
      await withToast({ loading: t.reverting, success: t.reverted, error: t.errorRevert }, () => contentApi.revert(boot.pageId));
      endHistory();
      void refreshAfterChange(["pageStatus", "groupStatus", "translationStatus", "pageData"]);
    } catch {
      onOpenChange(false);
    }
  };
  return (
    <Overlay open={open} onOpenChange={onOpenChange} title={t.revertTitle} description={t.revertText} kind="dialog" role="alertdialog">
      <div className="editor-actions">
        <button type="button" className="editor-button" onClick={() => onOpenChange(false)}>
          {t.cancel}
        </button>
        <button type="button" className="editor-button editor-button--danger" onClick={() => void revert()}>
          {t.revert}
        </button>
      </div>
    </Overlay>
  );
}
