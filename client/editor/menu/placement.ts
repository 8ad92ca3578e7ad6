/** Editor-side section 9: the menu moves this far in when it would overflow the viewport. */
export const MENU_OVERFLOW_MARGIN = 16;

export type Rect = { left: number; top: number; width: number; height: number };

/**
 * Places a menu of `size` next to its button (below, left edges aligned). When it would overflow the right or
 * bottom edge of the viewport it is shifted back inside, 16 px from that edge (never past the left/top edge).
 */
export function placeMenu(button: Rect, size: { width: number; height: number }, viewport: { width: number; height: number }): { left: number; top: number } {
  let left = button.left;
  let top = button.top + button.height;
  if (left + size.width > viewport.width) left = viewport.width - size.width - MENU_OVERFLOW_MARGIN;
  if (top + size.height > viewport.height) top = viewport.height - size.height - MENU_OVERFLOW_MARGIN;
  return { left: Math.max(0, left), top: Math.max(0, top) };
}
