import * as Popover from "@radix-ui/react-popover";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useLayoutEffect, useState } from "react";
import { menuPartsFor } from "../menu/slots";
import { TEXT_CONTENT_TYPES } from "../fields/text-field";
import { bootAtom, type EditableItem, menuOpenAtom, selectionAtom, textsAtom } from "../state/store";
import { elementOfItem, itemName } from "./markers";
import { useEditorRoot } from "../shell/editor-root";

/** Editor-side section 9: window resizes re-place the menu button at most every 100 ms. */
const RESIZE_DEBOUNCE_MS = 100;
/** Editor-side section 2: the menu keeps this margin when it would overflow the viewport. */
const MENU_OVERFLOW_MARGIN = 16;
const MENU_STATE_KEY = "editor.menu";

/** Where the selected item's menu button sits: its top-right corner, in page coordinates. */
function useButtonPosition(element: HTMLElement | null) {
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  useLayoutEffect(() => {
    if (!element) return setPosition(null);
    const place = () => {
      const rect = element.getBoundingClientRect();
      setPosition({ top: rect.top + window.scrollY, left: Math.max(0, rect.right + window.scrollX - 32) });
    };
    place();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(place, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, [element]);
  return position;
}

/** Outlines the selected item and keeps its menu's open state for the session (restored after a reload). */
function useSelectionEffects(selection: EditableItem | null, open: boolean, setOpen: (open: boolean) => void) {
  useEffect(() => {
    const element = selection ? elementOfItem(selection.id) : null;
    element?.classList.add("editor-selected");
    return () => element?.classList.remove("editor-selected");
  }, [selection]);
  useEffect(() => {
    if (selection) sessionStorage.setItem(MENU_STATE_KEY, JSON.stringify({ id: selection.id, open }));
  }, [selection, open]);
  // After a reload: the menu that was open opens again on the same item.
  useEffect(() => {
    const stored = sessionStorage.getItem(MENU_STATE_KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    if (parsed && typeof parsed === "object" && "id" in parsed && "open" in parsed && parsed.open === true && typeof parsed.id === "string") {
      const element = elementOfItem(parsed.id);
      if (element) {
        element.focus({ preventScroll: false });
        setOpen(true);
      }
    }
  }, [setOpen]);
}

/** The selected item's menu button and context menu, with the registered parts (menu/slots.ts). */
export function ItemMenu() {
  const selection = useAtomValue(selectionAtom);
  const [open, setOpen] = useAtom(menuOpenAtom);
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const root = useEditorRoot();
  const element = selection ? elementOfItem(selection.id) : null;
  const position = useButtonPosition(element);
  useSelectionEffects(selection, open, setOpen);
  if (!selection || !position || !t || !boot) return null;
  const name = itemName(selection, t.itemKind);
  const parts = menuPartsFor(selection);
  const isText = selection.type === "field" && TEXT_CONTENT_TYPES.includes(selection.contentType ?? "");
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>
        <button type="button" className="editor-menu-button" style={{ top: position.top, left: position.left }} aria-label={`${t.openMenu}: ${name}`}>
          <span aria-hidden="true">⋯</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal container={root}>
        <Popover.Content
          className="editor-menu"
          side="bottom"
          align="start"
          sideOffset={4}
          collisionPadding={MENU_OVERFLOW_MARGIN}
          aria-label={t.menuFor(name)}
          onCloseAutoFocus={(event) => {
            // Focus goes back to the item itself, so keyboard users continue where they were.
            event.preventDefault();
            element?.focus();
          }}
        >
          <h2 className="editor-menu__title">{name}</h2>
          {selection.status && selection.status !== "published" && <p className="editor-menu__status">{t.status[selection.status as keyof typeof t.status] ?? selection.status}</p>}
          {isText && (
            <button type="button" className="editor-button" onClick={() => { setOpen(false); }}>
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
