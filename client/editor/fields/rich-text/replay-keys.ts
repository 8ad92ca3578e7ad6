import { type EditorState, type Selection, TextSelection, type Transaction } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import type { HeldKey } from "../held-keys";

/**
 * Types the keys held while the editor loaded into it, in order, as if they had been pressed in its text:
 * characters through the editor's text input (its input rules see them), Enter, Backspace and Delete through its
 * keymap with the browser's own deletion as the fallback, arrows left and right, Home and End as caret moves
 * (with Shift, selecting). Up, down and the page keys, which move by lines as laid out on screen, are dropped.
 * Answers whether Escape was among them (the edit ends there).
 */
export function replayKeys(view: EditorView, keys: HeldKey[]): { escaped: boolean } {
  for (const held of keys) {
    if (held.key === "Escape") return { escaped: true };
    if (held.key.length === 1) typeText(view, held.key);
    else if (!pressInKeymap(view, held)) {
      const tr = fallback(view.state, held);
      if (tr) view.dispatch(tr.scrollIntoView());
    }
  }
  return { escaped: false };
}

function typeText(view: EditorView, text: string): void {
  const { from, to } = view.state.selection;
  const typed = () => view.state.tr.insertText(text, from, to);
  if (!view.someProp("handleTextInput", (handle) => handle(view, from, to, text, typed))) view.dispatch(typed().scrollIntoView());
}

function pressInKeymap(view: EditorView, held: HeldKey): boolean {
  const event = new KeyboardEvent("keydown", { key: held.key, shiftKey: held.shift, bubbles: true, cancelable: true });
  return Boolean(view.someProp("handleKeyDown", (handle) => handle(view, event)));
}

/** What the browser does for the key in a contenteditable when the keymap leaves it alone. */
function fallback(state: EditorState, { key, shift }: HeldKey): Transaction | null {
  const { selection, doc } = state;
  const { $head } = selection;
  if ((key === "Backspace" || key === "Delete") && !selection.empty) return state.tr.deleteSelection();
  if (key === "Backspace" && $head.parentOffset > 0) return state.tr.delete($head.pos - charBefore($head.parent.textBetween(0, $head.parentOffset)), $head.pos);
  if (key === "Delete" && $head.parentOffset < $head.parent.content.size) {
    return state.tr.delete($head.pos, $head.pos + charAfter($head.parent.textBetween($head.parentOffset, $head.parent.content.size)));
  }
  const target = caretTarget(selection, key, shift);
  if (target === null) return null;
  const $target = doc.resolve(Math.max(0, Math.min(doc.content.size, target)));
  const bias = key === "ArrowLeft" || key === "Home" ? -1 : 1;
  return state.tr.setSelection(TextSelection.between(shift ? selection.$anchor : $target, $target, bias));
}

/** Where the caret goes for an arrow, Home or End; an arrow without Shift first collapses a selection to its side. */
function caretTarget(selection: Selection, key: string, shift: boolean): number | null {
  const collapse = !shift && !selection.empty;
  if (key === "ArrowLeft") return collapse ? selection.from : selection.$head.pos - 1;
  if (key === "ArrowRight") return collapse ? selection.to : selection.$head.pos + 1;
  if (key === "Home") return selection.$head.start();
  if (key === "End") return selection.$head.end();
  return null;
}

/** The length of the last character of `text` in UTF-16 units (an emoji is two). */
const charBefore = (text: string) => (/[\uD800-\uDBFF][\uDC00-\uDFFF]$/.test(text) ? 2 : 1);
/** The length of the first character of `text` in UTF-16 units. */
const charAfter = (text: string) => (/^[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(text) ? 2 : 1);
