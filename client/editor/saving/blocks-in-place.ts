import { MARKER } from "../../../common/editor/markers";
import { ISLANDS_RENDERED_EVENT } from "../../../common/islands/rendered-event";
import { renderApi } from "../api/render";
import { labelHiddenBlocks } from "../page/hidden-labels";
import { elementOfItem, readItem } from "../page/markers";
import { blocksRenderedAtom, menuOpenAtom, selectionAtom } from "../state/selection";
import { bootAtom, editorStore } from "../state/store";
import { session } from "../i18n/session";
import { itemIdsIn, renderedVersions } from "../page/item-versions";
import { replaceVersions } from "../state/item-versions";
import { emit, type RefreshTarget } from "../state/events";
import { refreshAfterChange, reloadPage } from "./refresh";

/**
 * Shows a change of blocks in place (decision 076): the worker renders the changed blocks again in edit mode
 * (worker/api/render.tsx), and they replace their old markup; blocks that left the page go, a new one comes in at
 * its place, and the rest follow the page's order. The selection and an open menu stay on their block, the scroll
 * position is kept, and a moved or new block is scrolled to when it is out of view. Only when the render fails does
 * the page reload (the spec's reload rule).
 */

const groupSelector = `[${MARKER.type}="group"]`;
const blocksOnPage = () =>
  new Map([...document.querySelectorAll<HTMLElement>(groupSelector)].map((element) => [element.getAttribute(MARKER.id) ?? "", element]));

/**
 * What to do with the changed blocks once shown: bring one into view (moved), focus one; `addedElsewhere`: also
 * render the blocks this page does not show yet (another tab added them).
 */
type InPlaceOptions = { reveal?: string; focus?: string; addedElsewhere?: boolean };

/**
 * The block's section out of its rendered markup. React writes hoisted elements before it (a page renders them into
 * its head): the styles a block brings (the game blocks' `<style data-href>`) go into the head unless the page has
 * them already; a preload of a high-priority picture is left out (the picture itself loads).
 */
function fromHtml(html: string): HTMLElement | null {
  const template = document.createElement("template");
  template.innerHTML = html.trim();
  let block: HTMLElement | null = null;
  for (const element of [...template.content.children]) {
    if (element instanceof HTMLElement && element.matches(groupSelector)) block ??= element;
    else if (element instanceof HTMLStyleElement && element.dataset.href) {
      if (!document.head.querySelector(`style[data-href="${CSS.escape(element.dataset.href)}"]`)) document.head.appendChild(element);
    }
  }
  return block;
}

/** The next block element after `element` among its siblings (add slots and other editor parts sit between blocks). */
function nextBlock(element: HTMLElement): globalThis.Element | null {
  let next = element.nextElementSibling;
  while (next && !next.matches(groupSelector)) next = next.nextElementSibling;
  return next;
}

/** Where a new block goes when the page has none yet: after the page title, else at the end of the main landmark. */
function placeInEmptyPage(element: HTMLElement): boolean {
  const main = document.getElementById("main");
  if (!main) return false;
  const title = main.querySelector<HTMLElement>(`:scope > [${MARKER.type}="page"]`);
  if (title) title.insertAdjacentElement("afterend", element);
  else main.insertAdjacentElement("beforeend", element);
  return true;
}

/** Puts the blocks in `order`, replacing the re-rendered ones; returns false when the page has no place for them. */
function applyOrder(order: string[], fresh: Map<string, HTMLElement>): boolean {
  const current = blocksOnPage();
  for (const [id, element] of current) if (!order.includes(id)) element.remove();
  for (const [id, element] of fresh) current.get(id)?.replaceWith(element);
  let previous: HTMLElement | null = null;
  for (const id of order) {
    const element = fresh.get(id) ?? current.get(id);
    if (!element) continue;
    if (previous) {
      if (nextBlock(previous) !== element) previous.insertAdjacentElement("afterend", element);
    } else {
      const first = document.querySelector<HTMLElement>(groupSelector);
      if (first && first !== element) first.insertAdjacentElement("beforebegin", element);
      else if (!first && !placeInEmptyPage(element)) return false;
    }
    previous = element;
  }
  return true;
}

const inView = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
};

