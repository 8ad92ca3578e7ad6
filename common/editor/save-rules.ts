import type { FieldValue } from "../content";
import { richTextToPlain } from "../rich-text";

/** True when a field value holds nothing: no text (after trimming) and no rich text. */
export function isEmptyValue(value: FieldValue | null | undefined): boolean {
  return !value || ((value.text ?? "").trim() === "" && (value.json == null || richTextToPlain(value.json) === ""));
}

/**
 * Editor-side section 5: a save is skipped when the value is unchanged, or when old and new are both empty,
 * unless forced. The editor checks before sending; the server (worker/content/data-save.ts) checks again.
 */
export function shouldSave(before: FieldValue | null | undefined, after: FieldValue | null | undefined, force = false): boolean {
  if (force) return true;
  if (isEmptyValue(before) && isEmptyValue(after)) return false;
  return (
    JSON.stringify({ text: before?.text ?? null, json: before?.json ?? null }) !== JSON.stringify({ text: after?.text ?? null, json: after?.json ?? null })
  );
}
