import { EDITOR_ROOT_ID } from "../../../common/editor/boot";
import { MARKER } from "../../../common/editor/markers";
import { type HeldKey, holdKeys } from "../fields/held-keys";
import { loadHeldKeysTyping, loadRichTextEditor } from "../fields/rich-text-seam";
import { editTextField, TEXT_CONTENT_TYPES } from "../fields/text-field";
import { conflictOf } from "../saving/conflict";
import { saveField } from "../saving/save-field";
import { fieldLeft } from "../saving/unsettled";
import { on } from "../state/events";
import { editorStore } from "../state/store";
import { menuOpenAtom, selectionAtom } from "../state/selection";
import { session } from "../i18n/session";
import { fieldName } from "../i18n/block-names";
import { EDITOR_UI_IN_PAGE, elementOfItem, itemElementOf, itemElements, readItem } from "../page/markers";
import { openMenuOfSession } from "./menu-session";
import { fieldToOpen, focusField } from "./open-field";

const NATIVELY_FOCUSABLE = "a[href], button, input, select, textarea";
const inEditorUi = (node: EventTarget | null) =>
  node instanceof Element && Boolean(node.closest(`#${EDITOR_ROOT_ID}, [data-radix-popper-content-wrapper], [${EDITOR_UI_IN_PAGE}]`));

/**
 * Starts editing a field in place when it has an editor: plain text here, rich text through the seam. `onClosed`
 * runs when the editor closes itself (Escape, a click outside), so the next click on the field starts it again.
 */
function activate(element: HTMLElement, onClosed: () => void): (() => void) | null {
  const item = readItem(element);
  if (item?.type !== "field") return null;
  if (item.contentType && TEXT_CONTENT_TYPES.includes(item.contentType)) return editTextField(element);
  if (item.contentType === "localizedRichText") return activateRichText(element, item.id, onClosed);
  return null;
}

function activateRichText(element: HTMLElement, fieldId: string, onClosed: () => void): () => void {
  const { boot } = session();
  let dispose: (() => void) | null = null;
  let closed = false;
  // From the moment the field has focus its keys count, also while the editor's chunk loads; the shell leaves
  // Escape in a field marked as being edited to this editor (shell/keyboard.ts).
  const held = holdKeys(element);
  element.dataset.editing = "rich-text";
  const stopHolding = () => {
    held.stop();
    if (!dispose) delete element.dataset.editing;
  };
  void loadRichTextEditor().then((editRichText) => {
    if (!editRichText || closed) return stopHolding();
    let before = boot.richText[fieldId] ?? null;
    dispose = editRichText({
      element,
      initial: before,
      locale: boot.locale,
      language: boot.language,
      takeHeldKeys: held.take,
      save: async (doc) => {
        try {
          await saveField({ fieldId, locale: boot.locale, before: { json: before }, after: { json: doc } });
        } catch (error) {
          // Someone else's newer version: the conflict prompt now decides (keep mine saves again); finishing the
          // edit must not send the same document a second time and ask again.
          if (!conflictOf(error)) throw error;
        }
        before = doc;
        boot.richText[fieldId] = doc;
      },
      close: () => {
        closed = true;
        dispose?.();
        onClosed();
        fieldLeft(fieldId);
      },
    });
  });
  return () => {
    closed = true;
    // Left before its editor was ready: what was typed meanwhile is typed into its document and saved all the same.
    const keys = dispose ? [] : held.take();
    stopHolding();
    if (keys.length > 0) void saveHeldKeys(element, fieldId, keys);
    dispose?.();
    // Changes were handed to a save (the field waits for its answer) or there were none: the field was left.
    fieldLeft(fieldId);
  };
}

/** Types held keys into a rich-text field's document without its editor (it was left first), shows and saves it. */
async function saveHeldKeys(element: HTMLElement, fieldId: string, keys: HeldKey[]): Promise<void> {
  const { boot } = session();
  const before = boot.richText[fieldId] ?? null;
  const { typeHeldKeys, showDocument } = await loadHeldKeysTyping();
  const doc = typeHeldKeys(before, keys);
  showDocument(element, doc);
  boot.richText[fieldId] = doc;
  await saveField({ fieldId, locale: boot.locale, before: { json: before }, after: { json: doc } }).catch(() => undefined);
}

/**
 * Empty text and rich-text fields render as empty marked elements in edit mode: each gets a placeholder text
 * (shown by editor.css while the toolbar is open, and only while the field is empty) so it can be seen and clicked;
 * a field filled in another language shows that text instead, greyed.
 */
function showPlaceholders(elements: HTMLElement[]): HTMLElement[] {
  const { boot, t } = session();
  const marked: HTMLElement[] = [];
  for (const element of elements) {
    const item = readItem(element);
    const editable = item?.type === "field" && (TEXT_CONTENT_TYPES.includes(item.contentType ?? "") || item.contentType === "localizedRichText");
    if (!editable || !item.fieldName) continue;
    // Missing in this language: the text of the language it was written in, greyed (a pseudo-element: never saved).
    const hint = element.getAttribute(MARKER.sourceHint);
    element.dataset.emptyLabel = hint ?? t.emptyField(fieldName(item.fieldName, boot.language));
    if (hint) element.dataset.emptyHint = "";
    marked.push(element);
  }
  return marked;
}

