import { bareLink, type Navigation, type NavigationSubItem } from "../navigation";
import { findItem, itemAt } from "./navigation-moves";

/** One row of a container as the editor shows it: sub-items right after their parent, one step indented. */
export type FlatRow = { item: NavigationSubItem; depth: 0 | 1 };
/** Where a drag would drop: a place among a container's rows (without the dragged item) and the depth there. */
export type Drop = { containerId: string; index: number; depth: 0 | 1 };

/** A container's rows in reading order, leaving out `skip` and its sub-items (the item being dragged). */
export function flatRows(container: Navigation["containers"][number], skip?: string): FlatRow[] {
  return container.children.flatMap((item): FlatRow[] =>
    item.id === skip
      ? []
      : [{ item: bareLink(item), depth: 0 }, ...item.children.filter((s) => s.id !== skip).map((s): FlatRow => ({ item: bareLink(s), depth: 1 }))],
  );
}

/** Rows back to items: a row at depth 1 belongs to the nearest row above it at depth 0. */
function build(rows: FlatRow[]): Navigation["containers"][number]["children"] {
  const items: Navigation["containers"][number]["children"] = [];
  for (const { item, depth } of rows) {
    const parent = items.at(-1);
    if (depth === 1 && parent) parent.children.push(item);
    else items.push({ ...item, children: [] });
  }
  return items;
}

/** Drops an item (with its sub-items) at a place and depth; the navigation unchanged when that is not allowed. */
export function dropItem(navigation: Navigation, itemId: string, drop: Drop): Navigation {
  const from = findItem(navigation, itemId);
  if (!from || !navigation.containers.some((c) => c.id === drop.containerId)) return navigation;
  const item = itemAt(navigation, from);
  const subs = item.children ?? [];
  if (drop.depth === 1 && subs.length) return navigation;
  const moved: FlatRow[] = [{ item: bareLink(item), depth: drop.index === 0 ? 0 : drop.depth }, ...subs.map((s): FlatRow => ({ item: bareLink(s), depth: 1 }))];
  return {
    containers: navigation.containers.map((c) => {
      const rows = flatRows(c, itemId);
      if (c.id === drop.containerId) rows.splice(Math.max(0, Math.min(drop.index, rows.length)), 0, ...moved);
      return { ...c, children: build(rows) };
    }),
  };
}

/**
 * The sortable-tree projection (dnd-kit's pattern): the row under the pointer gives the place, the drag's
 * horizontal offset the depth (one step per `indent` px), bounded by the rows around the place: at most one deeper
 * than the row above (never deeper than 1, and 0 for an item holding sub-items), at least as deep as the row below
 * (a row never takes a sub-item away from its parent). `overId` is an item or a container (its end). Null when no
 * depth fits (an item with sub-items between a parent and its sub-items).
 */
export function projectDrop(navigation: Navigation, activeId: string, overId: string, offsetX: number, indent: number): Drop | null {
  const from = findItem(navigation, activeId);
  if (!from) return null;
  const active = itemAt(navigation, from);
  const activeDepth = from.parent === null ? 0 : 1;
  const over = overId === activeId || active.children?.some((s) => s.id === overId) ? from : findItem(navigation, overId);
  const containerIndex = over ? over.container : navigation.containers.findIndex((c) => c.id === overId);
  if (containerIndex < 0) return null;
  const container = navigation.containers[containerIndex]!;
  const rows = flatRows(container, activeId);
  let index = rows.length;
  if (over) {
    const overRow = itemAt(navigation, over).id;
    const all = flatRows(container).map((r) => r.item.id);
    index = over === from ? all.indexOf(activeId) : rows.findIndex((r) => r.item.id === overRow);
    // Moving down within a container, the item goes after the row it is over (dnd-kit's arrayMove).
    if (over !== from && from.container === containerIndex && all.indexOf(activeId) < all.indexOf(overRow)) index += 1;
  }
  const previous = rows[index - 1];
  const next = rows[index];
  const maxDepth = previous ? Math.min(previous.depth + 1, active.children?.length ? 0 : 1) : 0;
  const minDepth = next?.depth ?? 0;
  if (minDepth > maxDepth) return null;
  const depth = Math.min(Math.max(activeDepth + Math.round(offsetX / indent), minDepth), maxDepth) as 0 | 1;
  return { containerId: container.id, index, depth };
}
