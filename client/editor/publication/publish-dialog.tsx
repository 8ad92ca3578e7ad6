import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { ButtonWarning } from "../../../common/editor/boot";
import { contentApi } from "../api/content";
import { blockName } from "../i18n/block-names";
import { Overlay } from "../panels/overlay";
import { endHistory } from "../history/kept-history";
import { refreshAfterChange } from "../saving/refresh";
import { withToast } from "../saving/toasts";
import { bootAtom } from "../state/store";
import { pageStatusAtom } from "../state/saves";
import { textsAtom } from "../i18n/session";

/**
 * The page's half-filled buttons, read each time the dialog opens (the drafts as they are then, not as the page was
 * first rendered); the boot data's list until the answer comes, and if the request fails (logged).
 */
function useButtonWarnings(open: boolean): ButtonWarning[] {
  const boot = useAtomValue(bootAtom);
  const [warnings, setWarnings] = useState<ButtonWarning[] | null>(null);
  useEffect(() => {
    if (!open || !boot) return;
    let current = true;
    contentApi
      .buttonStatus(boot.pageId, boot.locale)
      .then((answer) => current && setWarnings(answer.warnings))
      .catch((error) => console.error("button warnings", error));
    return () => {
      current = false;
    };
  }, [open, boot]);
  return warnings ?? boot?.buttonWarnings ?? [];
}

/**
 * The publication dialog: lists half-filled buttons by their blocks' names ("Online-Termin: Button ohne Link") and
 * languages with missing translations, then publishes every change of the page in all languages.
 */
export function PublishDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const boot = useAtomValue(bootAtom);
  const status = useAtomValue(pageStatusAtom);
  const t = useAtomValue(textsAtom);
  const buttonWarnings = useButtonWarnings(open);
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
      {buttonWarnings.length > 0 && (
        <ul className="editor-warnings" data-button-warnings="">
          {buttonWarnings.map((warning) => (
            <li key={warning.groupId}>
              {blockName(warning.blockType, boot.language)}: {warning.missing === "link" ? t.buttonMissingLink : t.buttonMissingText}
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
