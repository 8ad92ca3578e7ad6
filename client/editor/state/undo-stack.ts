/** One undoable save: the item it changed, and the value before and after, as the save API takes them. */
type UndoStep<V> = { key: string; before: V; after: V; at: number };

/** Edits of one field closer together than this merge into one step (rapid typing is one undo). */
export const MERGE_WINDOW_MS = 1500;
/** At most this many steps are kept (a session's saves; the oldest drop first). */
export const HISTORY_LIMIT = 100;

export type UndoHistory<V> = { past: UndoStep<V>[]; future: UndoStep<V>[] };

export const emptyHistory = <V>(): UndoHistory<V> => ({ past: [], future: [] });

/** Records a save; a save of the same key within the merge window extends the last step (keeps its `before`). */
export function record<V>(history: UndoHistory<V>, step: UndoStep<V>): UndoHistory<V> {
  const last = history.past.at(-1);
  if (last && last.key === step.key && step.at - last.at <= MERGE_WINDOW_MS) {
    return { past: [...history.past.slice(0, -1), { ...last, after: step.after, at: step.at }], future: [] };
  }
  return { past: [...history.past, step].slice(-HISTORY_LIMIT), future: [] };
}

/** The step to undo (restore its `before`) and the history after it, or null when there is nothing to undo. */
export function undo<V>(history: UndoHistory<V>): { step: UndoStep<V>; history: UndoHistory<V> } | null {
  const step = history.past.at(-1);
  if (!step) return null;
  return { step, history: { past: history.past.slice(0, -1), future: [step, ...history.future] } };
}

/** The step to redo (restore its `after`) and the history after it, or null when there is nothing to redo. */
export function redo<V>(history: UndoHistory<V>): { step: UndoStep<V>; history: UndoHistory<V> } | null {
  const [step, ...rest] = history.future;
  if (!step) return null;
  return { step, history: { past: [...history.past, step], future: rest } };
}
