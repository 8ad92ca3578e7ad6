/** How many images the job image strip shows side by side. */
export const STRIP_VISIBLE = 3;

/** The strip has previous/next arrows only when there are more images than fit (more than 3). */
export function stripHasArrows(count: number, visible = STRIP_VISIBLE): boolean {
  return count > visible;
}

/** The highest first-visible index: the strip never scrolls past its last image. */
export function stripMaxIndex(count: number, visible = STRIP_VISIBLE): number {
  return Math.max(0, count - visible);
}

/** The first visible image after moving by `delta` (clamped to the ends, no wrapping). */
export function stripMove(index: number, delta: number, count: number, visible = STRIP_VISIBLE): number {
  return Math.min(stripMaxIndex(count, visible), Math.max(0, index + delta));
}

/** Whether the previous and next arrows can move the strip from `index`. */
export function stripArrowState(index: number, count: number, visible = STRIP_VISIBLE) {
  return { prev: index > 0, next: index < stripMaxIndex(count, visible) };
}
