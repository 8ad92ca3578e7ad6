import { MARKER } from "../../../common/editor/markers";
import { session } from "../i18n/session";
import { disallowedOf } from "./item-data";

/**
 * Labels an item hidden in some languages, in edit mode only: "Ausgeblendet auf FR", and marks it when hidden in
 * the page's own language. Answers whether it labelled the element (so the caller can take the label off again).
 */
export function labelHidden(element: HTMLElement | null, locales: readonly string[]): element is HTMLElement {
  if (!element || locales.length === 0) return false;
  const { boot, t } = session();
  element.dataset.hiddenLabel = t.visibility.hiddenIn(locales.map((l) => l.toUpperCase()).join(", "));
  if (locales.includes(boot.locale)) element.dataset.hiddenHere = "true";
  return true;
}

/** Labels blocks by their markers' hidden languages: the page's blocks, or blocks rendered again in place. */
export function labelHiddenBlocks(blocks: Iterable<HTMLElement> = document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`)): HTMLElement[] {
  return [...blocks].filter((element) => labelHidden(element, disallowedOf(element.getAttribute(MARKER.id) ?? "")));
}
