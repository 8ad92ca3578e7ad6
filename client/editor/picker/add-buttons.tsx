import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import type { BlockType } from "../../../common/blocks/types";
import { isBlockType } from "../../../common/blocks/types";
import { MARKER } from "../../../common/editor/markers";
import { addBlock } from "../saving/save-group";
import { textsAtom } from "../state/store";
import { BlockPicker } from "./block-picker";
import { rememberNewBlock } from "./new-block";

/** Where an add button sits: a slot after a block (nextTo its id), or at the end of an empty page (nextTo null). */
type Slot = { element: HTMLElement; nextTo: string | null; blockType: string | null };

/** Puts an empty slot after every block of the page (or one into an empty page); removes them again on cleanup. */
function useSlots(): Slot[] {
  const [slots, setSlots] = useState<Slot[]>([]);
  useEffect(() => {
    const blocks = [...document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`)];
    const made: Slot[] = blocks.map((block) => {
      const element = document.createElement("div");
      element.className = "editor-add-slot";
      block.insertAdjacentElement("afterend", element);
      return { element, nextTo: block.getAttribute(MARKER.id), blockType: block.getAttribute(MARKER.blockType) };
    });
    const main = document.getElementById("main");
    if (made.length === 0 && main) {
      const element = document.createElement("div");
      element.className = "editor-add-slot editor-add-slot--empty";
      main.appendChild(element);
      made.push({ element, nextTo: null, blockType: null });
    }
    setSlots(made);
    return () => {
      for (const slot of made) slot.element.remove();
    };
  }, []);
  return slots;
}

/**
 * The add buttons between blocks (edit mode with the toolbar open only): each opens the block picker, and the
 * chosen block is added as a draft next to the block above the button.
 */
export function AddBlockButtons() {
  const t = useAtomValue(textsAtom);
  const slots = useSlots();
  const [target, setTarget] = useState<Slot | null>(null);
  if (!t) return null;
  const choose = (type: BlockType) => {
    const nextTo = target?.nextTo ?? null;
    setTarget(null);
    addBlock(type, nextTo, rememberNewBlock).catch(() => undefined);
  };
  return (
    <>
      {slots.map((slot) =>
        createPortal(
          <button type="button" className="editor-add-button" data-next-to={slot.nextTo ?? ""} aria-label={slot.blockType ? t.picker.addAfter(isBlockType(slot.blockType) ? t.blockNames[slot.blockType] : slot.blockType) : t.picker.add} onClick={() => setTarget(slot)}>
            <span aria-hidden="true">+</span> {t.picker.add}
          </button>,
          slot.element,
          slot.nextTo ?? "empty",
        ),
      )}
      <BlockPicker open={target !== null} onOpenChange={(open) => !open && setTarget(null)} onChoose={choose} />
    </>
  );
}
