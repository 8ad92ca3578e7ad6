import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { BlockType } from "../../../common/blocks/types";
import { MARKER } from "../../../common/editor/markers";
import { blockName } from "../i18n/block-names";
import { addBlock } from "../saving/save-group";
import { blocksRenderedAtom } from "../state/selection";
import { bootAtom, editorStore } from "../state/store";
import { textsAtom } from "../i18n/session";
import { BlockPicker } from "./block-picker";
import { rememberNewBlock } from "../saving/new-block";

/**
 * Where an add button sits: before the first block (atStart), after a block (nextTo its id), or in an empty page
 * (nextTo null). `blockType` is the type of the block the button names: the one above it, or below for the first.
 */
type Slot = { element: HTMLElement; nextTo: string | null; atStart: boolean; blockType: string | null };

const slotElement = (modifier?: string) => {
  const element = document.createElement("div");
  element.className = modifier ? `editor-add-slot editor-add-slot--${modifier}` : "editor-add-slot";
  return element;
};

/** Room the add button takes below a block's upper edge (half its height, and a little). */
const HALF_BUTTON_PX = 20;

/**
 * Whether the site's fixed header covers the room above the first block (a hero under a transparent header): the
 * top add button then sits just inside the block. Elsewhere it sits on the edge like the others; inside, it covered
 * the first line of a page that opens with text. In page coordinates, so the answer does not depend on the scroll.
 */
function underFixedHeader(slot: HTMLElement): boolean {
  const header = document.querySelector<HTMLElement>(".site-header");
  if (!header || getComputedStyle(header).position !== "fixed") return false;
  // The header's height, not its box: scrolled down, the header is moved out of view.
  const top = slot.getBoundingClientRect().top + window.scrollY;
  return top < header.offsetHeight + HALF_BUTTON_PX;
}

/** Puts the slots next to the page's blocks as they are now. */
function placeSlots(): Slot[] {
  const blocks = [...document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`)];
  const made: Slot[] = blocks.map((block) => {
    const element = slotElement();
    block.insertAdjacentElement("afterend", element);
    return { element, nextTo: block.getAttribute(MARKER.id), atStart: false, blockType: block.getAttribute(MARKER.blockType) };
  });
  const first = blocks[0];
  if (first) {
    const element = slotElement();
    first.insertAdjacentElement("beforebegin", element);
    if (underFixedHeader(element)) element.classList.add("editor-add-slot--first");
    made.unshift({ element, nextTo: null, atStart: true, blockType: first.getAttribute(MARKER.blockType) });
  }
  const main = document.getElementById("main");
  if (made.length === 0 && main) {
    const element = slotElement("empty");
    main.appendChild(element);
    made.push({ element, nextTo: null, atStart: false, blockType: null });
  }
  return made;
}

/**
 * Puts an empty slot before the first block and after every block (or one into an empty page), again after blocks
 * were swapped in place (added, moved, removed: decision 076); removes them again on cleanup.
 */
function useSlots(): Slot[] {
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    let made = placeSlots();
    setSlots(made);
    const unsubscribe = editorStore.sub(blocksRenderedAtom, () => {
      for (const slot of made) slot.element.remove();
      made = placeSlots();
      setSlots(made);
    });
    return () => {
      unsubscribe();
      for (const slot of made) slot.element.remove();
    };
  }, []);
  return slots;
}

/**
 * The add buttons between blocks (edit mode with the toolbar open only): each opens the block picker, and the
 * chosen block is added as a draft next to the block above the button (before the first block for the top one).
 */
export function AddBlockButtons() {
  const t = useAtomValue(textsAtom);
  const language = useAtomValue(bootAtom)?.language ?? "de";
  const slots = useSlots();
  const [target, setTarget] = useState<Slot | null>(null);
  if (!t) return null;
  const choose = (type: BlockType) => {
    const place = target?.atStart ? { atStart: true } : { nextTo: target?.nextTo ?? null };
    setTarget(null);
    addBlock(type, place, rememberNewBlock).catch(() => undefined);
  };
  const label = (slot: Slot) => {
    if (!slot.blockType) return t.picker.add;
    const name = blockName(slot.blockType, language);
    return slot.atStart ? t.picker.addBefore(name) : t.picker.addAfter(name);
  };
  return (
    <>
      {slots.map((slot) =>
        createPortal(
          <button
            type="button"
            className="editor-add-button"
            data-next-to={slot.nextTo ?? ""}
            data-at-start={slot.atStart || undefined}
            aria-label={label(slot)}
            onClick={() => setTarget(slot)}
          >
            <span aria-hidden="true">+</span> {t.picker.add}
          </button>,
          slot.element,
          slot.atStart ? "start" : (slot.nextTo ?? "empty"),
        ),
      )}
      <BlockPicker open={target !== null} onOpenChange={(open) => !open && setTarget(null)} onChoose={choose} />
    </>
  );
}
