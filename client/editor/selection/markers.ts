import { MARKER } from "../../../common/editor/markers";
import type { EditableItem } from "../state/store";

/** The marked items of the page (edit mode renders them; live pages have none). */
export const itemElements = () => [...document.querySelectorAll<HTMLElement>(`[${MARKER.id}]`)];

/** The innermost marked item around `node`, if any. */
export function itemElementOf(node: EventTarget | null): HTMLElement | null {
  return node instanceof Element ? node.closest<HTMLElement>(`[${MARKER.id}]`) : null;
}

/** The element of an item id. */
export const elementOfItem = (id: string) => document.querySelector<HTMLElement>(`[${MARKER.id}="${CSS.escape(id)}"]`);

/** Reads an element's marker. */
export function readItem(element: HTMLElement): EditableItem | null {
  const id = element.getAttribute(MARKER.id);
  const type = element.getAttribute(MARKER.type);
  if (!id || (type !== "field" && type !== "group" && type !== "page")) return null;
  return {
    id,
    type,
    fieldName: element.getAttribute(MARKER.fieldName),
    contentType: element.getAttribute(MARKER.contentType),
    dataType: element.getAttribute(MARKER.dataType),
    blockType: element.getAttribute(MARKER.blockType),
    status: element.getAttribute(MARKER.status),
  };
}

/** A short name of the item for labels: the field name, the block type, or the page. */
export function itemName(item: EditableItem, kind: Record<EditableItem["type"], string>): string {
  const detail = item.type === "field" ? item.fieldName : item.type === "group" ? item.blockType : null;
  return detail ? `${kind[item.type]} «${detail}»` : kind[item.type];
}
