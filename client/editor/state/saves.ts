import { atom } from "jotai";
import type { OptionType } from "../../../common/editor/options/option-types";
import type { Locale } from "../../../common/locales";
import { emptyHistory, type UndoHistory } from "./undo-stack";

/** How many saves wait for the server, and how many of them failed and are being retried (saving/outbox.ts). */
export const outboxAtom = atom<{ pending: number; retrying: number }>({ pending: 0, retrying: 0 });

/** The toolbar's view of the page: unpublished changes, whether it was ever published (a page that never was has
 * nothing to revert to), and per language of the page missing (with the first such field) and stale translations. */
type PageStatus = {
  changes: number;
  published: boolean;
  missing: Partial<Record<Locale, number>>;
  firstMissing: Partial<Record<Locale, string>>;
  stale: Partial<Record<Locale, number>>;
  /** Whether automatic translation is set up here (false locally: the toolbar offers the other ways out). */
  automatic: boolean;
};
/** The page's status as last loaded; null until loaded. */
export const pageStatusAtom = atom<PageStatus | null>(null);

/** What a field save restores on undo: the value of one field in one language. */
export type FieldSnapshot = { fieldId: string; locale: Locale; text: string | null; json: unknown };
/** What an option change restores on undo: one option of a block, as the save call takes it. */
export type OptionSnapshot = { groupId: string; key: string; type: OptionType; label: string; value: unknown };
/** One side of an undo step: a field's value or a block option's value. */
export type SavedValue = { kind: "field"; field: FieldSnapshot } | { kind: "option"; option: OptionSnapshot };
/** The undo history of this page in this tab (history/kept-history.ts keeps it across reloads). */
export const historyAtom = atom<UndoHistory<SavedValue>>(emptyHistory<SavedValue>());
