import { atom, createStore } from "jotai";
import type { EditorBoot } from "../../../common/editor/boot";

/**
 * One jotai store for the editor, so plain DOM code (in-place editing, keyboard) and React share state. The atoms
 * live beside it in this folder, by owner: overlays.ts (what is open), selection.ts (the selected item and its
 * menu), saves.ts (outbox, page status, undo history), item-versions.ts, site.ts (settings, other editors);
 * events.ts carries what happens once (a field left, a value to show, data gone stale). This folder imports no other
 * editor folder: every other folder may import it (docs/editor.md).
 */
export const editorStore = createStore();

/** Set once at startup from the server's boot data (blocks swapped in place add theirs). */
export const bootAtom = atom<EditorBoot | null>(null);
