import * as Dialog from "@radix-ui/react-dialog";
import { useAtomValue } from "jotai";
import { type ReactNode, useRef } from "react";
import { textsAtom } from "../i18n/session";
import { useEditorRoot } from "../page/editor-root";
import { focusOpening, placeFocus } from "../page/focus";

/**
 * An accessible overlay (Radix dialog inside the editor root): a heading, focus trapped while open and returned
 * after, Escape closes it, the body does not scroll behind it (editor-side section 2). It opens on its first field
 * or primary action, and gives the focus back to what opened it, or its successor (page/focus.ts).
 */
export function Overlay({
  open,
  onOpenChange,
  title,
  description,
  kind = "panel",
  role,
  wide = false,
  busy = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  kind?: "panel" | "dialog";
  role?: "alertdialog";
  wide?: boolean;
  /** Its content is still loading: the focus waits for its first control (see focusOpening). */
  busy?: boolean;
  children: ReactNode;
}) {
  const t = useAtomValue(textsAtom);
  const root = useEditorRoot();
  // What had the focus when it opened; a mode change may unmount it at the same time (the toolbar's buttons).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={root}>
        <Dialog.Overlay className="editor-overlay" />
        <Dialog.Content
          className={`editor-${kind}${wide ? ` editor-${kind}--wide` : ""}`}
          {...(role ? { role } : {})}
          aria-busy={busy || undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
            if (event.currentTarget instanceof HTMLElement) focusOpening(event.currentTarget, kind);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
            else placeFocus();
          }}
        >
          <header className="editor-panel__head">
            <Dialog.Title className="editor-panel__title">{title}</Dialog.Title>
            <Dialog.Close className="editor-icon-button" aria-label={t?.close ?? "Schliessen"}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {description ? (
            <Dialog.Description className="editor-panel__text">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="editor-visually-hidden">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
