/** Which item of a one-at-a-time accordion is open after the visitor activates `id`: it, or none when it was open. */
export function toggleOpen(open: string | null, id: string): string | null {
  return open === id ? null : id;
}

/** Element ids of an accordion item's button and panel, unique per list. */
export function accordionIds(listId: string, itemId: string) {
  const safe = `${listId}-${itemId}`.replace(/[^A-Za-z0-9_-]/g, "-");
  return { button: `${safe}-button`, panel: `${safe}-panel` };
}

/** Index of the item focus moves to for a list navigation key (Home, End, ArrowUp, ArrowDown); null for other keys. */
export function focusTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case "ArrowDown":
      return (index + 1) % count;
    case "ArrowUp":
      return (index - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}
