import { DndContext, type DragEndEvent, type DragMoveEvent, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { type Drop, dropItem, flatRows, projectDrop } from "../../../common/editor/navigation-drop";
import {
  findItem,
  indentItem,
  itemAt,
  type Moved,
  moveContainer,
  moveItem,
  outdentItem,
  removeItem,
  setAppearance,
  siblingsAt,
} from "../../../common/editor/navigation-moves";
import { pageName } from "../../../common/editor/page-picker";
import type { Navigation } from "../../../common/navigation";
import type { PageList } from "../../../common/page-list";
import { contentApi } from "../api/content";
import { EditorApiError } from "../api/client";
import { refreshAfterChange } from "../saving/refresh";
import { withToast } from "../saving/toasts";
import { useEditorRoot } from "../page/editor-root";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { type ItemAction, NavigationContainer } from "./navigation-container";
import { type DropLine, INDENT_PX } from "./navigation-row";
import { DRAG_ACTIVATION_PX, refocus } from "./sortable-row";

const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

/**
 * The navigation editor (pages panel): containers with a label per locale and page items shown as link or
 * button, each holding sub-items (decision 055); items reorder, change container and nest by drag and drop (the
 * horizontal offset sets the level) or by keyboard (Alt+Arrow, move and indent buttons), each move announced. Every change saves the whole navigation at once (POST /navigation): visitors see it at once
 * (decision 038); `onChanged` lets the panel reload the page when it closes, so the header shows it.
 */
export function NavigationEditor({ initial, pages, onChanged }: { initial: Navigation & { version: number }; pages: PageList; onChanged: () => void }) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const root = useEditorRoot();
  const [navigation, setNavigation] = useState<Navigation>(initial);
  const [announcement, setAnnouncement] = useState("");
  const [drop, setDrop] = useState<{ activeId: string; drop: Drop } | null>(null);
  const queue = useRef(Promise.resolve());
  // The version the next save is based on (the lead's rule: every save carries it; 409 when someone saved since).
  const version = useRef(initial.version);
  useEffect(() => {
    setNavigation(initial);
    version.current = initial.version;
  }, [initial]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }));
  if (!t || !boot) return null;
  const allPages = [...pages.pages, ...pages.collections.flatMap((c) => c.children)];
  const nameOf = (pageId: string) => {
    const page = allPages.find((p) => p.id === pageId);
    return page ? pageName(page, boot.locale) : pageId;
  };
  const containerName = (index: number) => navigation.containers[index]?.label[boot.locale]?.trim() || t.panels.navigationName(index + 1);

  const save = (next: Navigation) => {
    setNavigation(next);
    onChanged();
    // Saves run one after another, so the last arrangement is the one stored.
    queue.current = queue.current.then(() =>
      withToast({ loading: t.panels.savingNavigation, success: t.panels.navigationSaved, error: t.panels.errorNavigation }, () =>
        contentApi.saveNavigation({ containers: next.containers }, version.current),
      ).then(
        (saved) => {
          version.current = saved.version;
        },
        (error: unknown) => {
          // Someone else saved the navigation meanwhile: show theirs (and its version) instead of failing again.
          if (error instanceof EditorApiError && error.status === 409) void refreshAfterChange(["navigation"]);
        },
      ),
    );
  };
  const announceItem = (next: Navigation, itemId: string) => {
    const place = findItem(next, itemId);
    if (!place) return;
    const name = nameOf(itemAt(next, place).page);
    const total = siblingsAt(next, place).length;
    if (place.parent === null) setAnnouncement(t.panels.movedTo(name, place.index + 1, total, containerName(place.container)));
    else setAnnouncement(t.panels.movedUnder(name, nameOf(next.containers[place.container]!.children[place.parent]!.page), place.index + 1, total));
  };
  const onItem = (itemId: string, action: ItemAction) => {
    const place = findItem(navigation, itemId);
    if (!place) return;
    const name = nameOf(itemAt(navigation, place).page);
    if (action === "remove") return save(removeItem(navigation, itemId));
    if (typeof action === "object") return save(setAppearance(navigation, itemId, action.appearance));
    const moves: Record<typeof action, () => Moved | null> = {
      up: () => moveItem(navigation, itemId, "up"),
      down: () => moveItem(navigation, itemId, "down"),
      indent: () => indentItem(navigation, itemId),
      outdent: () => outdentItem(navigation, itemId),
    };
    const moved = moves[action]();
    if (!moved) {
      setAnnouncement(action === "indent" ? t.panels.notIndented(name) : t.panels.notMoved(name));
      return;
    }
    save(moved.navigation);
    announceItem(moved.navigation, itemId);
    // After a level change the row lives in another list: focus its opposite button, so a second press undoes it.
    refocus(itemId, action === "indent" ? "outdent" : action === "outdent" ? "indent" : action);
  };
  const moveWhole = (containerId: string, direction: "up" | "down") => {
    const next = moveContainer(navigation, containerId, direction);
    if (!next) return;
    save(next);
    const index = next.containers.findIndex((c) => c.id === containerId);
    setAnnouncement(
      t.panels.movedTo(containerName(navigation.containers.findIndex((c) => c.id === containerId)), index + 1, next.containers.length, t.panels.navigation),
    );
    refocus(containerId, direction);
  };
  const project = ({ active, over, delta }: DragMoveEvent) => (over ? projectDrop(navigation, String(active.id), String(over.id), delta.x, INDENT_PX) : null);
  const onDragMove = (event: DragMoveEvent) => {
    const next = project(event);
    const current = drop?.drop;
    if (next?.containerId === current?.containerId && next?.index === current?.index && next?.depth === current?.depth) return;
    setDrop(next ? { activeId: String(event.active.id), drop: next } : null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    setDrop(null);
    const projected = project(event);
    if (!projected) return;
    const itemId = String(event.active.id);
    const next = dropItem(navigation, itemId, projected);
    if (JSON.stringify(next) === JSON.stringify(navigation)) return;
    save(next);
    announceItem(next, itemId);
  };
  // The line showing where the dragged item would land: before the row at the drop's place, or after the last row.
  const line = ((): DropLine | null => {
    const container = drop && navigation.containers.find((c) => c.id === drop.drop.containerId);
    if (!drop || !container) return null;
    const rows = flatRows(container, drop.activeId);
    const before = rows[drop.drop.index];
    const after = rows.at(-1);
    if (before) return { rowId: before.item.id, position: "before", depth: drop.drop.depth };
    return after ? { rowId: after.item.id, position: "after", depth: drop.drop.depth } : null;
  })();
  const addContainer = () => save({ containers: [...navigation.containers, { id: crypto.randomUUID(), label: {}, children: [] }] });

  return (
    <div className="editor-navigation">
      <p className="editor-hint">{t.panels.navigationHint}</p>
      <p className="editor-hint" id="navigation-keys">
        {t.panels.navigationKeyboardHint}
      </p>
      <DndContext
        sensors={sensors}
        onDragMove={onDragMove}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDrop(null)}
        accessibility={{ container: root ?? undefined, announcements: silent }}
      >
        {navigation.containers.map((container, index) => (
          <NavigationContainer
            key={container.id}
            container={container}
            index={index}
            count={navigation.containers.length}
            pages={allPages}
            nameOf={nameOf}
            onChange={(changed) => save({ containers: navigation.containers.map((c) => (c.id === changed.id ? changed : c)) })}
            onRemove={() => save({ containers: navigation.containers.filter((c) => c.id !== container.id) })}
            line={line}
            onItem={onItem}
            onMoveContainer={(direction) => moveWhole(container.id, direction)}
          />
        ))}
      </DndContext>
      <button type="button" className="editor-button" onClick={addContainer}>
        {t.panels.addContainer}
      </button>
      <p className="editor-visually-hidden" aria-live="polite" data-testid="navigation-announcement">
        {announcement}
      </p>
    </div>
  );
}
