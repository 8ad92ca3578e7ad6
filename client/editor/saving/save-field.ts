import { fieldStateSchema, type FieldValue } from "../../../common/content";
import { sameJson } from "../../../common/editor/changes";
import { shouldSave } from "../../../common/editor/save-rules";
import type { Locale } from "../../../common/locales";
import { type RichTextDoc, richTextDocSchema, richTextToPlain } from "../../../common/rich-text";
import { record } from "../state/undo-stack";
import { contentApi } from "../api/content";
import { emit } from "../state/events";
import { editorStore } from "../state/store";
import { type FieldSnapshot, historyAtom } from "../state/saves";
import { session } from "../i18n/session";
import { TAB_ID } from "../api/client";
import { askConflict, type Conflict, conflictOf } from "./conflict";
import type { JournalEntry } from "./journal";
import { deliver, forget } from "./outbox";
import { setVersion, versionOf } from "../state/item-versions";
import { refreshAfterChange } from "./refresh";
import { settle, unsettle } from "./unsettled";

/** A field's value in one language as the editor holds it. */
type FieldEdit = { fieldId: string; locale: Locale; before: FieldValue | null; after: FieldValue | null };

const snapshot = (fieldId: string, locale: Locale, value: FieldValue | null): FieldSnapshot => ({
  fieldId,
  locale,
  text: value?.text ?? null,
  json: value?.json ?? null,
});

/** What the conflict prompt shows of a value: its text, or the rich text's words. */
export const shownText = (value: { text?: string | null; json?: unknown } | null | undefined): string => {
  const doc = richTextDocSchema.safeParse(value?.json);
  return value?.text ?? (doc.success ? richTextToPlain(doc.data) : "");
};

const sameValue = (a: { text?: string | null; json?: unknown } | null | undefined, b: { text?: string | null; json?: unknown } | null | undefined) =>
  sameJson({ text: a?.text, json: a?.json }, { text: b?.text, json: b?.json });

/**
 * Whether a 409's current value of the field is `value` in `locale`: an earlier attempt of this save reached the
 * server although its answer never came back (a dropped connection, a timeout). Then it is saved, once.
 */
export function landedAlready(conflict: Conflict, locale: Locale, value: { text?: string | null; json?: unknown } | null): boolean {
  const current = fieldStateSchema.safeParse(conflict.value);
  return current.success && sameValue(current.data.content[locale], value);
}

/** Asks keep mine / take theirs for a field save someone else overtook; the journal entry stays until then. */
function askFieldConflict(conflict: Conflict, fieldId: string, locale: Locale, value: FieldValue | null, entry: JournalEntry | null): void {
  const theirs = fieldStateSchema.safeParse(conflict.value);
  const other = theirs.success ? (theirs.data.content[locale] ?? null) : null;
  askConflict(
    conflict,
    {
      keepMine: () => send(fieldId, locale, value, conflict.version, entry),
      takeTheirs: () => {
        forget(entry);
        setVersion(fieldId, conflict.version);
        showField(snapshot(fieldId, locale, other));
        settle(fieldId);
      },
    },
    { mine: shownText(value), theirs: shownText(other) },
  );
}

/**
 * Sends one field value through POST /data through the outbox (retried on network failures and 5xx, kept in the
 * journal until confirmed: decision 117), based on the version the page showed when its turn comes. A save someone
 * else overtook (409) asks: keep mine or take theirs. Until the server keeps this tab's value (or theirs is taken)
 * the field is unsettled: other tabs' saves wait for it. Rejects on refusal (the caller keeps the input).
 */
async function send(fieldId: string, locale: Locale, value: FieldValue | null, version?: number, replaces: JournalEntry | null = null): Promise<void> {
  const { boot, t } = session();
  const content = { [locale]: { text: value?.text ?? null, json: value?.json ?? null } };
  const entry: JournalEntry = {
    id: replaces?.id ?? crypto.randomUUID(),
    tab: TAB_ID,
    host: location.host,
    pageId: boot.pageId,
    itemId: fieldId,
    locale,
    kind: "field",
    mine: shownText(value),
    save: { itemType: "field", linkId: fieldId, version: version ?? versionOf(fieldId), data: { content } },
    at: Date.now(),
  };
  unsettle(fieldId);
  try {
    await deliver({
      key: `${fieldId}:${locale}`,
      itemId: fieldId,
      texts: { loading: t.saving, success: t.saved, error: t.errorSave },
      entry,
      send: async () => {
        const based = version ?? versionOf(fieldId);
        try {
          const answer = await contentApi.saveData({ ...entry.save, version: based });
          setVersion(fieldId, answer.version);
        } catch (error) {
          const conflict = conflictOf(error);
          if (!conflict || !landedAlready(conflict, locale, value)) throw error;
          setVersion(fieldId, conflict.version);
        }
      },
    });
    settle(fieldId);
  } catch (error) {
    const conflict = conflictOf(error);
    if (conflict) askFieldConflict(conflict, fieldId, locale, value, entry);
    throw error;
  } finally {
    // The typed text already shows in place; only the statuses it changes need loading again.
    void refreshAfterChange(["pageStatus", "translationStatus"]);
  }
}

/** Shows a value in the field's in-page view (undo, redo, another editor's value). */
export function showField(value: FieldSnapshot): void {
  emit("fieldShown", value);
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