/** Keeps the selection (and its open menu) on its item, now in the new markup. */
function keepSelection(focused: string | null): void {
  const selection = editorStore.get(selectionAtom);
  if (selection) {
    const element = elementOfItem(selection.id);
    if (!element) {
      editorStore.set(menuOpenAtom, false);
      editorStore.set(selectionAtom, null);
    } else {
      // A new object: the menu re-reads its item (status, position) from the new markup.
      editorStore.set(selectionAtom, readItem(element));
    }
  }
  if (focused) elementOfItem(focused)?.focus({ preventScroll: true });
}

/**
 * Renders `groupIds` again and swaps them into the page (none: the order and versions only, e.g. after a block was
 * removed). Resolves when the page shows the change; a failed render reloads the page instead.
 */
export async function showBlocksInPlace(groupIds: readonly string[], options: InPlaceOptions = {}): Promise<void> {
  const { boot } = session();
  let answer: Awaited<ReturnType<typeof renderApi.blocks>>;
  try {
    answer = await renderApi.blocks(boot.pageId, boot.locale, [...groupIds], options.addedElsewhere ? [...blocksOnPage().keys()] : undefined);
  } catch (error) {
    console.warn("in-place render failed, reloading", error);
    reloadPage();
    return;
  }
  const scrollY = window.scrollY;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement.closest<HTMLElement>(`[${MARKER.id}]`) : null;
  const focused = active?.getAttribute(MARKER.id) ?? null;
  const fresh = new Map<string, HTMLElement>();
  for (const block of answer.blocks) {
    const element = fromHtml(block.html);
    if (element) fresh.set(block.id, element);
  }
  // The versions of what leaves the page go, those of what comes in are taken: no marker is read for them later.
  const order = new Set(answer.order.map((entry) => entry.id));
  const gone = [...blocksOnPage()].flatMap(([id, element]) => (!order.has(id) || fresh.has(id) ? itemIdsIn(element) : []));
  if (
    !applyOrder(
      answer.order.map((entry) => entry.id),
      fresh,
    )
  ) {
    reloadPage();
    return;
  }
  const onPage = blocksOnPage();
  const kept = answer.order.flatMap((entry) =>
    entry.version !== null && !fresh.has(entry.id) && onPage.has(entry.id) ? [[entry.id, entry.version] as const] : [],
  );
  replaceVersions(gone, [...[...fresh.values()].flatMap(renderedVersions), ...kept]);
  // The boot data of the re-rendered blocks: their nested records are shared with code that holds the boot object.
  Object.assign(boot.richText, answer.editor.richText);
  Object.assign(boot.groups, answer.editor.groups);
  Object.assign(boot.blockOptions, answer.editor.blockOptions);
  editorStore.set(bootAtom, { ...boot, buttonWarnings: answer.editor.buttonWarnings });
  labelHiddenBlocks(fresh.values());
  for (const element of fresh.values()) {
    emit("markupSwapped", element);
    // Islands hydrate again where the page runs them (client/islands.tsx listens; edit mode runs none today).
    element.dispatchEvent(new CustomEvent(ISLANDS_RENDERED_EVENT, { bubbles: true }));
  }
  window.scrollTo({ top: scrollY, behavior: "instant" });
  keepSelection(focused);
  editorStore.set(blocksRenderedAtom, (count) => count + 1);
  // The count on the document too: benchmarks and tests wait for it instead of guessing when the swap is done.
  document.documentElement.dataset.blocksRendered = String(editorStore.get(blocksRenderedAtom));
  const reveal = options.reveal ? elementOfItem(options.reveal) : null;
  if (reveal && !inView(reveal)) reveal.scrollIntoView({ block: "center", behavior: "instant" });
  if (options.focus) elementOfItem(options.focus)?.focus({ preventScroll: true });
}

/** After a change of blocks: shows them in place and refreshes the page's status (and `also`) at the same time. */
export async function showChangedBlocks(groupIds: readonly string[], options: InPlaceOptions = {}, also: readonly RefreshTarget[] = []): Promise<void> {
  await Promise.all([showBlocksInPlace(groupIds, options), refreshAfterChange(["pageStatus", ...also])]);
}
