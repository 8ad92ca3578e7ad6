/** Space kept between the toolbar and the field, and to the viewport's edges. */
const GAP = 6;
const EDGE = 8;

/**
 * Places `host` (position: fixed, inside the field's element) just above `field`, or below it when there is no
 * room above, so entering the field moves none of its text. Measured against where top/left 0 really puts it, so a
 * transformed ancestor (a slider) does not shift it. Follows scrolling, resizing and the field growing; returns a
 * disposer.
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
    const above = box.top - GAP - height;
    const below = box.bottom + GAP;
    const top = above >= EDGE ? above : below + height <= window.innerHeight - EDGE ? below : Math.max(EDGE, above);
    const left = Math.min(Math.max(EDGE, box.left), Math.max(EDGE, viewport - width - EDGE));
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
