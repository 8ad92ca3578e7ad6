import type { FieldSnapshot } from "./saves";

/** What a change can make stale (editor-side section 4, "After changes …"). */
export type RefreshTarget = "files" | "pageStatus" | "groupStatus" | "translationStatus" | "pageData" | "navigation";

/**
 * What happens once, rather than what is (that is the atoms): each event with what it carries. One list instead of a
 * listener list per module, so who tells whom is found by searching for the event's name.
 */
type EditorEvents = {
  /** A field settled (null: its save went through) or was left (its id): held-back saves of other tabs may show. */
  fieldLeft: string | null;
  /** A value to show in a field's in-page view (undo, redo, take theirs, a save from another tab). */
  fieldShown: FieldSnapshot;
  /** Data of this kind went stale after a save: a panel that holds it fetches it again (a promise: when done). */
  stale: RefreshTarget;
  /** Markup swapped into the page (blocks rendered in place): its items become selectable like the page's own. */
  markupSwapped: HTMLElement;
};
type EventName = keyof EditorEvents;
type Listener<E extends EventName> = (payload: EditorEvents[E]) => unknown;

const listeners: { [E in EventName]: Set<Listener<E>> } = {
  fieldLeft: new Set(),
  fieldShown: new Set(),
  stale: new Set(),
  markupSwapped: new Set(),
};

/** Listens to an event; returns the unsubscribe. */
export function on<E extends EventName>(event: E, listener: Listener<E>): () => void {
  listeners[event].add(listener);
  return () => listeners[event].delete(listener);
}

/** Tells every listener, in the order they listened; returns what they returned (promises to wait for). */
export function emit<E extends EventName>(event: E, payload: EditorEvents[E]): unknown[] {
  return [...listeners[event]].map((listener) => listener(payload));
}
