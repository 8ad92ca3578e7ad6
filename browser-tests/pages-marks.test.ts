import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { api, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

// "Seiten" says which pages have unpublished changes (issue 45, point 5): the toolbar's button carries how many,
// and the pages panel marks a published page whose text changed, at 1280 and 390 px.
const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const plain = (text: string) => ({ de: { text }, fr: { text } });

let editor: OpenedPage;
let editPath = "";
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  const created = await createTestPage(editor.page, base, {
    name: { de: `Markiert ${stamp}`, fr: `Marquée ${stamp}` },
    slug: `markiert-${stamp}`,
    groups: [{ blockType: "richTextBlock", fields: [{ name: "title", contentType: "localizedSingleValue", content: plain("Titel") }] }],
  });
  editPath = created.editPath;
  await api(editor.page, base, "/page/publish", { id: created.id });
}, 90_000);
afterAll(async () => {
  await editor?.close();
});

describe.each([1280, 390])("the pages with unpublished changes at %i px", (width) => {
  it("a text saved on a published page marks it in the pages panel, and the toolbar's 'Seiten' counts it", async () => {
    const { page } = editor;
    await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
    await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
    await page.locator('main [data-field-name="title"]').click();
    await page.keyboard.press("End");
    await page.keyboard.type(` ${width}`);
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();

    // Another page: the button says how many pages have unpublished changes, this test's page among them.
    await page.goto(`${base}/de/edit?toolbar=1`, { waitUntil: "networkidle" });
    const pages = page.locator(".editor-toolbar button", { hasText: "Seiten" });
    const mark = pages.locator(".editor-mark");
    await mark.waitFor();
    expect(Number(await mark.getAttribute("data-unpublished-pages"))).toBeGreaterThanOrEqual(1);
    expect(await pages.getAttribute("aria-label")).toBeNull();
    expect(await pages.evaluate((button) => button.textContent)).toMatch(/Seiten mit unveröffentlichten Änderungen/);
    expect(await mark.isVisible()).toBe(true);
    await page.screenshot({ path: `/tmp/pages-marks-toolbar-${width}.png` });

    await pages.click();
    const entry = page.locator(".editor-page-list li", { hasText: `Markiert ${stamp}` });
    await entry.waitFor();
    expect(await entry.locator(".editor-badge").allTextContents()).toEqual(["Änderungen"]);
    await page.keyboard.press("Escape");
  });
});
