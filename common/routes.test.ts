import { describe, expect, it } from "vitest";
import { editorSlugSchema, pagePath, parsePagePath, SLUG_EMPTY_MESSAGE, toSlug, toSlugWhileTyping } from "./routes";

const parse = (path: string, query = "") => parsePagePath(path, new URLSearchParams(query));

describe("parsePagePath", () => {
  it("reads locale, edit mode, collection, slug and the query flags", () => {
    expect(parse("/fr/edit/golf/trou-1", "toolbar=1&pagemenu=1&searchquery=brille")).toEqual({
      locale: "fr",
      edit: true,
      collection: "golf",
      slug: "trou-1",
      flags: { toolbar: true, pagemenu: true, settings: false, searchquery: "brille" },
    });
  });
  it("maps /{locale} and /{locale}/edit to the home page", () => {
    expect(parse("/de")).toMatchObject({ slug: "~home", edit: false, collection: null });
    expect(parse("/de/edit")).toMatchObject({ slug: "~home", edit: true });
  });
  it("accepts reserved tilde slugs", () => {
    expect(parse("/de/~start")).toMatchObject({ slug: "~start" });
  });
  it.each(["/", "/xx/page", "/de/a/b/c", "/de/Page", "/de/%E0%A4%A", "/de/a--b", "/de/~unknown"])("rejects %s", (path) => {
    expect(parse(path)).toBeNull();
  });
});

describe("pagePath", () => {
  it("builds addresses the parser reads back", () => {
    const path = pagePath({ locale: "fr", slug: "trou-1", collection: "golf", edit: true });
    expect(path).toBe("/fr/edit/golf/trou-1");
    expect(parse(path)).toMatchObject({ locale: "fr", edit: true, collection: "golf", slug: "trou-1" });
    expect(pagePath({ locale: "de", slug: "~home", collection: null })).toBe("/de");
  });
});

describe("slugs", () => {
  it.each([
    ["Über uns", "ueber-uns"],
    ["  Sehtest & Beratung!  ", "sehtest-beratung"],
    ["Lunettes à la mode", "lunettes-a-la-mode"],
    ["Straße 12", "strasse-12"],
  ])("toSlug(%j) = %j", (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });
  it.each([
    ["Neue ", "neue-"],
    ["Neue Seite", "neue-seite"],
    ["Neue-", "neue-"],
    ["café", "cafe"],
    ["Über", "ueber"],
    [" ", ""],
    ["A  &  ", "a-"],
  ])("while typing, toSlugWhileTyping(%j) = %j (a just-typed separator stays for the next word)", (text, slug) => {
    expect(toSlugWhileTyping(text)).toBe(slug);
  });
  it("refuses an empty slug with the spec's message", () => {
    expect(editorSlugSchema.safeParse("").error?.issues[0]?.message).toBe(SLUG_EMPTY_MESSAGE);
  });
  it.each(["~home", "search", "login", "edit", "~start", "Bad Slug"])("refuses %j for editors", (slug) => {
    expect(editorSlugSchema.safeParse(slug).success).toBe(false);
  });
});
