import { type ReactNode, useId, useLayoutEffect, useRef } from "react";
import { keepOffSelection } from "./float";

/**
 * A toolbar button that discloses a panel (size menu, colours, link form). Escape inside the panel closes it and
 * returns focus to the button; only one panel is open at a time (the toolbar holds which).
 */
export function Popover(props: {
  label: string;
  nameFromContent?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  button: ReactNode;
  active?: boolean;
  wide?: boolean;
  /** The selected text's box: the panel never covers it (a link set on a word leaves the word in sight). */
  selected?: () => DOMRect | null;
  children: ReactNode;
}) {
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // The panel hangs below the toolbar's left edge; near the right edge of a narrow viewport it moves left to fit.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!props.open || !panel) return;
    panel.style.left = "0px";
    const overflow = panel.getBoundingClientRect().right - (window.innerWidth - 8);
    if (overflow > 0) panel.style.left = `${-overflow}px`;
    keepOffSelection(panel, props.selected?.() ?? null);
  }, [props.open, props.selected]);
  const close = () => {
    props.onOpenChange(false);
    buttonRef.current?.focus();
  };
  return (
    <div className="rte-popover">
      <button
        ref={buttonRef}
        type="button"
        className={`rte-button${props.active ? " rte-button--active" : ""}`}
        aria-label={props.nameFromContent ? undefined : props.label}
        title={props.nameFromContent ? undefined : props.label}
        aria-expanded={props.open}
        aria-controls={props.open ? id : undefined}
        onClick={() => props.onOpenChange(!props.open)}
      >
        {props.button}
      </button>
      {props.open && (
        // A non-modal dialog, as popovers are: the shell leaves Escape alone while a dialog is open.
        <div
          ref={panelRef}
          id={id}
          role="dialog"
          aria-label={props.label}
          className={`rte-panel${props.wide ? " rte-panel--wide" : ""}`}
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            event.preventDefault();
            event.stopPropagation();
            close();
          }}
        >
          {props.children}
        </div>
      )}
    </div>
  );
}
