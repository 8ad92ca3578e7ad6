import type { JSONContent } from "@tiptap/core";
import type { RichTextDoc } from "../../../../common/rich-text";
import { fromEditorJson, sameDoc } from "./stored-json";

/** What the session reads from tiptap: the current document. */
type DocumentSource = { getJSON: () => JSONContent };

/**
 * One rich-text edit: the editor, tiptap's first reading of the stored document (the baseline), and the document
 * handed to `save` (undefined while none is). Ending by an outside click and being disposed by the shell can
 * overlap; this is where "save once, only when changed" is decided for both.
 */
export class EditSession {
  editor: DocumentSource | null = null;
  baseline: RichTextDoc | null = null;
  handedOver: { doc: RichTextDoc | null } | undefined;

  constructor(private readonly save: (doc: RichTextDoc | null) => Promise<void>) {}

  start(editor: DocumentSource): void {
    this.editor = editor;
    this.baseline = fromEditorJson(editor.getJSON());
  }

  /** Saves the current document when it changed and no save has it yet; null when there was nothing to save. */
  saveChanges(): Promise<void> | null {
    if (!this.editor || this.handedOver) return null;
    const doc = fromEditorJson(this.editor.getJSON());
    if (sameDoc(doc, this.baseline)) return null;
    this.handedOver = { doc };
    return this.save(doc).catch((error: unknown) => {
      // The shell's save has shown the error; the typed text is still in the editor to be saved again.
      this.handedOver = undefined;
      throw error;
    });
  }
}
