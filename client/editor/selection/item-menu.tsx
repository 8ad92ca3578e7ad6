import * as Popover from "@radix-ui/react-popover";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { menuPartsFor } from "../menu/parts";
import { TEXT_CONTENT_TYPES } from "../fields/text-field";
import { bootAtom, editorStore } from "../state/store";
import { type EditableItem, menuOpenAtom, selectionAtom } from "../state/selection";
import { textsAtom } from "../i18n/session";
import { elementOfItem, itemName } from "../page/markers";
import { keepMenuState } from "./menu-session";
import { useEditorRoot } from "../page/editor-root";

/** Editor-side section 9: window resizes re-place the menu button at most every 100 ms. */
const RESIZE_DEBOUNCE_MS = 100;
/** Editor-side section 2: the menu keeps this margin when it would overflow the viewport. */
const MENU_OVERFLOW_MARGIN = 16;

const BUTTON_SIZE = 32;
const BUTTON_GAP = 4;

/**
 * The box whose corner the menu button marks. A block spans the page's width while its content sits in a narrower
 * box (container, hero, card row): the first element down its first-child chain that is narrower than the block.
 */
function cornerBox(element: HTMLElement, isGroup: boolean): DOMRect {
  const outer = element.getBoundingClientRect();
  if (!isGroup) return outer;
  let inner: Element | null = element.firstElementChild;
  for (let depth = 0; inner && depth < 4; depth++, inner = inner.firstElementChild) {
    const rect = inner.getBoundingClientRect();
    if (rect.width > 0 && rect.width < outer.width - 1) return new DOMRect(rect.left, outer.top, rect.width, outer.height);
  }
  return outer;
}

/**
 * Where the selected item's menu button sits, in page coordinates: beside a field's top-right corner when there is
 * room (so it covers none of the text), else inside that corner; inside a block's content corner. Always inside
 * the viewport.
 */
function useButtonPosition(element: HTMLElement | null, isGroup: boolean) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    if (!element) return setPosition(null);
    const place = () => {
      const box = cornerBox(element, isGroup);
      const viewport = document.documentElement.clientWidth;
      const beside = !isGroup && box.right + BUTTON_GAP + BUTTON_SIZE <= viewport - BUTTON_GAP;
      const left = beside ? box.right + BUTTON_GAP : box.right - BUTTON_SIZE - BUTTON_GAP;
      const top = isGroup ? box.top + BUTTON_GAP : box.top;
      setPosition({ top: top + window.scrollY, left: Math.min(Math.max(BUTTON_GAP, left), viewport - BUTTON_SIZE - BUTTON_GAP) + window.scrollX });
    };
    place();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(place, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    // A field grows while it is typed into: the button follows its corner.
    const observer = new ResizeObserver(onResize);
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
      window.removeEventListener("resize", onResize);
    };
  }, [element, isGroup]);
  return position;
}

/** Whether the focus is on something on the page (not left on the body by a menu that went away). */
const focusIsPlaced = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.isConnected;
};

/** Where the item menu opens as a bottom sheet (editor.css has the same width). */
const SHEET_QUERY = "(max-width: 600px)";

/**
 * On a phone the menu is a bottom sheet over the lower part of the screen: the item scrolls up so its top shows
 * above the sheet (under the site's header), and a colour or alignment chosen there can be seen at once.
 */
function useSheetScroll(element: HTMLElement | null, open: boolean) {
  useEffect(() => {
    if (!open || !element || !window.matchMedia(SHEET_QUERY).matches) return;
    // The site's header stays on top (fixed): the item goes below it.
    const header = document.querySelector<HTMLElement>(".site-header");
    const box = header && getComputedStyle(header).position === "fixed" ? header.getBoundingClientRect() : null;
    const covered = box && box.bottom > 0 ? box.bottom : 0;
    const top = element.getBoundingClientRect().top;
    const wanted = covered + 8;
    if (top < wanted || top > window.innerHeight * 0.3) window.scrollBy({ top: top - wanted, behavior: "instant" });
  }, [element, open]);
}

/** Outlines the selected item and keeps its menu's open state for the session (attach.ts opens it after a reload). */
function useSelectionEffects(selection: EditableItem | null, open: boolean) {
  useEffect(() => {
    const element = selection ? elementOfItem(selection.id) : null;
    element?.classList.add("editor-selected");
    return () => element?.classList.remove("editor-selected");
  }, [selection]);
  useEffect(() => {
    if (selection) keepMenuState(selection.id, open);
  }, [selection, open]);
}

/** The selected item's menu button and context menu, with the parts of menu/parts.ts. */
export function ItemMenu() {
  const selection = useAtomValue(selectionAtom);
  const [open, setOpen] = useAtom(menuOpenAtom);
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const root = useEditorRoot();
  const element = selection ? elementOfItem(selection.id) : null;
  const isField = selection?.type === "field";
  const position = useButtonPosition(element, selection?.type === "group");
  // A field's menu opens below (or above) the field itself, never over the text being edited.
  const fieldAnchor = useRef<{ getBoundingClientRect: () => DOMRect } | null>(null);
  fieldAnchor.current = isField && element ? element : null;
  useSelectionEffects(selection, open);
  useSheetScroll(element, open);
  if (!selection || !position || !t || !boot) return null;
  const name = itemName(selection, element, t, boot.language);
  const parts = menuPartsFor(selection);
  const isText = selection.type === "field" && TEXT_CONTENT_TYPES.includes(selection.contentType ?? "");
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      {isField && <Popover.Anchor virtualRef={fieldAnchor} />}
      <Popover.Trigger asChild>
        <button type="button" className="editor-menu-button" style={{ top: position.top, left: position.left }} aria-label={`${t.openMenu}: ${name}`}>
          <span aria-hidden="true">⋯</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal container={root}>
        <Popover.Content
          className="editor-menu"
          side="bottom"
          align="end"
          sideOffset={4}
          collisionPadding={MENU_OVERFLOW_MARGIN}
          aria-label={t.menuFor(name)}
          onCloseAutoFocus={(event) => {
            // Focus goes back to the item itself, so keyboard users continue where they were; the page stays where
            // it is (a block taller than the window would be scrolled to its top). Radix calls this on a timer
            // after the menu is gone: an owner who has meanwhile put the focus elsewhere, or opened another item's
            // menu, keeps it there.
            event.preventDefault();
            if (editorStore.get(menuOpenAtom) || focusIsPlaced()) return;
            const current = editorStore.get(selectionAtom);
            (current ? elementOfItem(current.id) : null)?.focus({ preventScroll: true });
          }}
        >
          <h2 className="editor-menu__title">{name}</h2>
          {selection.status && selection.status !== "published" && (
            <p className="editor-menu__status">{t.status[selection.status as keyof typeof t.status] ?? selection.status}</p>
          )}
          {isText && (
            <button
              type="button"
              className="editor-button"
              onClick={() => {
                setOpen(false);
              }}
            >
              {t.editText}
            </button>
          )}
          {parts.map(({ slot, Part }) => (
            <section key={slot} className="editor-menu__part" data-slot={slot}>
              <Part item={selection} closeMenu={() => setOpen(false)} />
            </section>
          ))}
          {parts.length === 0 && !isText && <p className="editor-menu__empty">{t.noMenuParts}</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
