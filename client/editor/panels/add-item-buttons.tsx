import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { isBlockType } from "../../../common/blocks/types";
import { BLOCK_EDITORS } from "../../../common/editor/block-editors";
import { MARKER } from "../../../common/editor/markers";
import { EDITOR_UI_IN_PAGE } from "../page/markers";
import { collectionsEditorAtom } from "../state/overlays";
import { textsAtom } from "../i18n/session";

type Listing = { element: HTMLElement; id: string; kind: string };

/**
 * The add-new-item button of collections (editor-side section 2, edit mode only): with the toolbar active, each
 * block that lists a collection (team, services, testimonials) gets a button after its entries that opens the
 * collections editor at that kind, where the new entry is named and created.
 */
export function AddItemButtons() {
  const t = useAtomValue(textsAtom);
  const open = useSetAtom(collectionsEditorAtom);
  const [listings, setListings] = useState<Listing[]>([]);
  useEffect(() => {
    setListings(
      [...document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`)].flatMap((element) => {
        const type = element.getAttribute(MARKER.blockType) ?? "";
        const kind = isBlockType(type) ? BLOCK_EDITORS[type].collection : null;
        return kind ? [{ element, id: element.getAttribute(MARKER.id) ?? type, kind }] : [];
      }),
    );
  }, []);
  if (!t) return null;
  return (
    <>
      {listings.map((listing) =>
        createPortal(
          <div className="editor-add-item" {...{ [EDITOR_UI_IN_PAGE]: "" }}>
            <button type="button" className="editor-button" onClick={() => open({ open: true, focus: listing.kind })}>
              + {t.panels.addItem}
            </button>
          </div>,
          listing.element,
          listing.id,
        ),
      )}
    </>
  );
}
