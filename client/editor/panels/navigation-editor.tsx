import { DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { findItem, moveContainer, moveItem, placeItem } from "../../../common/editor/navigation-moves";
import { pageName } from "../../../common/editor/page-picker";
import type { Navigation } from "../../../common/navigation";
import type { PageList } from "../../../common/page-list";
import { contentApi } from "../api/content";
import { EditorApiError } from "../api/fetch";
import { refreshAfterChange } from "../saving/refresh";
import { withToast } from "../saving/toasts";
import { useEditorRoot } from "../shell/editor-root";
import { bootAtom, textsAtom } from "../state/store";
import { NavigationContainer } from "./navigation-container";
import { DRAG_ACTIVATION_PX, refocus } from "./sortable-row";

const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };

/**
 * The navigation editor (pages panel): containers with a label per locale and page items shown as link or
 * button; items reorder and change container by drag and drop or by keyboard (Alt+Arrow, move buttons), each
 * move announced. Every change saves the whole navigation at once (POST /navigation): visitors see it at once
 * (decision 038); `onChanged` lets the panel reload the page when it closes, so the header shows it.
 */
export function NavigationEditor({ initial, pages, onChanged }: { initial: Navigation & { version: number }; pages: PageList; onChanged: () => void }) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const root = useEditorRoot();
  const [navigation, setNavigation] = useState<Navigation>(initial);
  const [announcement, setAnnouncement] = useState("");
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
      withToast({ loading: t.panels.savingNavigation, success: t.panels.navigationSaved, error: t.panels.errorNavigation }, () => contentApi.saveNavigation({ containers: next.containers }, version.current)).then(
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
  const announceItem = (next: Navigation, itemId: string, pageId: string) => {
    const place = findItem(next, itemId);
    if (!place) return;
    const total = next.containers[place.container]!.children.length;
    setAnnouncement(t.panels.movedTo(nameOf(pageId), place.index + 1, total, containerName(place.container)));
  };
  const move = (itemId: string, direction: "up" | "down") => {
    const place = findItem(navigation, itemId);
    const pageId = place ? navigation.containers[place.container]!.children[place.index]!.page : itemId;
    const moved = moveItem(navigation, itemId, direction);
    if (!moved) {
      setAnnouncement(t.panels.notMoved(nameOf(pageId)));
      return;
    }
    save(moved.navigation);
    announceItem(moved.navigation, itemId, pageId);
    refocus(itemId, direction);
  };
  const moveWhole = (containerId: string, direction: "up" | "down") => {
    const next = moveContainer(navigation, containerId, direction);
    if (!next) return;
    save(next);
    const index = next.containers.findIndex((c) => c.id === containerId);
    setAnnouncement(t.panels.movedTo(containerName(navigation.containers.findIndex((c) => c.id === containerId)), index + 1, next.containers.length, t.panels.navigation));
    refocus(containerId, direction);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const itemId = String(active.id);
    const target = findItem(navigation, String(over.id));
    // Over an item: take its place; over a container (its empty area): go to its end.
    const containerId = target ? navigation.containers[target.container]!.id : String(over.id);
    const index = target ? target.index : (navigation.containers.find((c) => c.id === containerId)?.children.length ?? 0);
    const next = placeItem(navigation, itemId, containerId, index);
    if (next === navigation) return;
    const from = findItem(navigation, itemId);
    save(next);
    if (from) announceItem(next, itemId, navigation.containers[from.container]!.children[from.index]!.page);
  };
  const addContainer = () => save({ containers: [...navigation.containers, { id: crypto.randomUUID(), label: {}, children: [] }] });

  return (
    <div className="editor-navigation">
      <p className="editor-hint">{t.panels.navigationHint}</p>
      <p className="editor-hint" id="navigation-keys">
        {t.panels.keyboardHint}
      </p>
      <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ container: root ?? undefined, announcements: silent }}>
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
            onMoveItem={move}
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
