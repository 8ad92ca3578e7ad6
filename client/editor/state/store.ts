import { atom, createStore } from "jotai";
import type { EditorBoot } from "../../../common/editor/boot";
import type { OptionType } from "../../../common/editor/options/option-types";
import type { Locale } from "../../../common/locales";
import type { UndoHistory } from "../history/undo-stack";
import { emptyHistory } from "../history/undo-stack";
import { type EditorMode, readMode } from "../shell/query-flags";
import type { EditorTexts } from "../i18n/texts";

/** One jotai store for the editor, so plain DOM code (in-place editing, keyboard) and React share state. */
export const editorStore = createStore();

/** Set once at startup from the server's boot data. */
export const bootAtom = atom<EditorBoot | null>(null);
export const textsAtom = atom<EditorTexts | null>(null);

/** The open overlay; mirrors the query flags (see shell/use-mode.ts for the URL side). */
export const modeAtom = atom<EditorMode>(typeof location === "undefined" ? "closed" : readMode(location.search));
/** The pages panel opens over the toolbar (Escape closes it first). */
export const pagesPanelAtom = atom(false);
/** The collections editor: open, and the collection kind it opens with (null: the default active ones). */
export const collectionsEditorAtom = atom<{ open: boolean; focus: string | null }>({ open: false, focus: null });

/** What an item marker says: its id, kind and, for fields, name, content type and data type. */
export type EditableItem = {
  id: string;
  type: "field" | "group" | "page";
  fieldName: string | null;
  contentType: string | null;
  dataType: string | null;
  blockType: string | null;
  status: string | null;
};

/** The selected item (outlined; its menu button shows). */
export const selectionAtom = atom<EditableItem | null>(null);
/** Whether the selected item's context menu is open. */
export const menuOpenAtom = atom(false);
/** Counts the in-place renders of blocks (saving/blocks-in-place.ts): parts that decorate the blocks do it again. */
export const blocksRenderedAtom = atom(0);

/** Unpublished changes and missing translations of the page; null until loaded. */
/** The toolbar's view of the page: unpublished changes, whether it was ever published (a page that never was has
 * nothing to revert to), and per language of the page missing (with the first such field) and stale translations. */
export type PageStatus = {
  changes: number;
  published: boolean;
  missing: Partial<Record<Locale, number>>;
  firstMissing: Partial<Record<Locale, string>>;
  stale: Partial<Record<Locale, number>>;
  /** Whether automatic translation is set up here (false locally: the toolbar offers the other ways out). */
  automatic: boolean;
};
export const pageStatusAtom = atom<PageStatus | null>(null);

/** What a field save restores on undo: the value of one field in one language. */
export type FieldSnapshot = { fieldId: string; locale: Locale; text: string | null; json: unknown };
/** What an option change restores on undo: one option of a block, as the save call takes it. */
export type OptionSnapshot = { groupId: string; key: string; type: OptionType; label: string; value: unknown };
/** One side of an undo step: a field's value or a block option's value. */
export type SavedValue = { kind: "field"; field: FieldSnapshot } | { kind: "option"; option: OptionSnapshot };
export const historyAtom = atom<UndoHistory<SavedValue>>(emptyHistory<SavedValue>());

/** Reads the boot data and texts outside React (they are set before anything else runs). */
export function session(): { boot: EditorBoot; t: EditorTexts } {
  const boot = editorStore.get(bootAtom);
  const t = editorStore.get(textsAtom);
  if (!boot || !t) throw new Error("editor used before boot");
  return { boot, t };
}
