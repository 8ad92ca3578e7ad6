import * as Dialog from "@radix-ui/react-dialog";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { textsAtom } from "../i18n/session";
import { useEditorRoot } from "../page/editor-root";

/**
 * An accessible overlay (Radix dialog inside the editor root): a heading, focus trapped while open and returned
 * after, Escape closes it, the body does not scroll behind it (editor-side section 2).
 */
export function Overlay({
  open,
  onOpenChange,
  title,
  description,
  kind = "panel",
  role,
  wide = false,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  kind?: "panel" | "dialog";
  role?: "alertdialog";
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useAtomValue(textsAtom);
  const root = useEditorRoot();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal container={root}>
        <Dialog.Overlay className="editor-overlay" />
        <Dialog.Content className={`editor-${kind}${wide ? ` editor-${kind}--wide` : ""}`} {...(role ? { role } : {})}>
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
