import { atom } from "jotai";
import type { MediaEntry } from "../../../common/media/media-api";
import { type EditorMode, readMode, withMode } from "./query-flags";
import { menuOpenAtom, selectionAtom } from "./selection";
import { editorStore } from "./store";

/** The open overlay; mirrors the query flags (setMode keeps the URL in step). */
export const modeAtom = atom<EditorMode>(typeof location === "undefined" ? "closed" : readMode(location.search));
/** The pages panel opens over the toolbar (Escape closes it first). */
export const pagesPanelAtom = atom(false);
/** The collections editor: open, and the collection kind it opens with (null: the default active ones). */
export const collectionsEditorAtom = atom<{ open: boolean; focus: string | null }>({ open: false, focus: null });
/** Whether the business panel is open (from the settings' contact section or a contact block's location option). */
export const businessPanelAtom = atom(false);
/** Which changelog is open: none, the entries this editor has not seen, or all of them (the settings link). */
export const changelogAtom = atom<"closed" | "unseen" | "all">("closed");
/** The draft block whose removal waits for the editor's confirmation (the dialog lives outside the menu). */
export const confirmRemoveAtom = atom<{ groupId: string } | null>(null);

/** A request to show the media library: from a menu part (which closes) or the media option, with what to do on a pick. */
export type LibraryRequest = { onPick?: (entry: MediaEntry) => void; initialType?: "image" | "video" };
/** The open media library (it lives outside the context menu, so closing the menu does not close it). */
export const mediaLibraryAtom = atom<LibraryRequest | null>(null);

/** A crop or focal point edit opened from a picture's own menu, and what follows it (the page shows the result). */
export type ToolRequest = { entry: MediaEntry; tool: "crop" | "focal"; onCropped: (copy: MediaEntry) => void; onFocalSaved: () => void };
/** The open crop or focal point dialog of a picture's menu. */
export const mediaToolAtom = atom<ToolRequest | null>(null);

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
