import { EditorContent, useEditor } from "@tiptap/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { RichTextEditContext } from "../rich-text-seam";
import type { EditSession } from "./edit-session";
import { richTextExtensions } from "./extensions";
import { floatAbove } from "./float";
import { replayKeys } from "./replay-keys";
import { toEditorJson } from "./stored-json";
import { richTextTexts } from "./texts";
import { Toolbar } from "./toolbar";

/**
 * tiptap on the field's content plus the floating toolbar. Finishing (a click or focus outside the field and its
 * toolbar, or Escape in the text) saves once when the document changed, then closes; a failed save keeps the
 * editor open with the typed text.
 */
export function RichTextEditor({ ctx, session, toolbarHost }: { ctx: RichTextEditContext; session: EditSession; toolbarHost: HTMLElement }) {
  const texts = richTextTexts(ctx.language);
  const [saving, setSaving] = useState(false);
  const closed = useRef(false);
  const editor = useEditor({
    extensions: richTextExtensions(),
    content: toEditorJson(ctx.initial),
    immediatelyRender: false,
    autofocus: "end",
    editorProps: { attributes: { class: "rich-text rte-content", "aria-label": texts.content, "aria-multiline": "true", role: "textbox" } },
    // tiptap has just taken focus ("end"): what was typed while it loaded goes in first, then the edit is as usual.
    onCreate: ({ editor: created }) => {
      session.start(created);
      if (replayKeys(created.view, ctx.takeHeldKeys()).escaped) finishRef.current();
    },
  });

  const finishRef = useRef<() => void>(() => {});
  finishRef.current = () => {
    if (!editor || closed.current || session.handedOver) return;
    const saved = session.saveChanges();
    if (!saved) {
      closed.current = true;
      ctx.close();
      return;
    }
    setSaving(true);
    saved.then(
      () => {
        closed.current = true;
        ctx.close();
      },
      () => setSaving(false),
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

  // The toolbar floats over the page above the field: entering the field moves none of its text.
  useLayoutEffect(() => (editor ? floatAbove(toolbarHost, ctx.element) : undefined), [editor, toolbarHost, ctx.element]);

  // Keys on the whole field, not only tiptap's text: the field keeps focus from the click until tiptap's autofocus
  // (a task later), and Escape pressed in that moment must end this edit, not close the toolbar.
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
    ctx.element.addEventListener("keydown", onKey);
    return () => ctx.element.removeEventListener("keydown", onKey);
  }, [editor, ctx.element, toolbarHost]);

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
