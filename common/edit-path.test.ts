import { describe, expect, it } from "vitest";
import { editPathOf } from "./edit-path";

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
