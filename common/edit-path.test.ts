import { describe, expect, it } from "vitest";
import { editPathOf, withToolbarOpen } from "./edit-path";

describe("editPathOf", () => {
  const locales = ["de", "fr"];
  it("rebuilds a page address of the site's languages with the edit segment, query and fragment kept", () => {
    expect(editPathOf("/de", locales)).toBe("/de/edit");
    expect(editPathOf("/de/", locales)).toBe("/de/edit");
    expect(editPathOf("/fr/prestations", locales)).toBe("/fr/edit/prestations");
    expect(editPathOf("/de/team/anna?x=1#top", locales)).toBe("/de/edit/team/anna?x=1#top");
    expect(editPathOf("/de#main", locales)).toBe("/de/edit#main");
  });
  it("leaves everything else alone: edit mode, login, game redirect, other languages, files, other sites", () => {
    for (const href of [
      "/de/edit",
      "/de/edit/kontakt",
      "/de/login",
      "/de/login?next=/de",
      "/de/game?id=x",
      "/it/chi-siamo",
      "/media/x.jpg",
      "/api/v1/x",
      "https://site.test/de",
      "//evil.test/de",
      "#main",
      "mailto:a@b.ch",
      "/deutsch",
      "/de-ch",
    ]) {
      expect(editPathOf(href, locales), href).toBeNull();
    }
  });
});

describe("withToolbarOpen", () => {
  it("opens an edit-mode address with the toolbar, query and fragment kept", () => {
    expect(withToolbarOpen("/de/edit")).toBe("/de/edit?toolbar=1");
    expect(withToolbarOpen("/fr/edit/prestations?x=1#top")).toBe("/fr/edit/prestations?x=1&toolbar=1#top");
  });
  it("keeps an overlay already named, and leaves live and other addresses alone", () => {
    for (const path of ["/de/edit?settings=1", "/de/edit/kontakt?toolbar=1", "/de", "/de/editor", "/de/login?next=/de/edit", "/api/v1/x"]) {
      expect(withToolbarOpen(path)).toBe(path);
    }
  });
});
