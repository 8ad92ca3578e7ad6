import { Editor } from "@tiptap/core";
import { TextSelection } from "@tiptap/pm/state";
import type { RichTextDoc } from "../../../../common/rich-text";
import type { HeldKey } from "../held-keys";
import { richTextExtensions } from "./extensions";
import { replayKeys } from "./replay-keys";
import { fromEditorJson, toEditorJson } from "./stored-json";

/**
 * The document after the keys held while the editor loaded, typed at its end as the editor would have (its
 * autofocus puts the caret there): for a field left before its editor was ready, so nothing typed into it is lost.
 * tiptap runs on an element of its own, outside the page, and is destroyed again.
 */
export function typeHeldKeys(initial: RichTextDoc | null, keys: HeldKey[]): RichTextDoc | null {
  const editor = new Editor({ element: document.createElement("div"), extensions: richTextExtensions(), content: toEditorJson(initial) });
  try {
    const { state } = editor.view;
    editor.view.dispatch(state.tr.setSelection(TextSelection.atEnd(state.doc)));
    replayKeys(editor.view, keys);
    return fromEditorJson(editor.getJSON());
  } finally {
    editor.destroy();
  }
}
