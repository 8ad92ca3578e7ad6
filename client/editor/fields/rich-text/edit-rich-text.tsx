import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { RichTextView } from "../../../../common/ui/rich-text-view";
import type { RichTextEditContext } from "../rich-text-seam";
import { EditSession } from "./edit-session";
import { RichTextEditor } from "./rich-text-editor";
import "./rich-text.css";

export type { RichTextEditContext };

/**
 * Replaces the server-rendered content of `element` with tiptap on the same document and shows the floating
 * toolbar. The returned disposer removes both and puts back static content: the saved (or saving) document
 * through the allowlist renderer, or the original markup when nothing changed.
 */
export function editRichText(ctx: RichTextEditContext): () => void {
  const original = [...ctx.element.childNodes];
  const session = new EditSession(ctx.save);
  const editorHost = document.createElement("div");
  editorHost.className = "rte-host";
  const toolbarHost = document.createElement("div");
  toolbarHost.className = "rte-floating";
  // The toolbar comes first inside the field, so Shift+Tab from the text reaches it and it counts as "inside"; it
  // floats (fixed, placed above the field by float.ts) and takes no room: entering the field moves none of its text.
  ctx.element.replaceChildren(toolbarHost, editorHost);
  // Marks the field as being edited: the shell leaves Escape inside it to this editor (shell/keyboard.ts).
  ctx.element.dataset.editing = "rich-text";
  const root = createRoot(editorHost);
  root.render(<RichTextEditor ctx={ctx} session={session} toolbarHost={toolbarHost} />);
  let disposed = false;
  return () => {
    if (disposed) return;
    disposed = true;
    delete ctx.element.dataset.editing;
    // Disposed by the shell before our own outside-click handling ran (focus moved on): changes are still saved.
    session.saveChanges()?.catch(() => {});
    root.unmount();
    const shown = session.handedOver;
    if (!shown) {
      ctx.element.replaceChildren(...original);
      return;
    }
    const view = document.createElement("div");
    const viewRoot = createRoot(view);
    flushSync(() => viewRoot.render(<RichTextView doc={shown.doc} />));
    const rendered = view.firstElementChild;
    // The field is the allowlist renderer's own element (or wraps it): keep the field, take over its children.
    const inner = ctx.element.classList.contains("rich-text") ? [...(rendered?.childNodes ?? [])] : rendered ? [rendered] : [];
    ctx.element.replaceChildren(...inner.map((node) => node.cloneNode(true)));
    viewRoot.unmount();
  };
}
