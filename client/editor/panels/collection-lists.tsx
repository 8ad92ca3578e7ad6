import { closestCenter, DndContext, type DragEndEvent, PointerSensor, useSensor, useSensors } from "@dnd-kit/core";
import { SortableContext, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { CollectionList, CollectionListEntry } from "../../../common/collection-list";
import { neighbour, sortEntries, toggleEntry } from "../../../common/editor/collection-moves";
import { contentApi } from "../api/content";
import { withToast } from "../saving/toasts";
import { useEditorRoot } from "../page/editor-root";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { collectionTitle } from "./collection-title";
import { CreatePageForm } from "./create-page-form";
import { DRAG_ACTIVATION_PX, MoveButtons, refocus, SortableRow } from "./sortable-row";

type Collection = CollectionList["collections"][number];
const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
const ignore = () => undefined;

/**
 * One collection's visible items (sortable by drag and drop and by keyboard) and its archive. Toggling and sorting
 * update the lists at once and then save (editor-side section 4: optimistic, not rolled back on failure; the
 * error toast says it failed). Page collections toggle visibility and add new pages; group collections delete.
 */
export function CollectionLists({ initial, onChanged }: { initial: Collection; onChanged: () => void }) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const root = useEditorRoot();
  const [collection, setCollection] = useState(initial);
  const [announcement, setAnnouncement] = useState("");
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_PX } }));
  if (!t || !boot) return null;
  const ref = { collectionId: collection.collectionId, collectionName: collection.collectionName };
  const name = (entry: CollectionListEntry) => entry.name[boot.locale]?.trim() || entry.name.de?.trim() || Object.values(entry.name).find(Boolean) || entry.id;
  const saving = { loading: t.panels.savingCollection, success: t.panels.collectionSaved };

  const sort = (active: string, over: string) => {
    const items = sortEntries(collection.items, active, over);
    if (items === collection.items) return;
    setCollection({ ...collection, items });
    onChanged();
    const entry = items.find((e) => e.id === active)!;
    setAnnouncement(t.panels.movedTo(name(entry), items.indexOf(entry) + 1, items.length, t.panels.visible));
    void withToast({ ...saving, error: t.panels.errorSort }, () => contentApi.sortCollection({ ...ref, active, over })).catch(ignore);
  };
  const move = (itemId: string, direction: "up" | "down") => {
    const over = neighbour(collection.items, itemId, direction);
    const entry = collection.items.find((e) => e.id === itemId);
    if (!over) {
      if (entry) setAnnouncement(t.panels.notMoved(name(entry)));
      return;
    }
    sort(itemId, over);
    refocus(itemId, direction);
  };
  const toggle = (entry: CollectionListEntry, action: "add" | "remove") => {
    setCollection(toggleEntry(collection, entry.id, action));
    onChanged();
    const itemRef = collection.collectionType === "page" ? { pageId: entry.id } : { groupId: entry.id };
    void withToast({ ...saving, error: t.panels.errorVisibility }, () => contentApi.toggleCollectionItem({ ...ref, ...itemRef, action })).catch(ignore);
  };
  const remove = (entry: CollectionListEntry) => {
    setCollection({ ...collection, items: collection.items.filter((e) => e.id !== entry.id), archive: collection.archive.filter((e) => e.id !== entry.id) });
    onChanged();
    void withToast({ ...saving, error: t.panels.errorRemoveItem }, () => contentApi.removeCollectionItem(ref.collectionId, ref.collectionName, entry.id)).catch(
      ignore,
    );
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) sort(String(active.id), String(over.id));
  };
  const isPages = collection.collectionType === "page";
  const listLabel = `${collection.collectionName}-visible`;

  return (
    <div className="editor-collection__lists">
      <h4 id={listLabel} className="editor-collection__subtitle">
        {t.panels.visible}
      </h4>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ container: root ?? undefined, announcements: silent }}
      >
        <SortableContext items={collection.items.map((e) => e.id)} strategy={verticalListSortingStrategy}>
          <ul className="editor-sortable-list" aria-labelledby={listLabel} aria-describedby={`${listLabel}-keys`}>
            {collection.items.length === 0 && <li className="editor-hint">{t.panels.emptyVisible}</li>}
            {collection.items.map((entry) => (
              <SortableRow
                key={entry.id}
                id={entry.id}
                group={collection.collectionId}
                handleLabel={t.panels.dragHandle}
                onMove={(direction) => move(entry.id, direction)}
              >
                <span className="editor-sortable__name">{name(entry)}</span>
                {entry.status !== "published" && <span className="editor-badge editor-badge--draft">{t.status[entry.status]}</span>}
                <MoveButtons name={name(entry)} up={t.panels.moveUp} down={t.panels.moveDown} onMove={(direction) => move(entry.id, direction)} />
                {isPages ? (
                  <EntryButton action={t.panels.hide} name={name(entry)} onClick={() => toggle(entry, "remove")} />
                ) : (
                  <EntryButton action={t.panels.deleteItem} name={name(entry)} danger onClick={() => remove(entry)} />
                )}
              </SortableRow>
            ))}
          </ul>
        </SortableContext>
      </DndContext>
      <p id={`${listLabel}-keys`} className="editor-hint">
        {t.panels.collectionKeys}
      </p>
      <h4 className="editor-collection__subtitle">{t.panels.archive}</h4>
      <ul className="editor-archive">
        {collection.archive.length === 0 && <li className="editor-hint">{t.panels.emptyArchive}</li>}
        {collection.archive.map((entry) => (
          <li key={entry.id}>
            <span className="editor-sortable__name">{name(entry)}</span>
            {isPages ? (
              <EntryButton action={t.panels.show} name={name(entry)} onClick={() => toggle(entry, "add")} />
            ) : (
              <EntryButton action={t.panels.deleteItem} name={name(entry)} danger onClick={() => remove(entry)} />
            )}
          </li>
        ))}
      </ul>
      {isPages && (
        <CreatePageForm
          collections={{ collections: [collection] }}
          preset={collection.collectionName}
          label={`${t.panels.addItem}: ${collectionTitle(t, collection.collectionName, { collections: [collection] })}`}
        />
      )}
      <p className="editor-visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

/** A small button of an entry, named with the entry for screen readers ("Ausblenden: Sonnenbrillen"). */
function EntryButton({ action, name, danger, onClick }: { action: string; name: string; danger?: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className={`editor-button editor-button--small${danger ? " editor-button--danger" : ""}`}
      aria-label={`${action}: ${name}`}
      onClick={onClick}
    >
      {action}
    </button>
  );
}
