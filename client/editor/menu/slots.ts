import type { EditableItem, MenuPart, MenuPartProps } from "../state/selection";
import type { ComponentType } from "react";

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

/** The parts of `parts` that apply to `item`, in the spec's slot order. */
export function partsFor(parts: Readonly<Record<MenuSlot, MenuPart | null>>, item: EditableItem): { slot: MenuSlot; Part: ComponentType<MenuPartProps> }[] {
  return MENU_SLOTS.flatMap((slot) => {
    const part = parts[slot];
    return part?.appliesTo(item) ? [{ slot, Part: part.Part }] : [];
  });
}
