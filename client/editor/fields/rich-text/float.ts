import { MARKER } from "../../../../common/editor/markers";

/** Space kept between the toolbar and the field, and to the viewport's edges. */
const GAP = 6;
const EDGE = 8;

/** How much of the text of the block's other fields (the card's heading above a description) a box would cover. */
function coveredText(box: DOMRect, field: HTMLElement): number {
  const block = field.closest(`[${MARKER.type}="group"]`);
  if (!block) return 0;
  let covered = 0;
  for (const other of block.querySelectorAll<HTMLElement>(`[${MARKER.type}="field"]`)) {
    if (other.contains(field) || field.contains(other)) continue;
    const r = other.getBoundingClientRect();
    const width = Math.min(box.right, r.right) - Math.max(box.left, r.left);
    const height = Math.min(box.bottom, r.bottom) - Math.max(box.top, r.top);
    if (width > 0 && height > 0) covered += width * height;
  }
  return covered;
}

/**
 * Places `host` (position: fixed, inside the field's element) just above `field`, or below it when there is no
 * room above or when above it would cover more of the block's other text (the card's heading right above its
 * description) than below, so entering the field moves none of its text and the toolbar hides none the editor
 * reads. Measured against where top/left 0 really puts it, so a transformed ancestor (a slider) does not shift it.
 * Follows scrolling, resizing and the field growing; returns a disposer.
 */
export function floatAbove(host: HTMLElement, field: HTMLElement): () => void {
  let frame = 0;
  const place = () => {
    frame = 0;
    host.style.top = "0px";
    host.style.left = "0px";
    const origin = host.getBoundingClientRect();
    const box = field.getBoundingClientRect();
    const height = origin.height;
    const width = origin.width;
    const viewport = document.documentElement.clientWidth;
    const left = Math.min(Math.max(EDGE, box.left), Math.max(EDGE, viewport - width - EDGE));
    const above = box.top - GAP - height;
    const below = box.bottom + GAP;
    const fitsAbove = above >= EDGE;
    const fitsBelow = below + height <= window.innerHeight - EDGE;
    const covers = (top: number) => coveredText(new DOMRect(left, top, width, height), field);
    const top = fitsAbove && (!fitsBelow || covers(above) <= covers(below)) ? above : fitsBelow ? below : Math.max(EDGE, above);
    host.style.top = `${top - origin.top}px`;
    host.style.left = `${left - origin.left}px`;
    host.dataset.side = top === below ? "below" : "above";
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(place);
  };
  place();
  window.addEventListener("scroll", schedule, { capture: true, passive: true });
  window.addEventListener("resize", schedule);
  const observer = new ResizeObserver(schedule);
  observer.observe(field);
  observer.observe(host);
  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener("scroll", schedule, { capture: true });
    window.removeEventListener("resize", schedule);
  };
}

/** The viewport box of the editor's selected text (the word a link is being set on). */
export function selectionBox(view: {
  state: { selection: { from: number; to: number } };
  coordsAtPos: (pos: number) => { top: number; bottom: number; left: number; right: number };
}): DOMRect | null {
  try {
    const { from, to } = view.state.selection;
    const a = view.coordsAtPos(from);
    const b = view.coordsAtPos(to);
    const top = Math.min(a.top, b.top);
    const bottom = Math.max(a.bottom, b.bottom);
    const left = Math.min(a.left, b.left);
    const right = Math.max(a.right, b.right);
    return new DOMRect(left, top, Math.max(1, right - left), bottom - top);
  } catch {
    return null;
  }
}

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Moves a toolbar panel (absolute, below its button) off the selected text: above the toolbar when it fits there,
 * else below the selected text's line.
 */
export function keepOffSelection(panel: HTMLElement, selected: DOMRect | null): void {
  panel.style.top = "";
  panel.style.bottom = "";
  if (!selected || !overlaps(panel.getBoundingClientRect(), selected)) return;
  const anchor = panel.offsetParent?.getBoundingClientRect();
  if (!anchor) return;
  const height = panel.getBoundingClientRect().height;
  if (anchor.top - 4 - height >= EDGE) {
    panel.style.top = "auto";
    panel.style.bottom = "calc(100% + 4px)";
  } else {
    panel.style.top = `${selected.bottom + GAP - anchor.top}px`;
  }
}
