/** Pure logic of the carousels and sliders (visitor-side sections 4 and 9); the islands only wire it to the DOM. */

/** Carousel and review slider: a swipe moves slides only when it is longer than this (section 9). */
export const SWIPE_THRESHOLD_PX = 50;
/** Scroll-locking slider: a drag or wheel movement must be longer than this to change the slide. */
export const DRAG_THRESHOLD_PX = 20;
/** Scroll-locking slider: duration of the slide tween. */
export const SLIDE_TWEEN_MS = 500;
/** Review slider: layout is recomputed this long after the last resize event. */
export const RESIZE_DEBOUNCE_MS = 200;
/** Team split card: members per page on desktop. */
export const TEAM_PAGE_SIZE = 5;
/** Width from which the team split card paginates (below it, all members form a scroll row). */
export const DESKTOP_MIN_WIDTH = 1024;

/** `index` wrapped into 0..count-1 in both directions (last -> next -> first, first -> prev -> last). */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isFinite(index) || count <= 0) return 0;
  const i = Math.trunc(index);
  return ((i % count) + count) % count;
}

/**
 * The step a horizontal swipe asks for: +1 (next) when the finger moved left by more than `threshold` px,
 * -1 (previous) when it moved right by more, else 0. A swipe that is more vertical than horizontal is a page
 * scroll and never moves slides.
 */
export function swipeStep(dx: number, dy = 0, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (!Number.isFinite(dx) || Math.abs(dx) <= threshold || Math.abs(dy) > Math.abs(dx)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Review slider: 3 items per view from 1024 px, 2 from 768 px, otherwise 1. */
export function itemsPerView(width: number): 1 | 2 | 3 {
  if (width >= 1024) return 3;
  if (width >= 768) return 2;
  return 1;
}

/**
 * Positions a slider with `count` slides and `perView` visible at once can stop at: 0..count-perView
 * (the last position shows the last slide at the end), at least one.
 */
export function positionCount(count: number, perView: number): number {
  return Math.max(1, count - Math.max(1, perView) + 1);
}

/** A function that runs `fn` once, `ms` after the last of a burst of calls; `cancel` drops a pending run. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, ms: number): ((...args: A) => void) & { cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, ms);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
