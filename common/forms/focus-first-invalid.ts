/** Moves focus to the first field marked aria-invalid, in page order (the first box of an invalid group). Browser only. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.tagName === "FIELDSET" ? invalid.querySelector<HTMLElement>("input:not([disabled])") : invalid;
  target?.focus();
}
