import { type Locale, LOCALES } from "../../../common/locales";
import { ITEM_STATUSES, type ItemStatus } from "../../../common/content";
import { MARKER } from "../../../common/editor/markers";
import { elementOfItem } from "./markers";

/** Reads what the server marked on a block or the page in edit mode (common/editor/markers.ts). */

const isStatus = (value: string | null): value is ItemStatus => (ITEM_STATUSES as readonly string[]).includes(value ?? "");

/** The languages an item is hidden in, from its marker. */
export function disallowedOf(id: string): Locale[] {
  const raw = elementOfItem(id)?.getAttribute(MARKER.disallowedLanguages) ?? "";
  return raw.split(/\s+/).filter((value): value is Locale => (LOCALES as readonly string[]).includes(value));
}

/** The status a block marked for deletion returns to (default draft, editor-side section 4). */
export function previousStatusOf(id: string): ItemStatus {
  const value = elementOfItem(id)?.getAttribute(MARKER.previousStatus) ?? null;
  return isStatus(value) && value !== "markedForDeletion" ? value : "draft";
}

/** Each field name of a block with whether it is shown. */
export function fieldsOf(id: string): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(elementOfItem(id)?.getAttribute(MARKER.fields) ?? "{}");
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === "boolean"));
  } catch {
    return {};
  }
}

/** The ids of the page's blocks in their order. */
export const blockIds = () => [...document.querySelectorAll<HTMLElement>(`[${MARKER.type}="group"]`)].map((element) => element.getAttribute(MARKER.id) ?? "");

/** The group a field belongs to. */
export const groupOfField = (fieldId: string) => elementOfItem(fieldId)?.closest<HTMLElement>(`[${MARKER.type}="group"]`)?.getAttribute(MARKER.id) ?? null;
