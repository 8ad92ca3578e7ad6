import { EDITOR_ROOT_ID } from "../../../common/editor/boot";
import { editorStore } from "../state/store";
import { outboxAtom } from "../state/saves";
import { unsettledFields } from "./unsettled";

/**
 * What the owner typed and the server does not keep yet: text typed into a field or a panel's input and not handed
 * to a save (tracked by its input events until the field is left or reset with Escape), saves in flight or being
 * retried, and fields waiting for the conflict prompt's choice.
 */
const typed = new Set<EventTarget>();

const editable = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement &&
  (target.isContentEditable || (target.matches("input, textarea") && Boolean(target.closest(`#${EDITOR_ROOT_ID}, [data-radix-popper-content-wrapper]`))));

/** Whether `element` holds text typed since it was last handed to a save (or reset). */
export const hasTyped = (element: Element | null): boolean => element !== null && [...typed].some((node) => node instanceof Node && element.contains(node));

/** Whether leaving now would lose something the owner typed. */
function somethingUnsaved(): boolean {
  const { pending } = editorStore.get(outboxAtom);
  return pending > 0 || typed.size > 0 || unsettledFields().length > 0;
}

/**
 * Asks before the page is left or closed while something is unsaved (decision 117); with nothing pending it never
 * asks. Returns a disposer.
 */
export function guardLeaving(): () => void {
  const onInput = (event: Event) => {
    const target = event.composedPath().find((node) => editable(node)) ?? null;
    if (target) typed.add(target);
  };
  // Leaving a field hands its text to a save (its own blur handler runs first), which the outbox counts from then on.
  const onFocusOut = (event: FocusEvent) => {
    const target = event.target;
    setTimeout(() => typed.delete(target as EventTarget));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape puts back the saved text; Enter saves a one-line field (in rich text it starts a new paragraph).
    const target = event.target;
    const commits = event.key === "Enter" && target instanceof HTMLElement && (target.contentEditable === "plaintext-only" || target.matches("input"));
    if (event.key === "Escape" || commits) setTimeout(() => typed.delete(target as EventTarget));
  };
  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!somethingUnsaved()) return;
    event.preventDefault();
    // Older browsers show the dialog only for a set returnValue.
    event.returnValue = "";
  };
  document.addEventListener("input", onInput, true);
  document.addEventListener("focusout", onFocusOut, true);
  document.addEventListener("keydown", onKeyDown, true);
  addEventListener("beforeunload", onBeforeUnload);
  return () => {
    document.removeEventListener("input", onInput, true);
    document.removeEventListener("focusout", onFocusOut, true);
    document.removeEventListener("keydown", onKeyDown, true);
    removeEventListener("beforeunload", onBeforeUnload);
  };
}

/**
 * A page-wide change that loads another page (an address, the languages, the settings) waits until nothing typed
 * is unsaved: a field the owner is typing in is saved when it is left, then the change goes (decision 117).
 */
export function whenNothingUnsaved(go: () => void): void {
  const check = () => {
    // No document (a unit test of the refresh rules): nothing can be typed.
    const active = globalThis.document?.activeElement ?? null;
    // Still in a field with typed text: wait for it to be left (its save is then counted as pending).
    if (!somethingUnsaved() && !(active && typed.has(active))) go();
    else setTimeout(check, 200);
  };
  check();
}
