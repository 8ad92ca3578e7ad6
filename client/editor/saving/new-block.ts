import { elementOfItem } from "../page/markers";
import { editorStore } from "../state/store";
import { menuOpenAtom, selectionAtom } from "../state/selection";

/** Editor-side sections 4 and 9: after a block is added, the page waits up to 30 s for it, then scrolls to it. */
const NEW_BLOCK_WATCH_MS = 30_000;
const KEY = "editor.newBlock";

/** Remembers the block just added (shown in place; should the page reload after all, it is found after the reload). */
export function rememberNewBlock(id: string): void {
  sessionStorage.setItem(KEY, JSON.stringify({ id, at: Date.now() }));
}

function pending(): { id: string; at: number } | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
    if (
      parsed &&
      typeof parsed === "object" &&
      "id" in parsed &&
      "at" in parsed &&
      typeof parsed.id === "string" &&
      typeof parsed.at === "number" &&
      Date.now() - parsed.at < NEW_BLOCK_WATCH_MS
    )
      return { id: parsed.id, at: parsed.at };
  } catch {
    // an unreadable entry is dropped below
  }
  return null;
}

/**
 * Whether the owner has moved on to another item since the add began: another item is selected now (a click on it,
 * or its menu opened) than the one selected when the block was chosen. Focus merely returning to the add button
 * (the picker closing) selects nothing, so the new block still takes the focus then.
 */
function ownerMovedOn(newId: string, selectedAtAdd: string | null | undefined): boolean {
  if (selectedAtAdd === undefined) return false;
  const selected = editorStore.get(selectionAtom)?.id ?? null;
  if (selected === null || selected === newId) return false;
  return selected !== selectedAtAdd || editorStore.get(menuOpenAtom);
}

/**
 * Waits (at most 30 s after the block was added) for the new block's section to appear, then scrolls it into
 * view when it is not (the scroll position stays when it is) and focuses it, so keyboard users land on it. Resolves
 * to whether it appeared. Returns at once when no block was added. `selectedAtAdd` (the item selected when the
 * block was chosen, for an add in place) keeps the page from taking the focus back from an owner who has meanwhile
 * selected another block or opened its menu.
 */
export function revealNewBlock(selectedAtAdd?: string | null): Promise<boolean> {
  const added = pending();
  if (!added) {
    sessionStorage.removeItem(KEY);
    return Promise.resolve(false);
  }
  const { id } = added;
  return new Promise((resolve) => {
    let observer: MutationObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (element: HTMLElement | null) => {
      observer?.disconnect();
      clearTimeout(timer);
      sessionStorage.removeItem(KEY);
      if (element) {
        if (ownerMovedOn(id, selectedAtAdd)) return resolve(true);
        const box = element.getBoundingClientRect();
        if (box.top < 0 || box.top > window.innerHeight - 48) element.scrollIntoView({ block: "center" });
        // After the selection has made the page's items focusable (it attaches in the same render, after this).
        requestAnimationFrame(() => {
          if (!ownerMovedOn(id, selectedAtAdd)) element.focus({ preventScroll: true });
        });
      }
      resolve(Boolean(element));
    };
    const found = elementOfItem(id);
    if (found) return finish(found);
    observer = new MutationObserver(() => {
      const element = elementOfItem(id);
      if (element) finish(element);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    timer = setTimeout(() => finish(null), NEW_BLOCK_WATCH_MS - (Date.now() - added.at));
  });
}
