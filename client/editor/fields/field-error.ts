/** Editor-side section 5/9: the shake class is added 50 ms after a failed validation and removed at 300 ms. */
export const SHAKE_DELAY_MS = 50;
export const SHAKE_END_MS = 300;
const SHAKE_CLASS = "editor-shake";

/** Shows `message` under the field (announced, linked by aria-describedby) and shakes the field. */
export function showFieldError(element: HTMLElement, message: string): void {
  let note = errorOf(element);
  if (!note) {
    note = document.createElement("p");
    note.className = "editor-field-error";
    note.id = `editor-error-${element.dataset.item}`;
    note.setAttribute("role", "alert");
    element.insertAdjacentElement("afterend", note);
  }
  note.textContent = message;
  element.setAttribute("aria-invalid", "true");
  element.setAttribute("aria-describedby", note.id);
  shake(element);
}

/** Shakes an input whose value failed validation: fields, options and settings alike (section 5). */
export function shake(element: HTMLElement): void {
  setTimeout(() => element.classList.add(SHAKE_CLASS), SHAKE_DELAY_MS);
  setTimeout(() => element.classList.remove(SHAKE_CLASS), SHAKE_END_MS);
}

/** Removes the field's error message, if any. */
export function clearFieldError(element: HTMLElement): void {
  errorOf(element)?.remove();
  element.removeAttribute("aria-invalid");
  element.removeAttribute("aria-describedby");
}

function errorOf(element: HTMLElement): HTMLElement | null {
  const next = element.nextElementSibling;
  return next instanceof HTMLElement && next.classList.contains("editor-field-error") ? next : null;
}
