import { editorStore, menuOpenAtom, modeAtom, pagesPanelAtom, selectionAtom } from "../state/store";
import { type EditorMode, withMode } from "./query-flags";

/** Opens an overlay (or closes them all) and keeps the query flags in the URL in step (editor-side section 2). */
export function setMode(mode: EditorMode): void {
  editorStore.set(modeAtom, mode);
  if (mode !== "toolbar") {
    editorStore.set(pagesPanelAtom, false);
    editorStore.set(menuOpenAtom, false);
    editorStore.set(selectionAtom, null);
  }
  const url = `${location.pathname}${withMode(location.search, mode)}${location.hash}`;
  history.replaceState(history.state, "", url);
}
