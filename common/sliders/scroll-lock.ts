import { DRAG_THRESHOLD_PX } from "./carousel";

/**
 * Decisions of the scroll-locking slider (visitor-side section 4). Directions are page-scroll directions:
 * "down" is a wheel turned down or a finger dragged up (the page would move on), "up" the reverse.
 */
export type ScrollDirection = "up" | "down";

/** The direction a drag/wheel movement asks for, or null while it is not longer than the 20 px threshold. */
export function dragDirection(deltaY: number, threshold = DRAG_THRESHOLD_PX): ScrollDirection | null {
  if (!Number.isFinite(deltaY) || Math.abs(deltaY) <= threshold) return null;
  return deltaY > 0 ? "down" : "up";
}

/**
 * What a movement in `direction` does at slide `index` of `count`: go to another slide, or release the page
 * scroll lock (up at the first slide, down at the last).
 */
export function scrollSliderStep(index: number, count: number, direction: ScrollDirection): { kind: "move"; index: number } | { kind: "release" } {
  if (direction === "up") return index <= 0 ? { kind: "release" } : { kind: "move", index: index - 1 };
  return index >= count - 1 ? { kind: "release" } : { kind: "move", index: index + 1 };
}

/** The body's class while a scroll-locking slider holds the page (a drawer's swipe-to-close leaves such a drag alone). */
export const SCROLL_LOCK_CLASS = "scroll-slider-locked";

/** The drawer attributes the slider reads (the drawer helper sets them): snap point and animation state. */
export type DrawerState = { snap: string | undefined; animating: string | undefined } | null;

/**
 * Inside a drawer the slider works only when the drawer is full screen (`data-drawer-snap="1"`) and its animation
 * is done (`data-drawer-animating="false"`); outside any drawer (null) it always works.
 */
export function enabledInDrawer(drawer: DrawerState): boolean {
  if (!drawer) return true;
  return drawer.snap === "1" && drawer.animating === "false";
}
