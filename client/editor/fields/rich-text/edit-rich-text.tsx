import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { RichTextDoc } from "../../../../common/rich-text";
import { RichTextView } from "../../../../common/ui/rich-text-view";
import type { RichTextEditContext } from "../rich-text-seam";
import { EditSession } from "./edit-session";
import { RichTextEditor } from "./rich-text-editor";
import "./rich-text.css";

export type { RichTextEditContext };

/** Teardowns of edits ended but not yet taken down, by field (see the disposer below). */
const teardowns = new WeakMap<HTMLElement, () => void>();

/**
 * Replaces the server-rendered content of `element` with tiptap on the same document and shows the floating
 * toolbar. The returned disposer removes both and puts back static content: the saved (or saving) document
 * through the allowlist renderer, or the original markup when nothing changed.
 */
export function editRichText(ctx: RichTextEditContext): () => void {
  // The field's previous edit is taken down first: its content is what this edit starts from.
  teardowns.get(ctx.element)?.();
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
  const takeDown = () => {
    if (teardowns.get(ctx.element) !== takeDown) return;
    teardowns.delete(ctx.element);
    root.unmount();
    const shown = session.handedOver;
    ctx.element.replaceChildren(...(shown ? staticContent(ctx.element, shown.doc) : original));
  };
  return () => {
    if (disposed) return;
    disposed = true;
    delete ctx.element.dataset.editing;
    // Disposed by the shell before our own outside-click handling ran (focus moved on): changes are still saved.
    session.saveChanges()?.catch(() => {});
    // The shell may end the edit from inside React's own work (an effect's cleanup when the toolbar's mode
    // changes, a focus event fired while React commits): there React can neither unmount this root nor render the
    // static view synchronously (flushSync does nothing), and the field was left empty. A microtask runs after it.
    teardowns.set(ctx.element, takeDown);
    queueMicrotask(takeDown);
  };
}

/** Shows `doc` in the field as the allowlist renderer draws it (a field not being edited). */
export function showDocument(field: HTMLElement, doc: RichTextDoc | null): void {
  field.replaceChildren(...staticContent(field, doc));
}

/** The document as the allowlist renderer shows it, as nodes to put into the field. */
function staticContent(field: HTMLElement, doc: RichTextDoc | null): Node[] {
  const view = document.createElement("div");
  const viewRoot = createRoot(view);
  flushSync(() => viewRoot.render(<RichTextView doc={doc} />));
  const rendered = view.firstElementChild;
  // The field is the allowlist renderer's own element (or wraps it): keep the field, take over its children.
  const inner = field.classList.contains("rich-text") ? [...(rendered?.childNodes ?? [])] : rendered ? [rendered] : [];
  const nodes = inner.map((node) => node.cloneNode(true));
  viewRoot.unmount();
  return nodes;
}
