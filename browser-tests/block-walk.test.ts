// Issue 13 point 2, first part: every block type is added from the picker and published in both languages (empty:
// new blocks bring no fields yet, so filling their texts in place waits for the block templates).
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BLOCK_TYPES } from "../common/blocks/types";
import { browserForThisFile, type OpenedPage, openPage } from "./browser";
import { signInAs } from "./sign-in";

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);

/** An empty published page of its own in both languages; returns its id. */
async function createPage(page: Page, slug: { de: string; fr: string }): Promise<string> {
  const response = await page.request.post(`${base}/api/v1/page/add`, { headers: { Origin: base }, data: { collectionName: null, lang: "de", initialMeta: { name: { de: "Alle Boxen", fr: "Tous les blocs" }, slug: slug.de } } });
  expect(response.status()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect((await page.request.put(`${base}/api/v1/page/info`, { headers: { Origin: base }, data: { id, lang: "fr", slug: slug.fr } })).status()).toBe(200);
  return id;
}

/** Adds every block type through the picker, each after the last block, waiting for the reload that shows it. */
async function addEveryType(page: Page, editPath: string) {
  await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
  for (const type of BLOCK_TYPES) {
    await page.locator(".editor-add-button").last().click();
    const tile = page.getByRole("dialog").locator(`[data-block-type="${type}"]`);
    await Promise.all([page.waitForEvent("load", { timeout: 20_000 }), tile.click()]);
    await page.locator(`section[data-item-type="group"][data-block-type="${type}"]`).waitFor();
  }
}

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("every block type from the picker", () => {
  for (const locale of ["de", "fr"] as const) {
    it(`adds all 36 types in ${locale.toUpperCase()} edit mode, each after the last, publishes them, and the live page renders each without errors`, async () => {
      const { page } = editor;
      const slug = { de: `alle-boxen-${locale}-${stamp}`, fr: `tous-les-blocs-${locale}-${stamp}` };
      const id = await createPage(page, slug);
      await addEveryType(page, `/${locale}/edit/${slug[locale]}`);
      const added = await page.locator('section[data-item-type="group"]').evaluateAll((sections) => sections.map((s) => [s.getAttribute("data-block-type"), s.getAttribute("data-item-status")]));
      expect(added).toEqual(BLOCK_TYPES.map((type) => [type, "draft"]));
      expect((await page.request.post(`${base}/api/v1/page/publish`, { headers: { Origin: base }, data: { id } })).status()).toBe(200);
      for (const shown of ["de", "fr"] as const) {
        const live = await openPage(browser(), `${base}/${shown}/${slug[shown]}`);
        try {
          expect(live.status).toBe(200);
          expect(await live.page.locator("main section.block").evaluateAll((sections) => sections.map((s) => s.getAttribute("data-block")))).toEqual([...BLOCK_TYPES]);
          expect(live.errors).toEqual([]);
        } finally {
          await live.close();
        }
      }
    }, 300_000);
  }
});
