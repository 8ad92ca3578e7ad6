import { emit } from "../state/events";
/**
 * Fields holding a value this tab has not got the server to keep yet (a save in flight, a failed one, or one
 * waiting for the conflict prompt's choice), and the moment an editor leaves a field with nothing unsaved in it.
 * A save announced from another tab leaves such a field alone until then (decision 113).
 */
const unsettled = new Set<string>();

/** The fields whose value in this tab still waits for the server. */
export const unsettledFields = (): string[] => [...unsettled];

/** A save of the field starts: its value waits for the server's answer. */
export function unsettle(fieldId: string): void {
  unsettled.add(fieldId);
}

/**
 * The server keeps the field's value this tab shows (a save went through, or "take theirs" showed theirs). The
 * caret may still be in the field (Enter saves and stays): only its editor can tell it was left.
 */
export function settle(fieldId: string): void {
  unsettled.delete(fieldId);
  emit("fieldLeft", null);
}

/**
 * The editor left the field, or finished editing it (Escape, a save it stays in), and the field shows only what is
 * saved: what other tabs saved of it may be shown now, even with the caret still in it.
 */
export function fieldLeft(fieldId: string): void {
  emit("fieldLeft", fieldId);
}
