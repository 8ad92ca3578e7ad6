import { useSortable } from "@dnd-kit/sortable";
import { CSS as DndCss } from "@dnd-kit/utilities";
import type { KeyboardEvent, ReactNode } from "react";

/** Editor-side section 9: a pointer drag starts after 3 px, so clicks on the row's controls stay clicks. */
export const DRAG_ACTIVATION_PX = 3;

/**
 * One row of a sortable list (navigation items, collection entries): a drag handle for the pointer (the drag
 * starts after 3 px, set on the list's sensor) and Alt+Arrow up/down on anything inside the row for the keyboard.
 * The handle is hidden from assistive technology: the move buttons and keys are the accessible way (WCAG 2.5.7).
 */
export function SortableRow({
  id,
  group,
  handleLabel,
  onMove,
  children,
}: {
  id: string;
  group: string;
  handleLabel: string;
  onMove: (direction: "up" | "down") => void;
  children: ReactNode;
}) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id, data: { group } });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    onMove(event.key === "ArrowUp" ? "up" : "down");
  };
  return (
    <li
      ref={setNodeRef}
      className={`editor-sortable${isDragging ? " editor-sortable--dragging" : ""}`}
      style={{ transform: DndCss.Translate.toString(transform), transition }}
      data-sortable-id={id}
      onKeyDown={onKeyDown}
    >
      <span ref={setActivatorNodeRef} className="editor-sortable__handle" title={handleLabel} aria-hidden="true" {...listeners}>
        ⠿
      </span>
      {children}
    </li>
  );
}

/** The move up / move down buttons of a row; `data-move` lets the list put focus back after the row moved. */
export function MoveButtons({ name, up, down, onMove }: { name: string; up: string; down: string; onMove: (direction: "up" | "down") => void }) {
  return (
    <span className="editor-move">
      <button
        type="button"
        className="editor-icon-button editor-icon-button--small"
        aria-label={`${up}: ${name}`}
        aria-keyshortcuts="Alt+ArrowUp"
        data-move="up"
        onClick={() => onMove("up")}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="editor-icon-button editor-icon-button--small"
        aria-label={`${down}: ${name}`}
        aria-keyshortcuts="Alt+ArrowDown"
        data-move="down"
        onClick={() => onMove("down")}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </span>
  );
}

/** Puts focus back on a control of a row after it moved (its element may have been recreated in another list). */
export function refocus(rowId: string, control: "up" | "down" | "indent" | "outdent"): void {
  requestAnimationFrame(() => {
    const row = document.querySelector(`[data-sortable-id="${CSS.escape(rowId)}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-move="${control}"]`);
    if (button && document.activeElement && !row?.contains(document.activeElement)) button.focus();
  });
}
