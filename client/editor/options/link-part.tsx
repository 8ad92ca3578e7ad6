import "./options.css";
import { useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { linkLabel, pageHref } from "../../../common/editor/link";
import { isOptionShown } from "../../../common/editor/options/display-conditions";
import type { OptionDescription } from "../../../common/editor/options/description";
import { pageName } from "../../../common/editor/page-picker";
import { editPathOf } from "../../../common/edit-path";
import { type LinkValue, linkHref } from "../../../common/link";
import type { Locale } from "../../../common/locales";
import type { PageListEntry } from "../../../common/page-list";
import { loadPickerData } from "../fields/rich-text/page-data";
import type { MenuPart, MenuPartProps } from "../state/selection";
import { saveOption } from "../saving/save-options";
import { bootAtom, editorStore } from "../state/store";
import type { EditableItem } from "../state/selection";
import { textsAtom } from "../i18n/session";
import { LinkEditor, readLink } from "./link-editor";
import { optionLabel } from "./option-label";

/** The block's link options (type link) its display conditions show with the current values. */
function linkOptionsOf(item: EditableItem): OptionDescription[] {
  const boot = editorStore.get(bootAtom);
  const group = item.type === "group" ? boot?.groups[item.id] : undefined;
  const description = group ? boot?.blockOptions[group.blockType] : undefined;
  if (!group || !description) return [];
  return description.options.filter((option) => option.type === "link" && isOptionShown(option.when, group.values));
}

/** What the part shows of a link and where "open in a new tab" goes (a page in edit mode, where the owner is). */
function linkView(link: LinkValue, pages: PageListEntry[] | null, locale: Locale, locales: string[]): { label: string; href: string | null } {
  if (link.type !== "page") {
    const href = linkHref(link, () => null);
    // A web address is named as stored (normalised when saved), not as the URL parser spells it (a trailing slash).
    return { label: href ? linkLabel(link.type === "url" ? (link.url ?? href) : href) : "", href };
  }
  if (!pages) return { label: "", href: null }; // "Wird geladen …" until the pages arrive
  const page = pages.find((entry) => entry.id === link.page?.id);
  if (!page) return { label: link.page?.id ?? "", href: null };
  const live = pageHref(page, locale);
  return { label: pageName(page, locale), href: editPathOf(live, locales) ?? live };
}

/** Every page the picker knows (for a page link's name and address), loaded once per session; null until then. */
function usePages(needed: boolean): PageListEntry[] | null {
  const [pages, setPages] = useState<PageListEntry[] | null>(null);
  useEffect(() => {
    if (!needed || pages) return;
    loadPickerData()
      .then(({ list }) => setPages([...list.pages, ...list.collections.flatMap((collection) => collection.children)]))
      .catch(() => setPages([]));
  }, [needed, pages]);
  return pages;
}

/** One link option of the block: the current link, change (the link option's own form), open in a new tab, remove. */
function LinkMenuEntry({ item, option, closeMenu, named }: MenuPartProps & { option: OptionDescription; named: boolean }) {
  const boot = useAtomValue(bootAtom);
  const texts = useAtomValue(textsAtom);
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const group = boot?.groups[item.id];
  const link = readLink(group?.values[option.key]);
  const pages = usePages(link?.type === "page");
  if (!boot || !group || !texts) return null;
  const label = optionLabel(option.key, texts.options, boot.language);
  const id = `link-menu-${item.id}-${option.key}`;
  const view = link
    ? linkView(
        link,
        pages,
        boot.locale,
        boot.locales.map((entry) => entry.locale),
      )
    : null;
  const conditions = Object.fromEntries((boot.blockOptions[group.blockType]?.options ?? []).map((o) => [o.key, o.when]));
  // Saved like the options part's link option: through the saving layer (status toast, undo step, block in place).
  const save = async (value: LinkValue | null) => {
    await saveOption({ groupId: item.id, key: option.key, type: option.type, label, before: link, after: value }, group.values, conditions);
  };
  const finishEditing = () => {
    setEditing(false);
    requestAnimationFrame(() => changeButton.current?.focus());
  };
  const remove = async () => {
    setRemoving(true);
    setError(null);
    try {
      await save(null);
      closeMenu();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setRemoving(false);
    }
  };
  return (
    <fieldset className="editor-link-menu__entry" data-link-menu={option.key}>
      {/* A block with one link needs no name for it under the part's title (still read by screen readers). */}
      <legend className={named ? "editor-option__label" : "editor-visually-hidden"}>{label}</legend>
      <p className="editor-link-menu__current">
        {view ? (
          <>
            <span className="editor-link-menu__kind">{texts.options.linkKinds[link!.type]}</span>{" "}
            <span className="editor-link-menu__target" title={view.href ?? undefined}>
              {view.label || texts.options.loading}
            </span>
          </>
        ) : (
          texts.options.linkMenu.none
        )}
      </p>
      <div className="editor-link-menu__actions">
        <button
          ref={changeButton}
          type="button"
          className="editor-button editor-button--small"
          aria-expanded={editing}
          aria-controls={editing ? `${id}-form` : undefined}
          onClick={() => setEditing((open) => !open)}
        >
          {editing ? texts.options.linkMenu.cancel : link ? texts.options.linkMenu.change : texts.options.linkMenu.add}
        </button>
        {view?.href && (
          <a className="editor-button editor-button--small" href={view.href} target="_blank" rel="noopener noreferrer">
            {texts.options.linkMenu.open}
          </a>
        )}
        {link && (
          <button type="button" className="editor-button editor-button--small editor-button--danger" disabled={removing} onClick={() => void remove()}>
            {texts.options.linkMenu.remove}
          </button>
        )}
      </div>
      {error && (
        <p className="editor-option__error" role="alert">
          {error}
        </p>
      )}
      {editing && (
        <div id={`${id}-form`}>
          <LinkEditor
            id={`${id}-editor`}
            label={label}
            value={link}
            texts={texts.options}
            language={boot.language}
            locale={boot.locale}
            save={async (value) => {
              await save(value);
              finishEditing();
            }}
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * The context menu's link part (editor-side section 2, slot "link"): for a block with a link option, its current link
 * (the kind and the label of section 5's rule, a page by its name), a way to change it with the link option's form,
 * to open it in a new tab (a page in edit mode) and to remove it.
 */
function LinkPart(props: MenuPartProps) {
  const texts = useAtomValue(textsAtom);
  useAtomValue(bootAtom); // re-render when a save shows the block with its new link
  const options = linkOptionsOf(props.item);
  if (!texts || options.length === 0) return null;
  return (
    <div className="editor-link-menu">
      <h3 className="editor-options__title">{texts.options.linkMenu.title}</h3>
      {options.map((option) => (
        <LinkMenuEntry key={option.key} {...props} option={option} named={options.length > 1} />
      ))}
    </div>
  );
}

/** The context menu's "link" part (listed in menu/parts.ts). */
export const linkMenuPart: MenuPart = { appliesTo: (item) => linkOptionsOf(item).length > 0, Part: LinkPart };
