import { describe, expect, it } from "vitest";
import type { PageList, PageListEntry } from "../page-list";
import { pageName, pickerSections } from "./page-picker";

const page = (id: string, name: PageListEntry["name"], collection: string | null = null): PageListEntry => ({
  id,
  name,
  status: "published",
  role: null,
  collection,
  slugs: { de: id },
  changed: false,
  protected: false,
});
const LIST: PageList = {
  pages: [page("home", { de: "Start", fr: "Accueil" }), page("kontakt", { de: "Kontakt" }), page("impressum", { de: "Impressum" })],
  collections: [
    { name: "services", collectionType: "page", children: [page("sehtest", { de: "Sehtest" }, "services")] },
    { name: "leer", collectionType: "page", children: [] },
  ],
};
const NAVIGATION = {
  containers: [
    {
      id: "main",
      label: { de: "Hauptmenü", fr: "Menu" },
      children: [
        { id: "n1", type: "page" as const, page: "home", appearance: "default" as const, children: [] },
        {
          id: "n2",
          type: "page" as const,
          page: "kontakt",
          appearance: "default" as const,
          children: [{ id: "n4", type: "page" as const, page: "sehtest", appearance: "default" as const }],
        },
      ],
    },
    { id: "empty", label: { de: "Leer" }, children: [{ id: "n3", type: "page" as const, page: "deleted", appearance: "default" as const, children: [] }] },
  ],
};
const summary = (sections: ReturnType<typeof pickerSections>) =>
  sections.map((section) => ({
    key: section.key,
    open: section.open,
    groups: section.groups.map((group) => `${group.label}: ${group.pages.map((p) => p.id).join(",")}`),
  }));

describe("page picker sections", () => {
  it("lists navigation groups with their pages (sub-items after their parent), the top-level pages and one sub-list per collection", () => {
    expect(summary(pickerSections(LIST, NAVIGATION, "fr", null))).toEqual([
      { key: "navigation", open: false, groups: ["Menu: home,kontakt,sehtest"] },
      { key: "pages", open: false, groups: [": home,kontakt,impressum"] },
      { key: "collections", open: false, groups: ["services: sehtest"] },
    ]);
  });
  it("opens the section that holds the selected page", () => {
    expect(pickerSections(LIST, NAVIGATION, "de", "sehtest").map((s) => s.open)).toEqual([true, false, false]);
    expect(pickerSections(LIST, NAVIGATION, "de", "impressum").map((s) => s.open)).toEqual([false, true, false]);
    expect(pickerSections(LIST, NAVIGATION, "de", "kontakt").map((s) => s.open)).toEqual([true, false, false]);
    expect(pickerSections(LIST, { containers: [] }, "de", "sehtest").map((s) => s.open)).toEqual([false, false, true]);
  });
  it("names pages in the locale, falling back to German", () => {
    expect(pageName(LIST.pages[0]!, "fr")).toBe("Accueil");
    expect(pageName(LIST.pages[1]!, "fr")).toBe("Kontakt");
  });
});
