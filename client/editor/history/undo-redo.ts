import { toast } from "sonner";
import { restoreField } from "../saving/save-field";
import { versionOf } from "../state/item-versions";
import { restoreOption } from "../saving/save-options";
import { editorStore } from "../state/store";
import { historyAtom, type SavedValue } from "../state/saves";
import { session } from "../i18n/session";
import { redo, type UndoHistory, undo } from "../state/undo-stack";

/** Saves a recorded value again through the call that saved it. */
const restore = (value: SavedValue) => (value.kind === "field" ? restoreField(value.field) : restoreOption(value.option));

/** The block or field a recorded value belongs to. */
const itemOf = (value: SavedValue) => (value.kind === "field" ? value.field.fieldId : value.option.groupId);

/**
 * Restores one side of a step and then takes `next` as the history. A step whose block or field is no longer on the
 * page (removed since, and the page reloaded) leaves the history altogether, so the one behind it can be undone; a
 * failed save keeps it (the error toast has said why).
 */
async function apply(value: SavedValue, next: UndoHistory<SavedValue>, without: UndoHistory<SavedValue>): Promise<void> {
  if (versionOf(itemOf(value)) === undefined) {
    toast.error(session().t.stepGone);
    editorStore.set(historyAtom, without);
    return;
  }
  await restore(value).then(
    () => editorStore.set(historyAtom, next),
    () => undefined,
  );
}

/**
 * Undo and redo run one after the other: a step's change is shown in place (decision 076) a moment before its save
 * has moved the history on, so a second undo started meanwhile would read the same step again and never reach the
 * one behind it. Each waits for the one before to end.
 */
let running: Promise<void> = Promise.resolve();
function inTurn(run: () => Promise<void>): Promise<void> {
  const turn = running.then(run);
  running = turn.catch(() => undefined);
  return turn;
}

/** Undoes the last save of the session by saving the value before it again (Ctrl/Cmd+Z, toolbar). */
export function undoLastSave(): Promise<void> {
  return inTurn(async () => {
    const result = undo(editorStore.get(historyAtom));
    if (!result) {
      toast(session().t.nothingToUndo);
      return;
    }
    await apply(result.step.before, result.history, { ...result.history, future: result.history.future.slice(1) });
  });
}

/** Saves again the value an undo took back (Shift+Ctrl/Cmd+Z, toolbar). */
export function redoLastSave(): Promise<void> {
  return inTurn(async () => {
    const result = redo(editorStore.get(historyAtom));
    if (!result) {
      toast(session().t.nothingToRedo);
      return;
    }
    await apply(result.step.after, result.history, { ...result.history, past: result.history.past.slice(0, -1) });
  });
}
