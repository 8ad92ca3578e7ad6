import type { FieldDataType } from "../../../common/content";
import { validateFieldValue } from "../../../common/editor/validation";
import { conflictOf } from "../saving/conflict";
import { saveField } from "../saving/save-field";
import { on } from "../state/events";
import { fieldLeft } from "../saving/unsettled";
import { session } from "../i18n/session";
import { clearFieldError, showFieldError } from "./field-error";

/** Content types edited as plain text in place. */
export const TEXT_CONTENT_TYPES = ["single", "localizedSingleValue"];

/**
 * Makes a text field editable in place (editor-side section 4/5): Enter or leaving the field saves, Escape puts
 * back the saved text. The typed value is validated by the field's data type; an invalid value is not saved and
 * its message shows under the field. A failed save leaves what was typed in place. Returns a disposer.
 */
export function editTextField(element: HTMLElement): () => void {
  const { boot } = session();
  const fieldId = element.dataset.item ?? "";
  const dataType = (element.dataset.dataType ?? null) as FieldDataType | null;
  const language = boot.language;
  // `saved`: the value the server holds as far as this field knows; `claimed`: the last value handed to a save
  // (being saved, saved, or left to a conflict prompt). One edit is one save: a commit of the claimed value (Enter,
  // then leaving the field) sends nothing, also while that save is still in flight or its conflict is being asked.
  let saved = element.textContent ?? "";
  let claimed = saved;
  let pending: Promise<unknown> = Promise.resolve();

  // The value the field's text stands for (what a save of it would send), or null while it is not valid.
  const typedValue = () => {
    const result = validateFieldValue(dataType, element.textContent ?? "", language);
    return result.ok ? (result.value ?? "") : null;
  };
  // Once the saves so far have their answers and the field shows only what is saved, it is left: saves other tabs
  // made of it meanwhile may be shown now (decision 113). Typed text not saved yet is never given up this way.
  const leaveWhenSaved = () =>
    void pending.then(() => {
      if (typedValue() === saved) fieldLeft(fieldId);
    });
  const commit = () => {
    const raw = element.textContent ?? "";
    const result = validateFieldValue(dataType, raw, language);
    if (!result.ok) {
      showFieldError(element, result.message);
      return;
    }
    clearFieldError(element);
    const after = result.value ?? "";
    if (after === claimed) {
      leaveWhenSaved();
      return;
    }
    const before = claimed;
    claimed = after;
    // Handed to the saving layer at once (it journals the edit and sends the saves of a field one after another,
    // each based on the version the one before it left: decision 117); `saved` follows their answers in order.
    const save = saveField({ fieldId, locale: boot.locale, before: { text: before }, after: { text: after } });
    pending = pending.then(async () => {
      try {
        if (await save) saved = after;
      } catch (error) {
        // Shown and logged by the saving layer; the typed text stays in the field. A conflict's prompt decides
        // what becomes of this value (keep mine saves it again); a refusal lets the next commit try it again.
        if (conflictOf(error)) saved = after;
        else if (claimed === after) claimed = saved;
      }
    });
    leaveWhenSaved();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      element.textContent = saved;
      clearFieldError(element);
      leaveWhenSaved();
    }
  };
  const onBlur = () => commit();
  // A value shown from elsewhere (undo, redo, "take theirs") is what the server holds now.
  const stopRestored = on("fieldShown", (value) => {
    if (value.fieldId !== fieldId || value.locale !== boot.locale || value.json !== null) return;
    saved = value.text ?? "";
    claimed = saved;
  });

  element.contentEditable = "plaintext-only";
  element.spellcheck = true;
  placeCaret(element);
  element.addEventListener("keydown", onKeyDown);
  element.addEventListener("blur", onBlur);
  return () => {
    element.removeEventListener("keydown", onKeyDown);
    element.removeEventListener("blur", onBlur);
    stopRestored();
    element.removeAttribute("contenteditable");
  };
}

/**
 * Reached with Tab (focus before the field became editable), the caret would stay in the field left behind and
 * typing would do nothing: it goes to the end of this field's text. A click sets its own caret afterwards.
 */
function placeCaret(element: HTMLElement): void {
  const selection = document.getSelection();
  if (document.activeElement !== element || !selection || (selection.anchorNode && element.contains(selection.anchorNode))) return;
  selection.selectAllChildren(element);
  selection.collapseToEnd();
}

/** Puts a restored value (undo/redo) into the field's element. */
export function showRestoredText(fieldId: string, text: string | null): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-item="${CSS.escape(fieldId)}"]`)) element.textContent = text ?? "";
}
