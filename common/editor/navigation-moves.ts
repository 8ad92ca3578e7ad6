import { bareLink, MAX_SUB_ITEMS, type Navigation, type PageLink, type NavigationItem, type NavigationSubItem } from "../navigation";

/**
 * Where an item sits: its container, its parent's place in that container (null for an item of the container
 * itself) and its place among its siblings (all 0-based).
 */
export type ItemPlace = { container: number; parent: number | null; index: number };
type Containers = Navigation["containers"];

/** Finds an item or sub-item; null when the navigation has no such item. */
export function findItem(navigation: Navigation, itemId: string): ItemPlace | null {
  for (const [container, { children }] of navigation.containers.entries()) {
    for (const [index, item] of children.entries()) {
      if (item.id === itemId) return { container, parent: null, index };
      const sub = item.children.findIndex((child) => child.id === itemId);
      if (sub >= 0) return { container, parent: index, index: sub };
    }
  }
  return null;
}

/** The item at a place (with its sub-items when it is a top-level item). */
export function itemAt(navigation: Navigation, place: ItemPlace): NavigationItem | NavigationSubItem {
  const items = navigation.containers[place.container]!.children;
  return place.parent === null ? items[place.index]! : items[place.parent]!.children[place.index]!;
}

/** The siblings of a place: its container's items, or its parent's sub-items. */
export function siblingsAt(navigation: Navigation, place: ItemPlace): (NavigationItem | NavigationSubItem)[] {
  const items = navigation.containers[place.container]!.children;
  return place.parent === null ? items : items[place.parent]!.children;
}

/** A copy of the containers without the item (a top-level item leaves with its sub-items). */
function without(containers: Containers, itemId: string): Containers {
  return containers.map((c) => ({
    ...c,
    children: c.children
      .filter((item) => item.id !== itemId)
      .map((item) => (item.children.some((s) => s.id === itemId) ? { ...item, children: item.children.filter((s) => s.id !== itemId) } : item)),
  }));
}

/** Inserts an item at a place of containers that no longer hold it. */
function insert(containers: Containers, place: ItemPlace, item: NavigationItem | NavigationSubItem): Navigation {
  return {
    containers: containers.map((c, ci) => {
      if (ci !== place.container) return c;
      const children = [...c.children];
      if (place.parent === null) children.splice(place.index, 0, { ...bareLink(item), children: item.children ?? [] });
      else {
        const parent = children[place.parent]!;
        const subs = [...parent.children];
        subs.splice(place.index, 0, bareLink(item));
        children[place.parent] = { ...parent, children: subs };
      }
      return { ...c, children };
    }),
  };
}

/** Every top-level item as (container, index), in reading order: the parents a sub-item can move between. */
const parents = (containers: Containers) => containers.flatMap((c, container) => c.children.map((_, index) => ({ container, index })));

export type Moved = { navigation: Navigation; place: ItemPlace };

/**
 * The keyboard move (Alt+Arrow up/down, the move buttons): one place among its siblings. At an end an item keeps
 * its level and crosses into the neighbouring list: a top-level item (with its sub-items) into the end of the
 * previous or the start of the next container, a sub-item into the end of the previous or the start of the next
 * item's sub-items. Null when there is nowhere to go.
 */
export function moveItem(navigation: Navigation, itemId: string, direction: "up" | "down"): Moved | null {
  const from = findItem(navigation, itemId);
  if (!from) return null;
  const { containers } = navigation;
  const length = siblingsAt(navigation, from).length;
  const step = direction === "up" ? -1 : 1;
  let place: ItemPlace;
  if (from.index + step >= 0 && from.index + step < length) place = { ...from, index: from.index + step };
  else if (from.parent === null) {
    const container = from.container + step;
    if (!containers[container]) return null;
    place = { container, parent: null, index: direction === "up" ? containers[container]!.children.length : 0 };
  } else {
    const line = parents(containers);
    const next = line[line.findIndex((p) => p.container === from.container && p.index === from.parent) + step];
    if (!next) return null;
    const subs = containers[next.container]!.children[next.index]!.children;
    if (subs.length >= MAX_SUB_ITEMS) return null;
    place = { container: next.container, parent: next.index, index: direction === "up" ? subs.length : 0 };
  }
  return { navigation: insert(without(containers, itemId), place, itemAt(navigation, from)), place };
}

/**
 * Indent: a top-level item becomes the last sub-item of the item above it. Refused (null) for the first item, for
 * a sub-item (two levels at most), for an item holding sub-items (they would sink a third level) and when the item
 * above is full (decision 055).
 */
export function indentItem(navigation: Navigation, itemId: string): Moved | null {
  const from = findItem(navigation, itemId);
  if (!from || from.parent !== null || from.index === 0) return null;
  const item = itemAt(navigation, from);
  const above = navigation.containers[from.container]!.children[from.index - 1]!;
  if (item.children?.length || above.children.length >= MAX_SUB_ITEMS) return null;
  const place = { container: from.container, parent: from.index - 1, index: above.children.length };
  return { navigation: insert(without(navigation.containers, itemId), place, item), place };
}

/** Outdent: a sub-item leaves its parent and goes right after it; null for a top-level item. */
export function outdentItem(navigation: Navigation, itemId: string): Moved | null {
  const from = findItem(navigation, itemId);
  if (!from || from.parent === null) return null;
  const place = { container: from.container, parent: null, index: from.parent + 1 };
  return { navigation: insert(without(navigation.containers, itemId), place, itemAt(navigation, from)), place };
}

/** Moves a whole container one place up or down; null at the ends. */
export function moveContainer(navigation: Navigation, containerId: string, direction: "up" | "down"): Navigation | null {
  const from = navigation.containers.findIndex((c) => c.id === containerId);
  const to = direction === "up" ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= navigation.containers.length) return null;
  const containers = [...navigation.containers];
  containers.splice(to, 0, ...containers.splice(from, 1));
  return { containers };
}

/** Removes an item; a removed parent's sub-items take its place (they are not lost with it). */
export function removeItem(navigation: Navigation, itemId: string): Navigation {
  return {
    containers: navigation.containers.map((c) => ({
      ...c,
      children: c.children.flatMap((item) =>
        item.id === itemId ? item.children.map((s) => ({ ...s, children: [] })) : [{ ...item, children: item.children.filter((s) => s.id !== itemId) }],
      ),
    })),
  };
}

/** Changes an item's appearance (link or button), at either level. */
export function setAppearance(navigation: Navigation, itemId: string, appearance: NavigationItem["appearance"]): Navigation {
  const set = <T extends PageLink>(item: T): T => (item.id === itemId ? { ...item, appearance } : item);
  return { containers: navigation.containers.map((c) => ({ ...c, children: c.children.map((item) => ({ ...set(item), children: item.children.map(set) })) })) };
}
