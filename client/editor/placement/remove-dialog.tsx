import * as Dialog from "@radix-ui/react-dialog";
import { useAtom, useAtomValue } from "jotai";
import { useState } from "react";
import { removeBlock } from "../saving/save-group";
import { useEditorRoot } from "../page/editor-root";
import { textsAtom } from "../i18n/session";
import { confirmRemoveAtom } from "../state/overlays";

/** The confirm dialog before a draft block is deleted (at once and for good: editor-side sections 4 and 5). */
export function RemoveDraftDialog() {
  const t = useAtomValue(textsAtom);
  const root = useEditorRoot();
  const [pending, setPending] = useAtom(confirmRemoveAtom);
  const [busy, setBusy] = useState(false);
  if (!t) return null;
  const confirm = () => {
    if (!pending) return;
    setBusy(true);
    removeBlock(pending.groupId, true)
      .then(() => setPending(null))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <Dialog.Root open={pending !== null} onOpenChange={(open) => !open && setPending(null)}>
      <Dialog.Portal container={root}>
        <Dialog.Overlay className="editor-overlay" />
        <Dialog.Content className="editor-dialog" role="alertdialog">
          <Dialog.Title className="editor-panel__title">{t.placement.removeDraftTitle}</Dialog.Title>
          <Dialog.Description className="editor-panel__text">{t.placement.removeDraftText}</Dialog.Description>
          <div className="editor-placement__row editor-placement__row--end">
            <Dialog.Close className="editor-button">{t.cancel}</Dialog.Close>
            <button type="button" className="editor-button editor-button--danger" disabled={busy} onClick={confirm}>
              {t.placement.confirmRemove}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
