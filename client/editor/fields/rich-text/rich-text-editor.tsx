import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { RichTextDoc } from "../../../../common/rich-text";
import type { RichTextEditContext } from "./edit-rich-text";
import { richTextExtensions } from "./extensions";
import { fromEditorJson, sameDoc, toEditorJson } from "./stored-json";
import { richTextTexts } from "./texts";
import { Toolbar } from "./toolbar";
import { useFloatingPosition } from "./use-floating-position";

/**
 * tiptap on the field's content plus the floating toolbar. Finishing (a click or focus outside the field and its
 * toolbar, or Escape in the text) saves once when the document changed, then closes; a failed save keeps the
 * editor open with the typed text.
 */
export function RichTextEditor({ ctx, toolbarHost, onSaved }: { ctx: RichTextEditContext; toolbarHost: HTMLElement; onSaved: (doc: RichTextDoc | null) => void }) {
  const texts = richTextTexts(ctx.language);
  const baseline = useRef<RichTextDoc | null>(null);
  const finishing = useRef(false);
  const [saving, setSaving] = useState(false);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: toEditorJson(ctx.initial),
    immediatelyRender: false,
    autofocus: "end",
    editorProps: { attributes: { class: "rich-text rte-content", "aria-label": texts.content, "aria-multiline": "true", role: "textbox" } },
    // The baseline is tiptap's own reading of the stored document, so mark order or defaults never count as a change.
    onCreate: ({ editor: created }) => {
      baseline.current = fromEditorJson(created.getJSON());
    },
  });

  const finishRef = useRef<() => void>(() => {});
  finishRef.current = () => {
    if (!editor || finishing.current) return;
    const doc = fromEditorJson(editor.getJSON());
    if (sameDoc(doc, baseline.current)) {
      finishing.current = true;
      ctx.close();
      return;
    }
    finishing.current = true;
    setSaving(true);
    ctx.save(doc).then(
      () => {
        onSaved(doc);
        ctx.close();
      },
      () => {
        // The shell's save shows the error toast; the text stays here to be saved again.
        finishing.current = false;
        setSaving(false);
      },
    );
  };

  useEffect(() => {
    const outside = (target: EventTarget | null) => target instanceof Node && !ctx.element.contains(target) && !toolbarHost.contains(target);
    const onPointer = (event: PointerEvent) => outside(event.target) && finishRef.current();
    const onFocus = (event: FocusEvent) => outside(event.target) && finishRef.current();
    document.addEventListener("pointerdown", onPointer, true);
    document.addEventListener("focusin", onFocus, true);
    return () => {
      document.removeEventListener("pointerdown", onPointer, true);
      document.removeEventListener("focusin", onFocus, true);
    };
  }, [ctx.element, toolbarHost]);

  useLayoutEffect(() => {
    if (!editor) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        event.stopPropagation();
        finishRef.current();
      } else if (event.key === "F10" && event.altKey) {
        // Alt+F10 moves to the toolbar, as in other editors; Shift+Tab reaches it as well.
        event.preventDefault();
        toolbarHost.querySelector<HTMLButtonElement>("button")?.focus();
      }
    };
    editor.view.dom.addEventListener("keydown", onKey);
    return () => editor.view.dom.removeEventListener("keydown", onKey);
  }, [editor, toolbarHost]);

  useFloatingPosition(ctx.element, toolbarHost);

  return (
    <>
      <EditorContent editor={editor} aria-busy={saving} />
      {editor &&
        createPortal(
          <>
            <Toolbar editor={editor} texts={texts} locale={ctx.locale} />
            {saving && (
              <p className="rte-status" role="status">
                {texts.saving}
              </p>
            )}
          </>,
          toolbarHost,
        )}
    </>
  );
}
