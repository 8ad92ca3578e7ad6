import { useAtomValue, useSetAtom } from "jotai";
import { isBlockType } from "../../../common/blocks/types";
import { BLOCK_EDITORS } from "../../../common/editor/block-editors";
import type { MenuPart, MenuPartProps } from "../state/selection";
import { collectionsEditorAtom } from "../state/overlays";
import type { EditableItem } from "../state/selection";
import { textsAtom } from "../i18n/session";

/** The kind of collection a block lists (its editor part's `collection`), or null. */
const listedKind = (item: EditableItem) =>
  item.type === "group" && item.blockType !== null && isBlockType(item.blockType) ? BLOCK_EDITORS[item.blockType].collection : null;
const appliesTo = (item: EditableItem) => listedKind(item) !== null;

/** The context menu's collection editor part (editor-side section 2): opens the collections editor at this block's kind. */
function CollectionPart({ item, closeMenu }: MenuPartProps) {
  const t = useAtomValue(textsAtom);
  const open = useSetAtom(collectionsEditorAtom);
  if (!t) return null;
  return (
    <button
      type="button"
      className="editor-button"
      onClick={() => {
        closeMenu();
        open({ open: true, focus: listedKind(item) });
      }}
    >
      {t.panels.editCollections}
    </button>
  );
}

/** The context menu's "collection" part (listed in menu/parts.ts). */
export const collectionMenuPart: MenuPart = { appliesTo, Part: CollectionPart };
