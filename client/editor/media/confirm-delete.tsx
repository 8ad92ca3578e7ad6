import * as Dialog from "@radix-ui/react-dialog";
import { useCallback, useRef, useState } from "react";
import type { MediaUsage } from "../../../common/media/media-api";
import type { MediaTexts } from "./texts";

/**
 * The question before deleting a medium that published pages show: names those pages. `ask` resolves true only
 * when the editor chooses to delete anyway.
 */
export function useConfirmDelete(texts: MediaTexts, container?: HTMLElement | null) {
  const [pages, setPages] = useState<MediaUsage[] | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const ask = useCallback(
    (used: MediaUsage[]) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setPages(used);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current(yes);
    setPages(null);
  };
  const element = (
    <Dialog.Root open={pages !== null} onOpenChange={(open) => !open && close(false)}>
      <Dialog.Portal container={container}>
        <Dialog.Overlay className="media-dialog__overlay" />
        <Dialog.Content className="media-dialog media-dialog--confirm" role="alertdialog">
          <Dialog.Title className="media-dialog__title">{texts.deleteTitle}</Dialog.Title>
          <Dialog.Description className="media-dialog__help">{texts.deleteUsed}</Dialog.Description>
          <ul className="media-dialog__pages">
            {(pages ?? []).map((page) => (
              <li key={page.pageId}>{page.path ? <a href={page.path}>{page.name}</a> : page.name}</li>
            ))}
          </ul>
          <div className="media-dialog__actions">
            <button type="button" className="button" onClick={() => close(false)}>
              {texts.cancel}
            </button>
            <button type="button" className="button button--danger" onClick={() => close(true)}>
              {texts.deleteAnyway}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
  return { ask, element };
}
