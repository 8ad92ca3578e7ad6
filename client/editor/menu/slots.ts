import type { ComponentType } from "react";
import type { EditableItem } from "../state/store";

/** The context menu's parts (editor-side section 2), in the order the menu shows them. */
export const MENU_SLOTS = [
  "options",
  "link",
  "media",
  "bulkUploader",
  "translation",
  "collection",
  "fieldVisibility",
  "groupPlacement",
  "languageVisibility",
  "editPageLink",
] as const;
export type MenuSlot = (typeof MENU_SLOTS)[number];

/** What a part gets: the item the menu is for, and a way to close the menu (after a choice). */
export type MenuPartProps = { item: EditableItem; closeMenu: () => void };

/** A part of the context menu: which items it applies to and what it renders there. */
export type MenuPart = { appliesTo: (item: EditableItem) => boolean; Part: ComponentType<MenuPartProps> };

const registry = new Map<MenuSlot, MenuPart>();

/**
 * Fills a slot of the context menu. Later work adds a part by calling this from its own module (imported by
 * menu/parts.ts), never by editing the menu. One part per slot; registering again replaces it. Returns an
 * unregister function.
 */
export function registerMenuPart(slot: MenuSlot, part: MenuPart): () => void {
  registry.set(slot, part);
  return () => {
    if (registry.get(slot) === part) registry.delete(slot);
  };
}

/** The parts that apply to `item`, in the spec's slot order. */
export function menuPartsFor(item: EditableItem): { slot: MenuSlot; Part: ComponentType<MenuPartProps> }[] {
  return MENU_SLOTS.flatMap((slot) => {
    const part = registry.get(slot);
    return part?.appliesTo(item) ? [{ slot, Part: part.Part }] : [];
  });
}
