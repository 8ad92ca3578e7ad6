import { MARKER } from "../../../common/editor/markers";
import type { EditorLanguage } from "../../../common/editor/boot";
import { blockName, fieldName } from "../i18n/block-names";
import type { EditorTexts } from "../i18n/texts";
import type { EditableItem } from "../state/selection";

/**
 * Marks the editor's own controls placed inside the page's items (a card's edit-page link, a list's add-new-item
 * button): they are editor UI, not page content, so a click on them selects nothing and its link is followed.
 */
export const EDITOR_UI_IN_PAGE = "data-editor-ui";

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

/**
 * The item's name for people (menu title and labels), from the dictionaries: a block's name ("Titelbild"), a
 * field's name with its block's ("Titel · Titelbild"), or "Seite".
 */
export function itemName(item: EditableItem, element: HTMLElement | null, t: EditorTexts, language: EditorLanguage): string {
  if (item.type === "page") return t.itemKind.page;
  if (item.type === "group") return item.blockType ? blockName(item.blockType, language) : t.itemKind.group;
  const name = item.fieldName ? fieldName(item.fieldName, language) : t.itemKind.field;
  const block = element?.parentElement?.closest<HTMLElement>(`[${MARKER.type}="group"]`)?.getAttribute(MARKER.blockType);
  return block ? `${name} · ${blockName(block, language)}` : name;
}
