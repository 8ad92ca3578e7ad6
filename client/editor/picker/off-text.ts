/**
 * Keeps the add buttons off the page's text (decision 114). A button sits on the boundary between two blocks, in a
 * slot of no height; where that would cover text (a block with little room at its edge, the first block's top below
 * the page's title), it moves into the free band between the text above and below the boundary, and where that band
 * is too narrow its slot takes the button's height in the page's flow: the owner can always read and click the text.
 */

const MARGIN = 4;
const ROOM = "editor-add-slot--room";
type Box = { top: number; bottom: number; left: number; right: number };

/** The boxes of the page's text lines (not the add buttons' own), and the fixed header as it is at the page's top. */
function obstacles(): Box[] {
  const boxes: Box[] = [];
  const main = document.getElementById("main");
  if (main) {
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    while (walker.nextNode()) {
      const node = walker.currentNode;
      if (!node.textContent?.trim() || node.parentElement?.closest(".editor-add-slot")) continue;
      range.selectNodeContents(node);
      for (const box of range.getClientRects()) if (box.width > 0) boxes.push(box);
    }
  }
  const header = document.querySelector<HTMLElement>(".site-header");
  if (header) boxes.push({ top: -window.scrollY, bottom: header.offsetHeight - window.scrollY, left: -Infinity, right: Infinity });
  return boxes;
}

/** Places one slot's button; returns whether its slot took room in the flow (moving what follows). */
function place(slot: HTMLElement, button: HTMLElement, boxes: Box[]): boolean {
  const at = button.getBoundingClientRect();
  const near = boxes.filter((box) => box.left < at.right && at.left < box.right);
  if (!near.some((box) => box.top < at.bottom && at.top < box.bottom)) return false;
  const boundary = slot.getBoundingClientRect().top;
  const aboveBoundary = (box: Box) => (box.top + box.bottom) / 2 < boundary;
  const above = Math.max(-Infinity, ...near.filter(aboveBoundary).map((box) => box.bottom)) + MARGIN;
  const below = Math.min(Infinity, ...near.filter((box) => !aboveBoundary(box)).map((box) => box.top)) - MARGIN;
  if (below - above >= at.height) {
    // The free band: as close to the boundary as it allows.
    const top = Math.min(Math.max(boundary - at.height / 2, above), below - at.height);
    button.style.transform = `translateY(${top - boundary}px)`;
    return false;
  }
  slot.classList.add(ROOM);
  return true;
}

/** Places every slot's button, top to bottom (a slot taking room moves the text below it). */
export function keepOffText(slots: readonly HTMLElement[]): void {
  const placed = slots.flatMap((slot) => {
    const button = slot.querySelector<HTMLElement>(".editor-add-button");
    if (!button) return [];
    slot.classList.remove(ROOM);
    button.style.removeProperty("transform");
    return [{ slot, button }];
  });
  let boxes = obstacles();
  for (const { slot, button } of placed) if (place(slot, button, boxes)) boxes = obstacles();
}
