import { redoLastSave, undoLastSave } from "../history/undo-redo";
import { editorStore } from "../state/store";
import { menuOpenAtom } from "../state/selection";
import { modeAtom, pagesPanelAtom } from "../state/overlays";
import { setMode } from "../state/overlays";

/** Typing in a control or a field being edited (rich text marks its field before tiptap has focus). */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    target.tagName === "INPUT" ||
    target.tagName === "TEXTAREA" ||
    target.tagName === "SELECT" ||
    target.closest("[data-editing]") !== null);

/** How many frames the toolbar may take to render before Ctrl+E gives up putting the focus in it. */
const TOOLBAR_FRAMES = 60;

/** Opens the toolbar if closed and puts the focus on its first button, where Tab walks its actions. */
function focusToolbar(): void {
  if (editorStore.get(modeAtom) !== "toolbar") setMode("toolbar");
  let frames = 0;
  const step = () => {
    const first = document.querySelector<HTMLElement>(".editor-toolbar button:not(:disabled)");
    if (first) first.focus();
    else if (frames++ < TOOLBAR_FRAMES) requestAnimationFrame(step);
  };
  step();
}

/**
 * The editor's global keys: Meta+E / Ctrl+E opens the toolbar and puts the focus in it; Escape closes the pages panel, else the toolbar;
 * Ctrl/Cmd+Z and Shift+Ctrl/Cmd+Z undo and redo the session's saves (inside a text being typed, the browser's own
 * undo applies). Listens on window in the capture phase, before the dialogs' own Escape handling.
 */
export function attachKeyboard(): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const mod = event.metaKey || event.ctrlKey;
    if (mod && !event.altKey && event.key.toLowerCase() === "e") {
      event.preventDefault();
      focusToolbar();
      return;
    }
    if (event.key === "Escape") {
      if (editorStore.get(pagesPanelAtom)) return; // its dialog closes it (and only it)
      const dialogOpen = document.querySelector('[role="dialog"], [role="alertdialog"]');
      if (dialogOpen || editorStore.get(menuOpenAtom) || isTyping(event.target)) return;
      if (editorStore.get(modeAtom) === "toolbar") setMode("closed");
      return;
    }
    if (mod && event.key.toLowerCase() === "z" && !isTyping(event.target) && editorStore.get(modeAtom) === "toolbar") {
      event.preventDefault();
      void (event.shiftKey ? redoLastSave() : undoLastSave());
    }
  };
  window.addEventListener("keydown", onKeyDown, true);
  return () => window.removeEventListener("keydown", onKeyDown, true);
}
