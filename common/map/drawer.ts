import { DRAWER_WIDE_FROM, DRAWER_WIDTH_NARROW, DRAWER_WIDTH_WIDE, type DrawerSnap, SNAP_FULL, SNAP_PEEK, SWIPE_THRESHOLD, WHEEL_OFFSET } from "./constants";

/** Keeps a drawer index within 0..count-1 (no wrap-around); 0 when there are no drawers. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(count - 1, Math.max(0, Math.trunc(index)));
}

/**
 * What a finished touch gesture means, from its movement in px (dx to the right, dy downwards).
 * Horizontal swipes over the threshold change the drawer: to the left is the next one (+1), to the right the
 * previous one (-1). Vertical drags over the threshold change the snap ("up" opens, "down" goes back to peek).
 */
export type Gesture = { kind: "step"; step: 1 | -1 } | { kind: "snap"; direction: "up" | "down" } | { kind: "none" };

export function gestureOf(dx: number, dy: number, threshold = SWIPE_THRESHOLD): Gesture {
  const ax = Math.abs(dx);
  const ay = Math.abs(dy);
  if (ax > ay && ax > threshold) return { kind: "step", step: dx < 0 ? 1 : -1 };
  if (ay > ax && ay > threshold) return { kind: "snap", direction: dy < 0 ? "up" : "down" };
  return { kind: "none" };
}

/** The snap after a vertical drag: up goes full screen, down goes back to peek. */
export function snapAfter(direction: "up" | "down"): DrawerSnap {
  return direction === "up" ? SNAP_FULL : SNAP_PEEK;
}

/** The drawer index after a swipe or a previous/next button: moved by step and clamped. */
export function stepIndex(index: number, step: number, count: number): number {
  return clampIndex(index + step, count);
}

/** Drawer width as a fraction of the viewport width (0.9 on narrow screens, 0.8 on wider ones). */
export function drawerWidthFraction(viewportWidth: number): number {
  return viewportWidth >= DRAWER_WIDE_FROM ? DRAWER_WIDTH_WIDE : DRAWER_WIDTH_NARROW;
}

/**
 * Horizontal wheel movement over the drawers (spec: wheel offsets 95 %): the movement added up so far, in px
 * (positive to the right), steps one drawer once it reaches 95 % of a drawer's width; what is left carries on.
 */
export function wheelStep(offset: number, drawerWidth: number): { step: -1 | 0 | 1; rest: number } {
  const threshold = drawerWidth * WHEEL_OFFSET;
  if (!(threshold > 0) || Math.abs(offset) < threshold) return { step: 0, rest: offset };
  return offset > 0 ? { step: 1, rest: 0 } : { step: -1, rest: 0 };
}
