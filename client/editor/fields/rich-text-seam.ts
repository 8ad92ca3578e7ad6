import type { Locale } from "../../../common/locales";
import type { RichTextDoc } from "../../../common/rich-text";

/** What the rich-text editor gets for one field (the seam with fields/rich-text/, built apart). */
export type RichTextEditContext = {
  element: HTMLElement;
  initial: RichTextDoc | null;
  locale: Locale;
  language: "de" | "fr";
  save: (doc: RichTextDoc | null) => Promise<void>;
  close: () => void;
};

/** The rich-text editor's loader, or null while no rich-text module is part of this build. */
export type RichTextEditor = (ctx: RichTextEditContext) => () => void;

/**
 * The one place that loads the rich-text editor (tiptap, on first use). Until fields/rich-text/edit-rich-text.tsx
 * exists this answers null and rich-text fields stay selectable with their menu; the merge replaces the body with
 * `return (await import("./rich-text/edit-rich-text")).editRichText;`.
 */
export async function loadRichTextEditor(): Promise<RichTextEditor | null> {
  return null;
}
