import type { FieldDataType } from "../../../common/content";
import { validateFieldValue } from "../../../common/editor/validation";
import { saveField } from "../saving/save-field";
import { session } from "../state/store";
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
  const language = boot.language === "fr" ? "fr" : "de";
  let saved = element.textContent ?? "";
  let pending: Promise<unknown> = Promise.resolve();

  const commit = () => {
    const raw = element.textContent ?? "";
    const result = validateFieldValue(dataType, raw, language);
    if (!result.ok) {
      showFieldError(element, result.message);
      return;
    }
    clearFieldError(element);
    // Saves run one after another, so Enter followed by leaving the field never sends the same value twice.
    pending = pending.then(async () => {
      const before = saved;
      const after = result.value;
      try {
        if (await saveField({ fieldId, locale: boot.locale, before: { text: before }, after: { text: after } })) saved = after ?? "";
      } catch {
        // Shown and logged by the saving layer; the typed text stays in the field.
      }
    });
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      element.textContent = saved;
      clearFieldError(element);
    }
  };
  const onBlur = () => commit();

  element.contentEditable = "plaintext-only";
  element.spellcheck = true;
  element.addEventListener("keydown", onKeyDown);
  element.addEventListener("blur", onBlur);
  return () => {
    element.removeEventListener("keydown", onKeyDown);
    element.removeEventListener("blur", onBlur);
    element.removeAttribute("contenteditable");
  };
}

/** Puts a restored value (undo/redo) into the field's element. */
export function showRestoredText(fieldId: string, text: string | null): void {
  for (const element of document.querySelectorAll<HTMLElement>(`[data-item="${CSS.escape(fieldId)}"]`)) element.textContent = text ?? "";
}
