import { useDroppable } from "@dnd-kit/core";
import { useAtomValue } from "jotai";
import { type ReactNode, useId, useState } from "react";
import type { Navigation, PageLink } from "../../../common/navigation";
import type { PageListEntry } from "../../../common/page-list";
import { bootAtom } from "../state/store";
import { textsAtom } from "../i18n/session";
import { type DropLine, LevelButton, NavigationRow } from "./navigation-row";
import { MoveButtons } from "./sortable-row";

type Container = Navigation["containers"][number];
type Props = {
  container: Container;
  index: number;
  count: number;
  pages: PageListEntry[];
  nameOf: (pageId: string) => string;
  onChange: (container: Container) => void;
  onRemove: () => void;
  line: DropLine | null;
  onItem: (itemId: string, action: ItemAction) => void;
  onMoveContainer: (direction: "up" | "down") => void;
};
/** What a row asks of the navigation: a move, a level change, an appearance or its removal. */
export type ItemAction = "up" | "down" | "indent" | "outdent" | "remove" | { appearance: "default" | "button" };

/**
 * One navigation container: its labels per locale, its items with their sub-items (a nested list; rows draggable,
 * the list droppable when empty) and adding a page.
 */
export function NavigationContainer({ container, index, count, pages, nameOf, onChange, onRemove, line, onItem, onMoveContainer }: Props) {
  const t = useAtomValue(textsAtom);
  const boot = useAtomValue(bootAtom);
  const id = useId();
  const [choice, setChoice] = useState("");
  const { setNodeRef, isOver } = useDroppable({ id: container.id });
  if (!t || !boot) return null;
  const title = container.label[boot.locale]?.trim() || t.panels.navigationName(index + 1);
  const setLabel = (locale: string, value: string) => {
    if ((container.label[locale as keyof typeof container.label] ?? "") === value.trim()) return;
    onChange({ ...container, label: { ...container.label, [locale]: value.trim() } });
  };
  const add = () => {
    if (!choice) return;
    onChange({ ...container, children: [...container.children, { id: crypto.randomUUID(), type: "page", page: choice, appearance: "default", children: [] }] });
    setChoice("");
  };
  // A function, not a component: a component defined here would remount its rows (and lose focus) on every render.
  const row = (item: PageLink, depth: 0 | 1, sub?: ReactNode) => {
    const name = nameOf(item.page);
    return (
      <NavigationRow
        key={item.id}
        id={item.id}
        depth={depth}
        handleLabel={t.panels.dragHandle}
        line={line}
        onMove={(direction) => onItem(item.id, direction)}
        onIndent={() => onItem(item.id, "indent")}
        onOutdent={() => onItem(item.id, "outdent")}
        sub={sub}
      >
        <span className="editor-sortable__name">{name}</span>
        <label className="editor-inline-field">
          <span className="editor-visually-hidden">{`${t.panels.appearance}: ${name}`}</span>
          <select value={item.appearance} onChange={(event) => onItem(item.id, { appearance: event.target.value as "default" | "button" })}>
            <option value="default">{t.panels.appearanceDefault}</option>
            <option value="button">{t.panels.appearanceButton}</option>
          </select>
        </label>
        <MoveButtons name={name} up={t.panels.moveUp} down={t.panels.moveDown} onMove={(direction) => onItem(item.id, direction)} />
        {depth === 0 ? (
          <LevelButton kind="indent" label={t.panels.indent} name={name} onClick={() => onItem(item.id, "indent")} />
        ) : (
          <LevelButton kind="outdent" label={t.panels.outdent} name={name} onClick={() => onItem(item.id, "outdent")} />
        )}
        <button
          type="button"
          className="editor-icon-button editor-icon-button--small"
          aria-label={`${t.panels.removeItem}: ${name}`}
          onClick={() => onItem(item.id, "remove")}
        >
          <span aria-hidden="true">×</span>
        </button>
      </NavigationRow>
    );
  };
  return (
    <section className="editor-nav-container" aria-labelledby={`${id}-title`} data-sortable-id={container.id} data-navigation-container={index}>
      <header className="editor-nav-container__head">
        <h4 id={`${id}-title`}>
          {title} <span className="editor-count">{index === 0 ? `(${t.panels.headerPlace})` : `(${t.panels.footerPlace})`}</span>
        </h4>
        {count > 1 && <MoveButtons name={title} up={t.panels.moveUp} down={t.panels.moveDown} onMove={onMoveContainer} />}
      </header>
      <div className="editor-nav-container__labels">
        {boot.locales.map(({ locale }) => (
          <label key={locale}>
            {t.panels.containerLabel(locale)}
            <input
              defaultValue={container.label[locale] ?? ""}
              onBlur={(event) => setLabel(locale, event.target.value)}
              onKeyDown={(event) => event.key === "Enter" && event.currentTarget.blur()}
            />
          </label>
        ))}
      </div>
      <ul
        ref={setNodeRef}
        className={`editor-sortable-list${isOver ? " editor-sortable-list--over" : ""}`}
        aria-labelledby={`${id}-title`}
        aria-describedby="navigation-keys"
      >
        {container.children.length === 0 && <li className="editor-hint">{t.panels.emptyContainer}</li>}
        {container.children.map((item) =>
          row(
            item,
            0,
            item.children.length > 0 && (
              <ul className="editor-sortable-list editor-sortable-list--sub" aria-label={t.panels.subItemsOf(nameOf(item.page))}>
                {item.children.map((child) => row(child, 1))}
              </ul>
            ),
          ),
        )}
      </ul>
      <div className="editor-nav-container__add">
        <label htmlFor={`${id}-add`} className="editor-visually-hidden">{`${t.panels.choosePage} (${title})`}</label>
        <select id={`${id}-add`} value={choice} onChange={(event) => setChoice(event.target.value)}>
          <option value="">{t.panels.choosePage}</option>
          {pages.map((page) => (
            <option key={page.id} value={page.id}>
              {nameOf(page.id)}
            </option>
          ))}
        </select>
        <button type="button" className="editor-button" onClick={add} disabled={!choice}>
          {t.panels.addToNavigation}
        </button>
        {container.children.length === 0 && (
          <button type="button" className="editor-button" onClick={onRemove}>
            {t.panels.removeContainer}
          </button>
        )}
      </div>
    </section>
  );
}
