import { toast } from "sonner";
import { MARKER } from "../../../common/editor/markers";
import { EditorApiError } from "../api/client";
import { editorStore } from "../state/store";
import { session } from "../i18n/session";
import { outboxAtom } from "../state/saves";
import { type JournalEntry, removeEntries, writeEntry } from "./journal";
import { showFailure, type ToastTexts } from "./toasts";

/**
 * Every save an owner's edit starts goes out through here (decision 117). A failure of the connection, a timeout or
 * a 5xx is not the owner's to fix: the save is sent again by itself, after 1, 2, 4 … (at most 30) seconds or as soon
 * as the browser is back online, until the server keeps it or refuses it (4xx). Until then the field and the
 * toolbar say "nicht gespeichert – wird erneut versucht" with the count, the journal keeps the edit for a later
 * visit, and leaving the page asks first. A refusal is shown like any failed save; a 409 goes to the caller, which
 * asks keep mine / take theirs once.
 */

/** One request may take this long before it counts as failed (and is sent again). */
const SAVE_TIMEOUT_MS = 10_000;
/** The wait before the first retry; it doubles per attempt up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;
/** A toast that followed the retry notice (which stays) lasts as long as any other. */
const TOAST_MS = 4_000;

/** Whether a failure is worth sending again: no answer (offline, aborted, timed out) or a server error. */
const retryable = (error: unknown): boolean => error instanceof EditorApiError && (error.status === 0 || error.status >= 500);

/** The wait before attempt `attempt + 1` (attempt counts from 1). */
const retryDelay = (attempt: number): number => Math.min(RETRY_FIRST_MS * 2 ** (attempt - 1), RETRY_MAX_MS);

const retryingItems = new Map<string, number>();
let pending = 0;
function publish(): void {
  editorStore.set(outboxAtom, { pending, retrying: retryingItems.size });
  // Every field still waiting says the same count as the toolbar.
  const label = session().t.notSavedRetrying(retryingItems.size);
  for (const element of document.querySelectorAll<HTMLElement>('[data-save-state="retrying"]')) element.dataset.saveLabel = label;
}

/** How long a field that waited for a retried save says "Gespeichert" once it went through. */
const FIELD_SAVED_MS = 3_000;

/**
 * Marks the item's elements on the page while its save is being retried, and for a moment after it went through
 * (editor.css shows the label above the field).
 */
function markItem(itemId: string | null, state: "retrying" | "saved" | null): void {
  if (!itemId) return;
  const { t } = session();
  for (const element of document.querySelectorAll<HTMLElement>(`[${MARKER.id}="${CSS.escape(itemId)}"]`)) {
    if (state === null) {
      delete element.dataset.saveState;
      delete element.dataset.saveLabel;
      continue;
    }
    element.dataset.saveState = state;
    element.dataset.saveLabel = state === "retrying" ? t.notSavedRetrying(retryingItems.size) : t.saved;
    if (state === "saved")
      setTimeout(() => {
        if (element.dataset.saveState === "saved") markItem(itemId, null);
      }, FIELD_SAVED_MS);
  }
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new EditorApiError(0, "timeout")), SAVE_TIMEOUT_MS);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

/** Resolves after `ms`, or at once when the browser comes back online. */
function waitToRetry(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      removeEventListener("online", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    addEventListener("online", done);
  });
}

/** Sends of one item go out one after another, in the order they were handed over. */
const queues = new Map<string, Promise<unknown>>();

type Delivery<T> = {
  /** Sends of one key (an item in a language) go one after another. */
  key: string;
  /** The item whose elements show the retry state, if it has some on the page. */
  itemId: string | null;
  texts: ToastTexts;
  /** Written to the journal before the first attempt, removed once the server answered (null: not journaled). */
  entry: JournalEntry | null;
  /** Called when its turn comes, so it is based on what the sends before it left (their versions). */
  send: () => Promise<T>;
};

/**
 * Sends `delivery` now or after the sends of its key before it, retried until the server keeps or refuses it.
 * Resolves with the answer; rejects with the refusal (already shown), a 409 included (its journal entry stays
 * until the caller's conflict prompt is decided: `forget`).
 */
export function deliver<T>(delivery: Delivery<T>): Promise<T> {
  if (delivery.entry) writeEntry(delivery.entry);
  pending++;
  publish();
  const previous = queues.get(delivery.key) ?? Promise.resolve();
  const run = previous.then(() => attempts(delivery));
  const settled = run.catch(() => undefined);
  queues.set(delivery.key, settled);
  void settled.then(() => {
    if (queues.get(delivery.key) === settled) queues.delete(delivery.key);
    pending--;
    publish();
  });
  return run;
}

async function attempts<T>(delivery: Delivery<T>): Promise<T> {
  const { t } = session();
  const id = toast.loading(delivery.texts.loading);
  for (let attempt = 1; ; attempt++) {
    try {
      const answer = await withTimeout(delivery.send());
      settleRetry(delivery, true);
      forget(delivery.entry);
      toast.success(delivery.texts.success, { id, duration: TOAST_MS });
      return answer;
    } catch (error) {
      if (!retryable(error)) {
        settleRetry(delivery, false);
        if (!(error instanceof EditorApiError && error.status === 409)) forget(delivery.entry);
        showFailure(delivery.texts, error, { id, duration: TOAST_MS });
        throw error;
      }
      retryingItems.set(delivery.key, attempt);
      publish();
      markItem(delivery.itemId, "retrying");
      toast.warning(t.notSavedRetrying(retryingItems.size), { id, duration: Number.POSITIVE_INFINITY });
      console.warn(`save failed (attempt ${attempt}), retrying`, error);
      await waitToRetry(retryDelay(attempt));
    }
  }
}

/** A retried save went through or was refused: it no longer counts as retrying. */
function settleRetry(delivery: Pick<Delivery<unknown>, "key" | "itemId">, saved: boolean): void {
  if (!retryingItems.delete(delivery.key)) return;
  markItem(delivery.itemId, saved ? "saved" : null);
  publish();
}

/** The journal entry's edit is decided (saved, refused, or the conflict prompt answered). */
export function forget(entry: JournalEntry | null): void {
  if (entry) removeEntries([entry.id]);
}
