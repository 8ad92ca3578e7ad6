import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { changeInPlace } from "./in-place";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

/**
 * Journey (decision 062): an owner adds three blocks to a new page, moves one, removes one and publishes; the live page
 * shows the blocks in the order the editor showed. At 1280 and at 390 px, each on a page of its own.
 */
const base = inject("baseURL");
const browser = browserForThisFile();

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
}, 30_000);
afterAll(async () => {
  await editor?.close();
});

const blockIds = (page: Page) =>
  page.locator('section[data-item-type="group"]').evaluateAll((sections) => sections.map((s) => s.getAttribute("data-item") ?? ""));
const block = (page: Page, id: string) => page.locator(`section[data-item="${id}"]`);
const menu = (page: Page) => page.locator(".editor-menu");

/** Clicks and waits for the change to show in place (block order and status: decision 076). */
async function clickInPlace(page: Page, target: Locator) {
  await changeInPlace(page, () => target.click());
}

/** Clicks and waits for the reload a page-wide change causes (publishing). */
async function clickAndReload(page: Page, target: Locator) {
  await Promise.all([page.waitForEvent("load", { timeout: 15_000 }), target.click()]);
  await page.waitForLoadState("networkidle");
}

/** "+" below the block `after`, then a block type in the picker: answers the new block's id (the one not there before). */
async function addBlock(page: Page, after: string, type: string): Promise<string> {
  const before = await blockIds(page);
  await page.locator(`.editor-add-button[data-next-to="${after}"]`).click();
  const picker = page.getByRole("dialog", { name: "Box hinzufügen" });
  await clickInPlace(page, picker.locator(`[data-block-type="${type}"]`));
  const now = await blockIds(page);
  const added = now.filter((id) => !before.includes(id));
  expect(added).toHaveLength(1);
  const expected = [...before];
  expected.splice(before.indexOf(after) + 1, 0, added[0]!);
  expect(now).toEqual(expected);
  expect(await block(page, added[0]!).getAttribute("data-block-type")).toBe(type);
  return added[0]!;
}

/** Opens a block's menu as a keyboard user does (focus, Enter) and clicks one of its buttons. */
async function fromMenu(page: Page, id: string, button: string) {
  await block(page, id).focus();
  await page.keyboard.press("Enter");
  await menu(page).waitFor();
  return menu(page).getByRole("button", { name: button });
}

/** The block ids of the live page, in the order visitors see them. */
async function liveOrder(page: Page, path: string) {
  const html = await (await page.request.get(`${base}${path}`)).text();
  return [...html.matchAll(/<section id="block-([^"]+)"/g)].map((m) => m[1]);
}

describe("journey: add, move, remove blocks and publish", () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`keeps the editor's block order on the live page at ${viewport.width} px`, async () => {
      const { page } = editor;
      await page.setViewportSize(viewport);
      const slug = `reihe-${viewport.width}-${Date.now().toString(36)}`;
      const { id: pageId } = await createTestPage(page, base, {
        name: `Reihe ${viewport.width}`,
        slug,
        groups: [
          { blockType: "cta", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Anfang" }, fr: { text: "Début" } } }] },
        ],
      });
      await page.goto(`${base}/de/edit/${slug}?toolbar=1`, { waitUntil: "networkidle" });
      const [first] = await blockIds(page);

      // A page never published offers no revert, and says why where the toolbar has room for it (decision 061).
      await page.locator(".editor-toolbar").waitFor();
      expect(await page.locator(".editor-toolbar button", { hasText: "Verwerfen" }).count()).toBe(0);
      expect(await page.locator(".editor-toolbar__note").textContent()).toBe("Noch nie veröffentlicht: nichts zu verwerfen");
      await page.screenshot({ path: `/work/notes/shots/journey-never-published-${viewport.width}.png` });

      // Three blocks: one at the end, then two between the first and the rest.
      const spacer = await addBlock(page, first!, "spacer");
      const text = await addBlock(page, first!, "richTextBlock");
      const cta = await addBlock(page, text, "cta");
      expect(await blockIds(page)).toEqual([first, text, cta, spacer]);

      // The spacer one place up, then the text block removed (a draft: deleted after the confirmation).
      await clickInPlace(page, await fromMenu(page, spacer, "Nach oben"));
      expect(await blockIds(page)).toEqual([first, text, spacer, cta]);
      await page.keyboard.press("Escape");
      await (await fromMenu(page, text, "Box entfernen")).click();
      await clickInPlace(page, page.getByRole("alertdialog", { name: "Entwurf löschen" }).getByRole("button", { name: "Löschen" }));
      const shown = await blockIds(page);
      expect(shown).toEqual([first, spacer, cta]);

      await page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" }).click();
      await clickAndReload(page, page.getByRole("dialog", { name: "Seite veröffentlichen" }).getByRole("button", { name: "Veröffentlichen" }));
      expect(await liveOrder(page, `/de/${slug}`)).toEqual(shown);
      expect(await blockIds(page)).toEqual(shown);
      expect(await page.locator(".editor-toolbar__note").textContent()).toBe("Keine unveröffentlichten Änderungen");
      await page.screenshot({ path: `/work/notes/shots/journey-blocks-${viewport.width}.png` });
      const status = await (await page.request.get(`${base}/api/v1/page/status/publication?id=${pageId}`)).json();
      expect(status).toEqual({ fields: 0, groups: 0, pages: 0, published: true });
    }, 40_000);
  }

  it("logged no errors", () => {
    expect(editor.errors).toEqual([]);
  });
});
