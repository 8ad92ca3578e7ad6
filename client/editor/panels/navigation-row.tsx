import { useDraggable, useDroppable } from "@dnd-kit/core";
import { CSS as DndCss } from "@dnd-kit/utilities";
import type { KeyboardEvent, ReactNode } from "react";

/** One indentation step: the nested list's inset and the horizontal drag that nests or un-nests an item. */
export const INDENT_PX = 24;
/** Where a drop would land, drawn as a line before or after a row at the projected depth. */
export type DropLine = { rowId: string; position: "before" | "after"; depth: 0 | 1 };

type Props = {
  id: string;
  depth: 0 | 1;
  handleLabel: string;
  line: DropLine | null;
  onMove: (direction: "up" | "down") => void;
  onIndent: () => void;
  onOutdent: () => void;
  /** The row's controls. */
  children: ReactNode;
  /** The sub-list of a top-level item (a real nested list, so screen readers hear the level). */
  sub?: ReactNode;
};

/**
 * A navigation row: an `li` holding the row and, for a top-level item, its sub-list. The row is draggable (by its
 * handle; the list's sensor starts a drag after 3 px) and a drop target; the whole `li` moves with the pointer, sub-items
 * included. Alt+Arrow up/down move, Alt+Arrow right/left indent and outdent (on anything inside the row).
 */
export function NavigationRow({ id, depth, handleLabel, line, onMove, onIndent, onOutdent, children, sub }: Props) {
  const drag = useDraggable({ id });
  const drop = useDroppable({ id });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") onMove(event.key === "ArrowUp" ? "up" : "down");
    else if (event.key === "ArrowRight") onIndent();
    else if (event.key === "ArrowLeft") onOutdent();
    else return;
    event.preventDefault();
    // A sub-item's row sits inside its parent's item: the parent must not move too.
    event.stopPropagation();
  };
  const mine = line?.rowId === id ? line : null;
  return (
    <li
      className={`editor-nav-item${drag.isDragging ? " editor-nav-item--dragging" : ""}`}
      style={{ transform: DndCss.Translate.toString(drag.transform) }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={(node) => {
          drag.setNodeRef(node);
          drop.setNodeRef(node);
        }}
        className="editor-sortable"
        data-sortable-id={id}
        data-depth={depth}
        data-drop={mine?.position}
        style={mine ? { ["--drop-shift" as string]: mine.depth - depth } : undefined}
      >
        <span ref={drag.setActivatorNodeRef} className="editor-sortable__handle" title={handleLabel} aria-hidden="true" {...drag.listeners}>
          ⠿
        </span>
        {children}
      </div>
      {sub}
    </li>
  );
}

/** The indent or outdent button of a row (`data-move` lets the list put focus back after the row moved). */
export function LevelButton({ kind, label, name, onClick }: { kind: "indent" | "outdent"; label: string; name: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className="editor-icon-button editor-icon-button--small"
      aria-label={`${label}: ${name}`}
      aria-keyshortcuts={kind === "indent" ? "Alt+ArrowRight" : "Alt+ArrowLeft"}
      data-move={kind}
      onClick={onClick}
    >
      <span aria-hidden="true">{kind === "indent" ? "→" : "←"}</span>
    </button>
  );
}
