import { fieldStateSchema, type FieldValue } from "../../../common/content";
import { shouldSave } from "../../../common/editor/save-rules";
import type { Locale } from "../../../common/locales";
import type { RichTextDoc } from "../../../common/rich-text";
import { record } from "../history/undo-stack";
import { contentApi } from "../api/content";
import { editorStore, type FieldSnapshot, historyAtom, session } from "../state/store";
import { askConflict, conflictOf } from "./conflict";
import { setVersion, versionOf } from "./item-versions";
import { refreshAfterChange } from "./refresh";
import { withToast } from "./toasts";
import { settle, unsettle } from "./unsettled";

/** A field's value in one language as the editor holds it. */
export type FieldEdit = { fieldId: string; locale: Locale; before: FieldValue | null; after: FieldValue | null };

const restoreListeners = new Set<(snapshot: FieldSnapshot) => void>();

/** Called when undo or redo restored a field's value, so its in-page view shows it; returns an unsubscribe. */
export function onFieldRestored(listener: (snapshot: FieldSnapshot) => void): () => void {
  restoreListeners.add(listener);
  return () => restoreListeners.delete(listener);
}

const snapshot = (fieldId: string, locale: Locale, value: FieldValue | null): FieldSnapshot => ({
  fieldId,
  locale,
  text: value?.text ?? null,
  json: value?.json ?? null,
});

/**
 * Sends one field value through POST /data under a status toast, based on the version the page showed; throws on
 * failure (the caller keeps the input). A save someone else overtook (409) asks: keep mine or take theirs. Until the
 * server keeps this tab's value (or theirs is taken) the field is unsettled: other tabs' saves wait for it.
 */
async function send(fieldId: string, locale: Locale, value: FieldValue | null, version = versionOf(fieldId)): Promise<void> {
  const { t } = session();
  const content = { [locale]: { text: value?.text ?? null, json: value?.json ?? null } };
  unsettle(fieldId);
  try {
    const answer = await withToast({ loading: t.saving, success: t.saved, error: t.errorSave }, () =>
      contentApi.saveData({ itemType: "field", linkId: fieldId, version, data: { content } }),
    );
    setVersion(fieldId, answer.version);
    settle(fieldId);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) {
      askConflict(conflict, {
        keepMine: () => send(fieldId, locale, value, conflict.version),
        takeTheirs: () => {
          setVersion(fieldId, conflict.version);
          const theirs = fieldStateSchema.safeParse(conflict.value);
          const other = theirs.success ? theirs.data.content[locale] : null;
          showField(snapshot(fieldId, locale, other ?? null));
          settle(fieldId);
        },
      });
    }
    throw error;
  } finally {
    // The typed text already shows in place; only the statuses it changes need loading again.
    void refreshAfterChange(["pageStatus", "translationStatus"]);
  }
}

/** Shows a value in the field's in-page view (undo, redo, another editor's value). */
export function showField(value: FieldSnapshot): void {
  for (const listener of restoreListeners) listener(value);
}

/**
 * The saving layer for field content (text and rich text): skips unchanged or both-empty values, saves through
 * the content API with toasts, and records an undo step (rapid saves of one field merge). Resolves to whether a
 * request was made; rejects when the save failed (already shown and logged).
 */
export async function saveField(edit: FieldEdit): Promise<boolean> {
  if (!shouldSave(edit.before, edit.after)) return false;
  await send(edit.fieldId, edit.locale, edit.after);
  const step = {
    key: `${edit.fieldId}:${edit.locale}`,
    before: { kind: "field", field: snapshot(edit.fieldId, edit.locale, edit.before) },
    after: { kind: "field", field: snapshot(edit.fieldId, edit.locale, edit.after) },
    at: Date.now(),
  } as const;
  editorStore.set(historyAtom, (history) => record(history, step));
  return true;
}

/** Restores a recorded value through the same API (undo/redo), then tells the in-page view. */
export async function restoreField(value: FieldSnapshot): Promise<void> {
  await send(value.fieldId, value.locale, { text: value.text, json: value.json as RichTextDoc | null });
  showField(value);
}
