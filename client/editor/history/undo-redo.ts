import { editorStore, historyAtom, session } from "../state/store";
import { restoreField } from "../saving/save-field";
import { redo, undo } from "./undo-stack";
import { toast } from "sonner";

/** Undoes the last save of the session by saving the value before it again (Ctrl/Cmd+Z, toolbar). */
export async function undoLastSave(): Promise<void> {
  const result = undo(editorStore.get(historyAtom));
  if (!result) {
    toast(session().t.nothingToUndo);
    return;
  }
  await restoreField(result.step.before).then(
    () => editorStore.set(historyAtom, result.history),
    () => undefined,
  );
}

/** Saves again the value an undo took back (Shift+Ctrl/Cmd+Z, toolbar). */
export async function redoLastSave(): Promise<void> {
  const result = redo(editorStore.get(historyAtom));
  if (!result) {
    toast(session().t.nothingToRedo);
    return;
  }
  await restoreField(result.step.after).then(
    () => editorStore.set(historyAtom, result.history),
    () => undefined,
  );
}
