import { z } from "zod";
import { OPTION_TYPES } from "../../../common/editor/options/option-types";
import { localeSchema } from "../../../common/locales";
import { editorStore } from "../state/store";
import { historyAtom, type SavedValue } from "../state/saves";
import { emptyHistory, HISTORY_LIMIT, type UndoHistory } from "../state/undo-stack";

/**
 * The undo history outlives the page's own reloads: an option change, a new or moved block and a media change
 * reload the page to show it, and the steps before them (a text typed a minute ago) stay undoable. It is kept per
 * page in this tab (sessionStorage); publishing and reverting end it (decision 012: what it would restore is no
 * longer the draft).
 */
const storageKey = (pageId: string) => `editor.history.${pageId}`;

const savedValueSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("field"), field: z.object({ fieldId: z.string(), locale: localeSchema, text: z.string().nullable(), json: z.unknown() }) }),
  z.object({
    kind: z.literal("option"),
    option: z.object({ groupId: z.string(), key: z.string(), type: z.enum(OPTION_TYPES), label: z.string(), value: z.unknown() }),
  }),
]);
const stepSchema = z.object({ key: z.string(), before: savedValueSchema, after: savedValueSchema, at: z.number() });
const keptSchema = z.object({ past: z.array(stepSchema).max(HISTORY_LIMIT), future: z.array(stepSchema).max(HISTORY_LIMIT) });

/** The history kept for the page, or an empty one (none kept, or unreadable). */
function readKeptHistory(pageId: string): UndoHistory<SavedValue> {
  try {
    const parsed = keptSchema.safeParse(JSON.parse(sessionStorage.getItem(storageKey(pageId)) ?? "null"));
    // The schema checked every field; `json` and `value` are any JSON, which the stored text can only hold.
    if (parsed.success) return parsed.data as UndoHistory<SavedValue>;
  } catch {
    // unreadable: start empty
  }
  return emptyHistory<SavedValue>();
}

/** Takes the page's kept history into the editor and keeps every change of it; returns a stop function. */
export function keepHistory(pageId: string): () => void {
  editorStore.set(historyAtom, readKeptHistory(pageId));
  return editorStore.sub(historyAtom, () => {
    try {
      sessionStorage.setItem(storageKey(pageId), JSON.stringify(editorStore.get(historyAtom)));
    } catch (error) {
      // Storage full or blocked: the history still works until the next reload.
      console.error("undo history not kept", error);
    }
  });
}

/** Ends the page's history (publish, revert). */
export function endHistory(): void {
  editorStore.set(historyAtom, emptyHistory<SavedValue>());
}
