import type { EditorLanguage } from "../../../common/editor/boot";
import type { Locale } from "../../../common/locales";
import type { RichTextDoc } from "../../../common/rich-text";
import type { HeldKey } from "./held-keys";

/** What the rich-text editor gets for one field (the seam with fields/rich-text/, built apart). */
export type RichTextEditContext = {
  element: HTMLElement;
  initial: RichTextDoc | null;
  locale: Locale;
  language: EditorLanguage;
  save: (doc: RichTextDoc | null) => Promise<void>;
  /** The keys pressed in the field since it got focus, to type once the editor has it (holding stops). */
  takeHeldKeys: () => HeldKey[];
  close: () => void;
};

/** The rich-text editor's loader, or null while no rich-text module is part of this build. */
type RichTextEditor = (ctx: RichTextEditContext) => () => void;

/** The one place that loads the rich-text editor: tiptap and its toolbar are a chunk of their own, fetched on first use. */
export async function loadRichTextEditor(): Promise<RichTextEditor | null> {
  return (await import("./rich-text/edit-rich-text")).editRichText;
}

/**
 * Types keys held in a rich-text field that was left before its editor was ready into its document, and shows the
 * result in the field (the editor's chunk, loaded anyway by then).
 */
export async function loadHeldKeysTyping(): Promise<{
  typeHeldKeys: (initial: RichTextDoc | null, keys: HeldKey[]) => RichTextDoc | null;
  showDocument: (field: HTMLElement, doc: RichTextDoc | null) => void;
}> {
  const [{ typeHeldKeys }, { showDocument }] = await Promise.all([import("./rich-text/type-held-keys"), import("./rich-text/edit-rich-text")]);
  return { typeHeldKeys, showDocument };
}
