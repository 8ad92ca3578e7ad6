import { useAtomValue, useSetAtom } from "jotai";
import type { CollectionKind } from "../../../common/collection-list";
import { type MenuPartProps, registerMenuPart } from "../menu/slots";
import { collectionsEditorAtom, type EditableItem, textsAtom } from "../state/store";

/** Blocks that list a collection, and the kind of collection the editor opens with for each. */
const LISTING_BLOCKS: Record<string, CollectionKind> = { teamContainer: "team", servicesContainer: "service", testimonialsContainer: "testimonial", mapContainer: "pages" };
const appliesTo = (item: EditableItem) => item.type === "group" && item.blockType !== null && item.blockType in LISTING_BLOCKS;

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
        open({ open: true, focus: LISTING_BLOCKS[item.blockType ?? ""] ?? null });
      }}
    >
      {t.panels.editCollections}
    </button>
  );
}

registerMenuPart("collection", { appliesTo, Part: CollectionPart });
