/** Editor-side section 2: the item menu's open state is kept for the session, so a reload opens it again. */
const MENU_STATE_KEY = "editor.menu";

/** Keeps which item is selected and whether its menu is open. */
export function keepMenuState(itemId: string, open: boolean): void {
  sessionStorage.setItem(MENU_STATE_KEY, JSON.stringify({ id: itemId, open }));
}

/** The item whose menu was open when the page was left, if any. */
export function openMenuOfSession(): string | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(MENU_STATE_KEY) ?? "null");
    if (parsed && typeof parsed === "object" && "id" in parsed && "open" in parsed && parsed.open === true && typeof parsed.id === "string") return parsed.id;
  } catch {
    // A value this code did not write: no menu to open.
  }
  return null;
}
