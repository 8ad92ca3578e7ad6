import { HtmlValidate } from "html-validate";
import { beforeAll, describe, expect, inject, it } from "vitest";
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

  beforeAll(async () => {
    // Both languages by following links, then every page found again in edit mode (and what edit mode links).
    live = await crawl(base, ["/de", "/fr", "/de/search", "/fr/search", "/de/login"], ["/de", "/fr"]);
    const cookie = await editorCookie(base);
    const editPaths = live.map((page) => page.path.replace(/^\/(de|fr)(?=\/|$)/, "/$1/edit")).filter((path) => path.includes("/edit"));
    edit = await crawl(base, editPaths, ["/de/edit", "/fr/edit"], cookie);
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
});
