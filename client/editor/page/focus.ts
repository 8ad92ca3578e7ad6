import { EDITOR_ROOT_ID } from "../../../common/editor/boot";

/**
 * Where the focus goes when what held it goes away (issue 45, point 4): a control disabled while it saves, a
 * toolbar button unmounted by a panel, a dialog closed. The focus never falls back to the page's body: it goes
 * back to the control once usable, to its successor (same `data-focus-key`), else to where the owner works.
 */

/** The attribute naming a control across re-renders: the toolbar's button that opened a panel is found again by it. */
const FOCUS_KEY = "data-focus-key";

/** How long a control disabled by its save may take to be usable again before the focus goes elsewhere. */
const WAIT_FOR_CONTROL_MS = 15_000;

const usable = (element: HTMLElement | null): element is HTMLElement =>
  element?.isConnected === true && !element.matches(":disabled") && element.getClientRects().length > 0;

const lost = () => document.activeElement === null || document.activeElement === document.body;

/** A control that had the focus, and how to find its successor once it is re-rendered. */
type Remembered = { element: HTMLElement; key: string | null; slot: string | null };

const remember = (element: HTMLElement): Remembered => ({
  element,
  key: element.closest(`[${FOCUS_KEY}]`)?.getAttribute(FOCUS_KEY) ?? null,
  // A menu part re-rendered by its own save ("Box entfernen" becomes "Wiederherstellen") is found by its slot.
  slot: element.closest<HTMLElement>("[data-slot]")?.dataset.slot ?? null,
});

const CONTROLS = "button, input, select, textarea, a[href]";
const firstControl = (container: Element | null) => [...(container?.querySelectorAll<HTMLElement>(CONTROLS) ?? [])].find(usable) ?? null;

/** The last control outside every dialog that had the focus: a dialog closing gives it back. */
let outside: Remembered | null = null;

/** The same control in the current markup: itself, the one carrying its focus key, or the first of its menu part. */
function successor(remembered: Remembered | null): HTMLElement | null {
  if (!remembered) return null;
  if (remembered.element.isConnected) return remembered.element;
  if (remembered.key) return document.querySelector<HTMLElement>(`[${FOCUS_KEY}="${remembered.key}"]`);
  return remembered.slot ? firstControl(document.querySelector(`.editor-menu [data-slot="${remembered.slot}"]`)) : null;
}

/**
 * Where the owner works when nothing better is known: the open item menu (focus outside it would close it), the
 * selected item, the toolbar, the button opening it.
 */
function workplace(): HTMLElement | null {
  const inMenu = firstControl(document.querySelector(".editor-menu"));
  if (inMenu) return inMenu;
  const candidates = [".editor-selected", ".editor-toolbar button:not(:disabled)", ".editor-floating button", ".editor-skip__link"];
  for (const selector of candidates) {
    const element = document.querySelector<HTMLElement>(selector);
    if (usable(element)) return element;
  }
  return null;
}

/**
 * Puts the focus back after a dialog or panel closed, unless the owner has put it somewhere already: on the control
 * that opened it (or its successor), else where the owner works.
 */
export function placeFocus(): void {
  requestAnimationFrame(() => {
    if (!lost()) return;
    const target = successor(outside);
    (usable(target) ? target : workplace())?.focus({ preventScroll: true });
  });
}

/** Watches a control that lost the focus: it takes it back when usable (or its successor does), unless the owner moved on. */
function waitForControl(remembered: Remembered): void {
  const deadline = performance.now() + WAIT_FOR_CONTROL_MS;
  const step = () => {
    if (!lost()) return;
    const target = successor(remembered);
    if (usable(target)) return target.focus({ preventScroll: true });
    if (performance.now() > deadline || !target) return workplace()?.focus({ preventScroll: true });
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

/** Starts keeping the focus (edit mode's lifetime); returns the function that stops it. */
export function attachFocusKeeper(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || element.closest('[role="dialog"], [role="alertdialog"]')) return;
    outside = remember(element);
  };
  const onFocusOut = (event: FocusEvent) => {
    const element = event.target;
    // Only a control taken away from the owner: a click on the page's background leaves the focus where it went.
    if (event.relatedTarget !== null || !(element instanceof HTMLElement) || !element.matches(":disabled")) return;
    waitForControl(remember(element));
  };
  // A focused control of the editor's own UI unmounted (Escape closed the toolbar, a mode change replaced it)
  // leaves no focusout behind. The page's items are not watched: their swaps place the focus themselves.
  let last: Remembered | null = null;
  const onAnyFocus = (event: FocusEvent) => {
    const element = event.target;
    last = element instanceof HTMLElement && element.closest(`#${EDITOR_ROOT_ID}, .editor-skip`) ? remember(element) : null;
  };
  const observer = new MutationObserver(() => {
    if (!last || last.element.isConnected || !lost()) return;
    const gone = last;
    last = null;
    waitForControl(gone);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener("focusin", onFocusIn);
  document.addEventListener("focusin", onAnyFocus);
  document.addEventListener("focusout", onFocusOut);
  return () => {
    observer.disconnect();
    document.removeEventListener("focusin", onFocusIn);
    document.removeEventListener("focusin", onAnyFocus);
    document.removeEventListener("focusout", onFocusOut);
  };
}

const FIELD = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';
const CONTROL = `${FIELD}, button:not(:disabled), a[href], [tabindex="0"]`;
/** How long a panel whose content loads may wait for its first control before the focus stays on the panel. */
const WAIT_FOR_CONTENT_MS = 3000;

/**
 * The control a dialog or panel opens on: a dialog's first field, else its primary action, else its first action
 * (the cancel of a destructive dialog, decision 130); a panel's first control below its heading. Never the
 * heading's close button, where Enter would cancel.
 */
function openingControl(content: HTMLElement, kind: "panel" | "dialog"): HTMLElement | null {
  if (content.getAttribute("aria-busy") === "true") return null;
  const visible = (element: HTMLElement | null) => (element && element.getClientRects().length > 0 ? element : null);
  if (kind === "dialog") {
    return (
      visible(content.querySelector<HTMLElement>(FIELD)) ??
      visible(content.querySelector<HTMLElement>(".editor-button--primary:not(:disabled)")) ??
      visible(content.querySelector<HTMLElement>(".editor-actions button:not(:disabled)"))
    );
  }
  return [...content.querySelectorAll<HTMLElement>(CONTROL)].find((element) => !element.closest(".editor-panel__head") && visible(element)) ?? null;
}

/** Focuses what a dialog or panel opens on; content still loading (aria-busy) gets the focus when it arrives. */
export function focusOpening(content: HTMLElement, kind: "panel" | "dialog"): void {
  const now = openingControl(content, kind);
  if (now) {
    now.focus();
    return;
  }
  content.focus();
  const observer = new MutationObserver(() => {
    if (document.activeElement !== content) return observer.disconnect();
    const control = openingControl(content, kind);
    if (!control) return;
    observer.disconnect();
    control.focus();
  });
  observer.observe(content, { childList: true, subtree: true, attributes: true, attributeFilter: ["aria-busy"] });
  setTimeout(() => observer.disconnect(), WAIT_FOR_CONTENT_MS);
}
