import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useState } from "react";
import type { MediaTexts } from "./texts";

type MediaEditDialogProps = {
  title: string;
  /** Said under the title (and read as the dialog's description). */
  help?: string;
  /** The dialog's own modifier class (media-dialog--crop, media-dialog--focal). */
  className: string;
  texts: MediaTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  container?: HTMLElement | null;
  canSave?: boolean;
  /** Saves; the dialog closes when it resolves. A rejection has been told by its toast: the dialog stays open as it is. */
  onSave: () => Promise<void>;
  children: ReactNode;
};

/** The frame of a dialog that edits one medium (crop, focal point): title, the editing part, Cancel and Save. */
export function MediaEditDialog({ title, help, className, texts, open, onOpenChange, container, canSave = true, onSave, children }: MediaEditDialogProps) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await onSave();
      onOpenChange(false);
    } catch {
      // The toast has said what failed; the dialog keeps the editor's work.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="media-dialog__overlay" />
        <Dialog.Content className={`media-dialog ${className}`} {...(help ? {} : { "aria-describedby": undefined })}>
          <Dialog.Title className="media-dialog__title">{title}</Dialog.Title>
          {help && <Dialog.Description className="media-dialog__help">{help}</Dialog.Description>}
          {children}
          <div className="media-dialog__actions">
            <Dialog.Close className="button">{texts.cancel}</Dialog.Close>
            <button type="button" className="button button--primary" onClick={save} disabled={!canSave || busy} aria-busy={busy || undefined}>
              {texts.save}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
