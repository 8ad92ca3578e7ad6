import type { Navigation } from "../navigation";

/** Where an item sits after a move: its container and its place there (both 0-based). */
export type ItemPlace = { container: number; index: number };

/** Finds an item's container and place; null when the navigation has no such item. */
export function findItem(navigation: Navigation, itemId: string): ItemPlace | null {
  for (const [container, { children }] of navigation.containers.entries()) {
    const index = children.findIndex((item) => item.id === itemId);
    if (index >= 0) return { container, index };
  }
  return null;
}

/** Puts an item at `index` of container `containerId` (drag and drop); other items keep their order. */
export function placeItem(navigation: Navigation, itemId: string, containerId: string, index: number): Navigation {
  const from = findItem(navigation, itemId);
  if (!from || !navigation.containers.some((c) => c.id === containerId)) return navigation;
  const item = navigation.containers[from.container]!.children[from.index]!;
  const without = navigation.containers.map((c) => ({ ...c, children: c.children.filter((child) => child.id !== itemId) }));
  return {
    containers: without.map((c) => {
      if (c.id !== containerId) return c;
      const children = [...c.children];
      children.splice(Math.max(0, Math.min(index, children.length)), 0, item);
      return { ...c, children };
    }),
  };
}

/**
 * The keyboard move (Alt+Arrow, the move buttons): one place up or down in its container; from the first place
 * up it goes to the end of the previous container, from the last place down to the start of the next. Null when
 * there is nowhere to go.
 */
export function moveItem(navigation: Navigation, itemId: string, direction: "up" | "down"): { navigation: Navigation; place: ItemPlace } | null {
  const from = findItem(navigation, itemId);
  if (!from) return null;
  const { containers } = navigation;
  const length = containers[from.container]!.children.length;
  let place: ItemPlace;
  if (direction === "up") place = from.index > 0 ? { container: from.container, index: from.index - 1 } : { container: from.container - 1, index: containers[from.container - 1]?.children.length ?? 0 };
  else place = from.index < length - 1 ? { container: from.container, index: from.index + 1 } : { container: from.container + 1, index: 0 };
  const target = containers[place.container];
  if (!target) return null;
  return { navigation: placeItem(navigation, itemId, target.id, place.index), place };
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
