import type { ItemStatus } from "../content";
import type { RenderBlock, RenderField } from "../page-model";

/**
 * The `data-*` markers the editor attaches to (editor-side section 1): set on fields, groups and the page in edit
 * mode only. Live renders have no `edit` info on fields and no status on blocks, so they get no attributes.
 */
export type ItemMarker = {
  "data-item": string;
  "data-item-type": "field" | "group" | "page";
  "data-field-name"?: string;
  "data-content-type"?: string;
  "data-data-type"?: string;
  "data-block-type"?: string;
  "data-item-status"?: ItemStatus;
  "data-translation"?: "machine" | "review" | "stale";
  /** An empty field's hint: the text in the language it was written in, and that language. */
  "data-source-hint"?: string;
  "data-source-locale"?: string;
  "data-previous-status"?: ItemStatus;
  "data-disallowed-languages"?: string;
  "data-fields"?: string;
  /** The version a save of this item is based on (docs/decisions/022). */
  "data-item-version"?: number;
};

/** Attribute names the editor reads; one home so server and client agree. */
export const MARKER = {
  id: "data-item",
  type: "data-item-type",
  fieldName: "data-field-name",
  contentType: "data-content-type",
  dataType: "data-data-type",
  blockType: "data-block-type",
  status: "data-item-status",
  translation: "data-translation",
  sourceHint: "data-source-hint",
  sourceLocale: "data-source-locale",
  /** Groups: the status a block marked for deletion returns to when restored. */
  previousStatus: "data-previous-status",
  /** Groups and the page: the languages it is hidden in, space-separated. */
  disallowedLanguages: "data-disallowed-languages",
  /** Groups: each field name with whether it is shown (JSON), so hidden fields can be shown again. */
  fields: "data-fields",
  version: "data-item-version",
} as const;

/** Markers of a field, or nothing when it was not loaded for editing. */
export function fieldMarker(field: RenderField | undefined): Partial<ItemMarker> {
  if (!field?.edit) return {};
  return {
    "data-item": field.id,
    "data-item-type": "field",
    "data-field-name": field.name,
    "data-content-type": field.edit.contentType,
    ...(field.edit.dataType ? { "data-data-type": field.edit.dataType } : {}),
    ...(field.edit.translation ? { "data-translation": field.edit.translation } : {}),
    ...(field.edit.hint ? { "data-source-hint": field.edit.hint.text, "data-source-locale": field.edit.hint.locale } : {}),
    "data-item-version": field.edit.version,
  };
}

/** Markers of a group (block), or nothing outside edit mode. */
export function groupMarker(block: RenderBlock): Partial<ItemMarker> {
  if (!block.status) return {};
  const fields: Record<string, boolean> = {};
  for (const f of block.fields) fields[f.name] = (fields[f.name] ?? false) || f.visible;
  return {
    "data-item": block.id,
    "data-item-type": "group",
    "data-block-type": block.type,
    "data-item-status": block.status,
    ...(block.version ? { "data-item-version": block.version } : {}),
    ...(block.previousStatus ? { "data-previous-status": block.previousStatus } : {}),
    "data-disallowed-languages": (block.disallowedLanguages ?? []).join(" "),
    "data-fields": JSON.stringify(fields),
  };
}

/** Markers of the page, or nothing outside edit mode. */
export function pageMarker(page: { id: string; status?: ItemStatus; version?: number; disallowedLanguages?: readonly string[] }): Partial<ItemMarker> {
  if (!page.status) return {};
  return {
    "data-item": page.id,
    "data-item-type": "page",
    "data-item-status": page.status,
    ...(page.version ? { "data-item-version": page.version } : {}),
    "data-disallowed-languages": (page.disallowedLanguages ?? []).join(" "),
  };
}
