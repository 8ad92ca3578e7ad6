import type { Locale } from "../locales";
import { flatItems, type Navigation } from "../navigation";
import type { PageList, PageListEntry } from "../page-list";

/**
 * The page picker of the link option (editor-side section 2): sections Navigation (navigation groups with their
 * pages), Top-level pages and Collections (a sub-list per collection); the section holding the selected page
 * starts expanded.
 */
export type PickerGroup = { key: string; label: string; pages: PageListEntry[] };
export type PickerSection = { key: "navigation" | "pages" | "collections"; groups: PickerGroup[]; open: boolean };

/** A page's name in the locale, else in German, else any name it has, else its slug or id. */
export function pageName(page: PageListEntry, locale: Locale): string {
  return page.name[locale]?.trim() || page.name.de?.trim() || Object.values(page.name).find((name) => name?.trim()) || page.slugs[locale] || page.id;
}

export function pickerSections(list: PageList, navigation: Navigation, locale: Locale, selectedId: string | null): PickerSection[] {
  const byId = new Map([...list.pages, ...list.collections.flatMap((c) => c.children)].map((page) => [page.id, page]));
  const navigationGroups = navigation.containers.map((container) => ({
    key: container.id,
    label: container.label[locale]?.trim() || container.label.de?.trim() || container.id,
    pages: flatItems(container).flatMap((item) => byId.get(item.page) ?? []),
  }));
  const sections: Omit<PickerSection, "open">[] = [
    { key: "navigation", groups: navigationGroups.filter((group) => group.pages.length) },
    { key: "pages", groups: [{ key: "pages", label: "", pages: list.pages }] },
    { key: "collections", groups: list.collections.filter((c) => c.children.length).map((c) => ({ key: c.name, label: c.name, pages: c.children })) },
  ];
  // A page in the navigation is also a top-level or collection page: only the first section holding it opens.
  const holder = sections.findIndex((section) => section.groups.some((group) => group.pages.some((page) => page.id === selectedId)));
  return sections.map((section, index) => ({ ...section, open: index === holder }));
}
