import { HtmlValidate } from "html-validate";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { germanTextsFor } from "../common/i18n-check/interface-texts";
import { visibleTexts } from "../common/i18n-check/visible-texts";
import { type CrawledPage, crawl, editorCookie } from "./crawl";

const base = inject("baseURL");
// The HTML standard's conformance rules and the document rules (doctype, title, lang); no style preferences.
// require-sri is off: SRI guards files from other origins, and every script and stylesheet here is our own.
const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:document"], rules: { "require-sri": "off" } });

/** Every error of a page as "path line:column rule: message", so a failure names where to look. */
async function errorsOf({ path, html }: CrawledPage): Promise<string[]> {
  const report = await validator.validateString(html, path);
  return report.results.flatMap((result) =>
    result.messages.filter((m) => m.severity === 2).map((m) => `${path} ${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
  );
}

describe("valid HTML on every page (html-validate over the crawled site)", () => {
  let live: CrawledPage[] = [];
  let edit: CrawledPage[] = [];
  /** The second demo site's Italian and English pages (decision 084: no German interface text on them). */
  let lausanne: CrawledPage[] = [];

  beforeAll(async () => {
    // Both languages by following links, then every page found again in edit mode (and what edit mode links).
    live = await crawl(base, ["/de", "/fr", "/de/search", "/fr/search", "/de/login"], ["/de", "/fr"]);
    const cookie = await editorCookie(base);
    const editPaths = live.map((page) => page.path.replace(/^\/(de|fr)(?=\/|$)/, "/$1/edit")).filter((path) => path.includes("/edit"));
    edit = await crawl(base, editPaths, ["/de/edit", "/fr/edit"], cookie);
    lausanne = await crawl(
      base,
      ["/it", "/en", "/it/search", "/en/search", "/it/login"],
      ["/it", "/en"],
      undefined,
      100,
      `lausanne.localhost:${new URL(base).port}`,
    );
  }, 120_000);

  it("crawls the demo site in both languages and in edit mode", () => {
    const paths = live.map((page) => page.path);
    // The crawl reaches the showcase pages of both languages (a crawl that stopped early would validate little).
    for (const path of ["/de", "/fr", "/de/optikerverzeichnis", "/de/~contact", "/fr/~contact", "/de/galerie", "/de/platzkarte", "/de/golf/loch-1"])
      expect(paths).toContain(path);
    expect(paths.length).toBeGreaterThan(50);
    expect(edit.map((page) => page.path)).toContain("/de/edit/~contact");
    expect(edit.length).toBeGreaterThan(40);
  });

  it("finds no HTML error on any live page", async () => {
    expect((await Promise.all(live.map(errorsOf))).flat()).toEqual([]);
  });

  it("finds no HTML error on any edit-mode page", async () => {
    expect((await Promise.all(edit.map(errorsOf))).flat()).toEqual([]);
  });

  it("the Lausanne demo's Italian and English pages are valid, in their language, with no German interface text", async () => {
    const paths = lausanne.map((page) => page.path);
    for (const path of ["/it", "/en", "/it/laboratorio", "/en/workshop", "/it/search", "/it/login"]) expect(paths).toContain(path);
    expect((await Promise.all(lausanne.map(errorsOf))).flat()).toEqual([]);
    const german = { it: germanTextsFor("it"), en: germanTextsFor("en") };
    const leaks = lausanne.flatMap(({ path, html }) => {
      const lang = path.startsWith("/it") ? "it" : "en";
      expect(html, path).toContain(`<html lang="${lang}" dir="ltr">`);
      return visibleTexts(html)
        .filter((text) => german[lang].has(text))
        .map((text) => `${path}: ${text}`);
    });
    expect(leaks).toEqual([]);
  });
});
