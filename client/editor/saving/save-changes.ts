import { type Change, mergeChanges, valueAt } from "../../../common/editor/changes";
import type { Locale } from "../../../common/locales";
import { EditorApiError, TAB_ID } from "../api/client";
import { session } from "../i18n/session";
import { askConflict, conflictOf } from "./conflict";
import type { ChangesEntry } from "./journal";
import { deliver, forget } from "./outbox";
import type { ToastTexts } from "./toasts";

/** What the server holds of a whole object (the settings, a page's menu values) and the version it is stored under. */
export type Held = { value: unknown; version: number };

/** Where a whole-object save goes (`saving/change-targets.ts`): how to read it, and how to write changed leaves onto it. */
export type ChangesTarget<A> = {
  kind: ChangesEntry["kind"];
  /** The journal's and the outbox's key: one per object, so its saves go one after another. */
  itemId: string;
  pageId: string;
  locale: Locale | null;
  read: () => Promise<Held>;
  write: (base: Held, changes: Change[]) => Promise<A>;
};

/** Someone else changed some of the same leaves to other values: the owner decides (keep mine / take theirs). */
class LeafConflict extends EditorApiError {
  constructor(
    readonly held: Held,
    readonly leaves: Change[],
    readonly by: string | null,
  ) {
    super(409, session().t.conflict(by));
  }
}

/** How a leaf's value reads in the conflict prompt. */
const shown = (value: unknown): string =>
  Array.isArray(value) ? value.join(", ") : typeof value === "string" ? value : value == null ? "" : JSON.stringify(value);

/** A 409 means another save came first: read again. Three in a row, and the owner is told (no endless loop). */
const ROUNDS = 3;

/**
 * Saves the leaves an owner changed on a whole object through the outbox (retried on no answer and 5xx, journaled
 * until confirmed: decision 117). `held` is what the change was made on; without it (a replayed journal entry) the
 * server's value is read first. A 409 reads again and writes the leaves nobody else touched; a leaf someone else
 * changed to a third value asks keep mine / take theirs. Resolves with the write's answer,
 * or null when the server already held every value (a lost answer of an earlier attempt); rejects on refusal.
 */
export async function saveChanges<A>(
  target: ChangesTarget<A>,
  changes: Change[],
  options: {
    /** What the change was made on; a function is asked when the save's turn comes (the saves before it moved the version on). */
    held: Held | (() => Held) | null;
    texts: ToastTexts;
    entry?: ChangesEntry;
    force?: boolean;
    /** The owner kept theirs after a conflict and it is saved now. */
    onMine: (answer: A | null) => void;
    /** The owner took the other value after a conflict: show what the server holds. */
    onTheirs: () => void;
  },
): Promise<A | null> {
  const entry: ChangesEntry = options.entry ?? {
    id: crypto.randomUUID(),
    tab: TAB_ID,
    host: location.host,
    pageId: target.pageId,
    itemId: target.itemId,
    locale: target.locale,
    kind: target.kind,
    mine: changes.map((change) => shown(change.after)).join(" · "),
    changes: changes.map((change) => ({ ...change, path: [...change.path] })) as ChangesEntry["changes"],
    at: Date.now(),
  };
  try {
    return await deliver({
      key: target.itemId,
      itemId: null,
      texts: options.texts,
      entry,
      send: async () => {
        let held = typeof options.held === "function" ? options.held() : (options.held ?? (await target.read()));
        let by: string | null = null;
        for (let round = 1; ; round++) {
          const { apply, conflicts } = mergeChanges(held.value, changes);
          if (conflicts.length > 0 && !options.force) throw new LeafConflict(held, conflicts, by);
          const leaves = options.force ? changes : apply;
          if (leaves.length === 0) return null;
          try {
            return await target.write(held, leaves);
          } catch (error) {
            const conflict = conflictOf(error);
            if (!conflict || round >= ROUNDS) throw error;
            by = conflict.by;
            held = await target.read();
          }
        }
      },
    });
  } catch (error) {
    if (!(error instanceof LeafConflict)) throw error;
    askConflict(
      { version: error.held.version, value: error.held.value, by: error.by },
      {
        keepMine: () => saveChanges(target, changes, { ...options, held: error.held, entry, force: true }).then(options.onMine),
        takeTheirs: () => {
          forget(entry);
          options.onTheirs();
        },
      },
      {
        mine: error.leaves.map((leaf) => shown(leaf.after)).join(" · "),
        theirs: error.leaves.map((leaf) => shown(valueAt(error.held.value, leaf.path))).join(" · "),
      },
    );
    throw error;
  }
}
