/** A key pressed in a field before its editor could take it: the key's name and whether Shift was down. */
export type HeldKey = { key: string; shift: boolean };

/** Keys that edit or move in a text; Space and these would otherwise scroll the page while the field has focus. */
const EDITING_KEYS = new Set(["Backspace", "Delete", "Enter", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", "PageUp", "PageDown"]);

/** Characters and editing keys; shortcuts with Ctrl or Cmd (AltGr reports Ctrl with Alt: a character) stay the shell's. */
const isTyping = (event: KeyboardEvent) =>
  !event.isComposing && !event.metaKey && !(event.ctrlKey && !event.altKey) && (event.key.length === 1 || EDITING_KEYS.has(event.key));

/**
 * Holds the keys pressed on a field while its editor loads (the rich-text editor is a chunk of its own, and tiptap
 * takes focus a task after it mounts): until then the focused field is not editable, so the browser would drop the
 * characters and scroll the page on Space or an arrow. Escape is held too (it ends the edit once the editor is
 * there); nothing after it is. `take` stops holding and answers the keys in the order they were pressed; `stop`
 * drops them (the edit ended before its editor was ready).
 */
export function holdKeys(element: HTMLElement): { take: () => HeldKey[]; stop: () => void } {
  const held: HeldKey[] = [];
  let escaped = false;
  const onKeyDown = (event: KeyboardEvent) => {
    // Keys in the editor's own text or in its toolbar are theirs; only the field itself, not yet editable, holds.
    if (event.target !== element || escaped) return;
    if (event.key === "Escape") escaped = true;
    else if (!isTyping(event)) return;
    event.preventDefault();
    held.push({ key: event.key, shift: event.shiftKey });
  };
  element.addEventListener("keydown", onKeyDown, true);
  const stop = () => element.removeEventListener("keydown", onKeyDown, true);
  return {
    take: () => {
      stop();
      return held.splice(0);
    },
    stop,
  };
}
