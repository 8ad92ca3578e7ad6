import { useAtomValue, useSetAtom } from "jotai";
import { useState } from "react";
import type { MenuPart, MenuPartProps } from "../state/selection";
import { moveBlock, removeBlock, setBlockStatus } from "../saving/save-group";
import { textsAtom } from "../i18n/session";
import { blockIds, previousStatusOf } from "../page/item-data";
import { confirmRemoveAtom } from "../state/overlays";

/**
 * The context menu's group placement (editor-side sections 2 and 4): move the block up or down, remove it (a draft
 * after the confirm dialog, any other is marked for deletion), and restore a block marked for deletion. The block
 * is shown changed in place and the menu stays open on it (decision 076).
 */
function PlacementPart({ item, closeMenu }: MenuPartProps) {
  const t = useAtomValue(textsAtom);
  const askRemove = useSetAtom(confirmRemoveAtom);
  const [busy, setBusy] = useState(false);
  if (!t) return null;
  const ids = blockIds();
  const index = ids.indexOf(item.id);
  const run = (work: () => Promise<unknown>) => {
    setBusy(true);
    work()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  if (item.status === "markedForDeletion") {
    return (
      <section className="editor-menu-part" aria-label={t.placement.title}>
        <p className="editor-placement__note">{t.placement.markedNote}</p>
        <button
          type="button"
          className="editor-button"
          disabled={busy}
          onClick={() => run(() => setBlockStatus(item.id, "markedForDeletion", previousStatusOf(item.id)))}
        >
          {t.placement.restore}
        </button>
      </section>
    );
  }
  const remove = () => {
    if (item.status === "draft") {
      closeMenu();
      askRemove({ groupId: item.id });
    } else run(() => removeBlock(item.id, false));
  };
  return (
    <section className="editor-menu-part editor-placement" aria-label={t.placement.title}>
      <p className="editor-subtitle">{t.placement.title}</p>
      <div className="editor-placement__row">
        <button type="button" className="editor-button" disabled={busy || index <= 0} onClick={() => run(() => moveBlock(item.id, "up"))}>
          <span aria-hidden="true">↑</span> {t.placement.moveUp}
        </button>
        <button
          type="button"
          className="editor-button"
          disabled={busy || index < 0 || index >= ids.length - 1}
          onClick={() => run(() => moveBlock(item.id, "down"))}
        >
          <span aria-hidden="true">↓</span> {t.placement.moveDown}
        </button>
      </div>
      <button type="button" className="editor-button editor-button--danger-outline" disabled={busy} onClick={remove}>
        {t.placement.remove}
      </button>
    </section>
  );
}

/** The context menu's "groupPlacement" part (listed in menu/parts.ts). */
export const groupPlacementMenuPart: MenuPart = { appliesTo: (item) => item.type === "group", Part: PlacementPart };
