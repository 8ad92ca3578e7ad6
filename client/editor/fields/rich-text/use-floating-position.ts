import { useLayoutEffect } from "react";

const GAP = 8;

/**
 * Keeps the toolbar just above the field (below it when there is no room above), inside the viewport, following
 * scrolling, resizing and the field's own growth. Fixed positioning; a transformed ancestor shifts the containing
 * block, so the measured offset is corrected once per placement.
 */
export function useFloatingPosition(anchor: HTMLElement, floating: HTMLElement): void {
  useLayoutEffect(() => {
    let frame = 0;
    const place = () => {
      frame = 0;
      const field = anchor.getBoundingClientRect();
      const bar = floating.getBoundingClientRect();
      const above = field.top - bar.height - GAP;
      // Above the field if it fits, else pinned to the top of the viewport while the field is still visible, else below it.
      const top = above >= GAP ? above : field.bottom > bar.height + 2 * GAP ? GAP : field.bottom + GAP;
      const left = Math.max(GAP, Math.min(field.left, window.innerWidth - bar.width - GAP));
      floating.style.top = `${top}px`;
      floating.style.left = `${left}px`;
      const placed = floating.getBoundingClientRect();
      if (Math.abs(placed.top - top) > 1 || Math.abs(placed.left - left) > 1) {
        floating.style.top = `${2 * top - placed.top}px`;
        floating.style.left = `${2 * left - placed.left}px`;
      }
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(place);
    };
    place();
    const observer = new ResizeObserver(schedule);
    observer.observe(anchor);
    observer.observe(floating);
    window.addEventListener("scroll", schedule, { capture: true, passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener("scroll", schedule, { capture: true });
      window.removeEventListener("resize", schedule);
    };
  }, [anchor, floating]);
}
