import type { CollectionList, CollectionListEntry } from "../collection-list";

type Collection = CollectionList["collections"][number];

/** The optimistic toggle (editor-side section 4): the item leaves its list and joins the end of the other one. */
export function toggleEntry(collection: Collection, itemId: string, action: "add" | "remove"): Collection {
  const [from, to] = action === "remove" ? (["items", "archive"] as const) : (["archive", "items"] as const);
  const entry = collection[from].find((e) => e.id === itemId);
  if (!entry) return collection;
  return { ...collection, [from]: collection[from].filter((e) => e.id !== itemId), [to]: [...collection[to], entry] };
}

/** The optimistic reorder: `active` takes the place of `over` among the visible items (as POST /collection/sort does). */
export function sortEntries(items: CollectionListEntry[], active: string, over: string): CollectionListEntry[] {
  const from = items.findIndex((e) => e.id === active);
  const to = items.findIndex((e) => e.id === over);
  if (from < 0 || to < 0 || from === to) return items;
  const next = [...items];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

/** The neighbour a keyboard move swaps with (the `over` of the sort call); null at the ends. */
export function neighbour(items: CollectionListEntry[], itemId: string, direction: "up" | "down"): string | null {
  const index = items.findIndex((e) => e.id === itemId);
  if (index < 0) return null;
  return items[direction === "up" ? index - 1 : index + 1]?.id ?? null;
}
