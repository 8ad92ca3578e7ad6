import { atom } from "jotai";
import type { ComponentType } from "react";

/** What an item marker says: its id, kind and, for fields, name, content type and data type. */
export type EditableItem = {
  id: string;
  type: "field" | "group" | "page";
  fieldName: string | null;
  contentType: string | null;
  dataType: string | null;
  blockType: string | null;
  status: string | null;
};

/** The selected item (outlined; its menu button shows). */
export const selectionAtom = atom<EditableItem | null>(null);
/** Whether the selected item's context menu is open. */
export const menuOpenAtom = atom(false);
/** Counts the in-place renders of blocks (saving/blocks-in-place.ts): parts that decorate the blocks do it again. */
export const blocksRenderedAtom = atom(0);

/** What a part of the context menu gets: the item the menu is for, and a way to close the menu (after a choice). */
export type MenuPartProps = { item: EditableItem; closeMenu: () => void };
/** A part of the context menu: which items it applies to and what it renders there (listed in menu/parts.ts). */
export type MenuPart = { appliesTo: (item: EditableItem) => boolean; Part: ComponentType<MenuPartProps> };