/** The attached selection's way to tell the field being edited (null while the toolbar is closed). */
let attached: { editing: () => string | null } | null = null;

/** The field being edited in place right now, if any (a save announced by the room leaves it alone). */
export function fieldBeingEdited(): string | null {
  return attached?.editing() ?? null;
}

/**
 * Selection while the toolbar is open (editor-side section 2/4): every marked item becomes reachable with Tab;
 * a click or focus selects the innermost item (a field starts editing in place); a click outside the items and
 * the editor's own UI, or focus leaving them, deselects. Links inside items do not navigate while editing.
 * The context-menu key or Shift+F10 on an item, or Enter on a group or the page, opens its menu. Returns a disposer.
 */
export function attachSelection(): () => void {
  const added: HTMLElement[] = [];
  const placeheld: HTMLElement[] = [];
  const bind = (elements: HTMLElement[]) => {
    for (const element of elements) {
      if (!element.matches(NATIVELY_FOCUSABLE) && !element.hasAttribute("tabindex")) {
        element.tabIndex = 0;
        added.push(element);
      }
    }
    placeheld.push(...showPlaceholders(elements));
  };
  bind(itemElements());
  document.documentElement.classList.add("editor-active");
  let active: { element: HTMLElement; dispose: (() => void) | null } | null = null;
  // Markup swapped into the page (saving/blocks-in-place.ts): its items become selectable like the page's own.
  const stopSwapped = on("markupSwapped", (root) => {
    // The item being edited was rendered again: its editor closes with the old markup.
    if (active && !active.element.isConnected) {
      active.dispose?.();
      active = null;
    }
    bind([...(root.matches(`[${MARKER.id}]`) ? [root] : []), ...root.querySelectorAll<HTMLElement>(`[${MARKER.id}]`)]);
  });
  attached = {
    // Editing: the caret (focus) is in the active field.
    editing: () => {
      const element = active?.element;
      if (!element?.isConnected || !element.contains(document.activeElement)) return null;
      const item = readItem(element);
      return item?.type === "field" ? item.id : null;
    },
  };

  const select = (element: HTMLElement | null) => {
    if (active?.element === element) return;
    active?.dispose?.();
    const closedItself = () => {
      if (active?.element === element) active = null;
    };
    active = element ? { element, dispose: activate(element, closedItself) } : null;
    const item = element ? readItem(element) : null;
    if (editorStore.get(selectionAtom)?.id !== item?.id) editorStore.set(menuOpenAtom, false);
    editorStore.set(selectionAtom, item);
  };
  const onClick = (event: MouseEvent) => {
    if (inEditorUi(event.target)) return;
    const element = itemElementOf(event.target);
    if (element && event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
    select(element);
  };
  const onFocusIn = (event: FocusEvent) => {
    if (inEditorUi(event.target)) return;
    select(itemElementOf(event.target));
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    // Focus moving into the menu or the toolbar keeps the selection; focus leaving the page's items ends it.
    if (next === null || inEditorUi(next)) return;
    if (!itemElementOf(next)) select(null);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const element = itemElementOf(event.target);
    if (!element) return;
    const item = readItem(element);
    // The menu keys work inside a field's text too (rich text types into an element of its own); Enter opens the
    // menu only on the item itself, never while typing.
    const menuKey = event.key === "ContextMenu" || (event.key === "F10" && event.shiftKey);
    const opensMenu = menuKey || (event.key === "Enter" && item?.type !== "field" && element === event.target);
    if (!opensMenu) return;
    event.preventDefault();
    select(element);
    editorStore.set(menuOpenAtom, true);
  };
  document.addEventListener("click", onClick, true);
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusout", onFocusOut);
  document.addEventListener("keydown", onKeyDown);
  // After a reload: the menu that was open opens again on the same item (its focus selects it).
  const reopened = openMenuOfSession();
  const element = reopened ? elementOfItem(reopened) : null;
  if (element) {
    element.focus();
    select(element);
    editorStore.set(menuOpenAtom, true);
  }
  // Arriving from the toolbar's "open the first field without …" in another language: that field, ready to type.
  const pending = fieldToOpen();
  if (pending) focusField(pending);
  return () => {
    attached = null;
    stopSwapped();
    select(null);
    for (const element of added) element.removeAttribute("tabindex");
    for (const element of placeheld) {
      element.removeAttribute("data-empty-label");
      element.removeAttribute("data-empty-hint");
    }
    document.documentElement.classList.remove("editor-active");
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusout", onFocusOut);
    document.removeEventListener("keydown", onKeyDown);
  };
}
