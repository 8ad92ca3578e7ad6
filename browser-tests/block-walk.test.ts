// Every block type is added from the picker (decision 050), its first starter field is filled in place in both
// languages, the page is published, and the live page shows each block with its texts in both languages.
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { BLOCKS } from "../common/blocks/registry";
import { BLOCK_TYPES, type BlockType } from "../common/blocks/types";
import { browserForThisFile, type OpenedPage, openPage } from "./browser";
import { changeInPlace } from "./in-place";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const slug = { de: `alle-boxen-${stamp}`, fr: `tous-les-blocs-${stamp}` };

/**
 * Blocks whose live view needs more than a text (spec: a video that cannot play and a gallery without pictures hide
 * their block for visitors): live they stay empty until a video or pictures are chosen; in edit mode they show the text.
 */
const LIVE_NEEDS_MEDIA: readonly BlockType[] = ["videoPlayer", "mediaGallery"];
const typed = (type: string, locale: "de" | "fr") => `${locale === "de" ? "Neu" : "Nouveau"} ${type}`;

/** An empty page of its own in both languages; returns its id. */
async function createBothLanguagesPage(page: Page): Promise<string> {
  const { id } = await createTestPage(page, base, { name: { de: "Alle Boxen", fr: "Tous les blocs" }, slug: slug.de });
  expect((await page.request.put(`${base}/api/v1/page/info`, { headers: { Origin: base }, data: { id, lang: "fr", slug: slug.fr } })).status()).toBe(200);
  return id;
}

/** Adds every block type through the picker, each after the last block, waiting for it to show in place. */
async function addEveryType(page: Page) {
  await page.goto(`${base}/de/edit/${slug.de}?toolbar=1`, { waitUntil: "networkidle" });
  for (const type of BLOCK_TYPES) {
    await page.locator(".editor-add-button").last().click();
    const tile = page.getByRole("dialog").locator(`[data-block-type="${type}"]`);
    await changeInPlace(page, () => tile.click());
    await page.locator(`section[data-item-type="group"][data-block-type="${type}"]`).waitFor();
  }
}

/** Each added block's first starter field (a text field, unit-tested), by block type: the field id its element carries. */
async function firstStarterFields(page: Page): Promise<Map<BlockType, string>> {
  const fields = new Map<BlockType, string>();
  for (const type of BLOCK_TYPES) {
    const first = BLOCKS[type].starterFields?.[0];
    if (!first) continue;
    const element = page.locator(`section[data-block-type="${type}"] [data-item-type="field"][data-field-name="${first.name}"]`).first();
    fields.set(type, (await element.getAttribute("data-item")) ?? "");
  }
  return fields;
}

/** Types each block's text into its field in place (the editor saves the page's language) and waits for each save. */
async function typeEveryText(page: Page, fields: Map<BlockType, string>, locale: "de" | "fr") {
  for (const [type, id] of fields) {
    const field = page.locator(`[data-item="${id}"]`);
    await field.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(typed(type, locale));
    const [saved] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/v1/data") && r.request().method() === "POST"),
      page.keyboard.press("Enter"),
    ]);
    expect(saved.status(), `${type} ${locale}`).toBe(200);
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
  it("adds all 36 types in DE edit mode, fills each one's first field in DE and then in FR edit mode, publishes, and the live page shows each block with its text in both languages", async () => {
    const { page } = editor;
    const id = await createBothLanguagesPage(page);
    await addEveryType(page);
    // The game blocks bring their styles (React writes them before the block's section, for the head): the first one
    // added in place puts them into the head, the second finds them there.
    expect(await page.locator('head style[data-href="game-ui"]').count()).toBe(1);
    const added = await page
      .locator('section[data-item-type="group"]')
      .evaluateAll((sections) => sections.map((s) => [s.getAttribute("data-block-type"), s.getAttribute("data-item-status")]));
    expect(added).toEqual(BLOCK_TYPES.map((type) => [type, "draft"]));
    const fields = await firstStarterFields(page);
    expect(fields.size).toBe(BLOCK_TYPES.length - 1);
    expect([...fields.values()].every(Boolean)).toBe(true);
    await typeEveryText(page, fields, "de");

    await page.goto(`${base}/fr/edit/${slug.fr}?toolbar=1`, { waitUntil: "networkidle" });
    for (const [type, fieldId] of fields) expect(await page.locator(`[data-item="${fieldId}"]`).count(), type).toBe(1);
    await typeEveryText(page, fields, "fr");
    // Published from the editor's toolbar (its language is the editor's own, German or French).
    await page
      .locator(".editor-toolbar")
      .getByRole("button", { name: /^(Veröffentlichen|Publier)$/ })
      .click();
    const dialog = page.getByRole("dialog", { name: /^(Seite veröffentlichen|Publier la page)$/ });
    const [published] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/v1/page/publish")),
      dialog.getByRole("button", { name: /^(Veröffentlichen|Publier)$/ }).click(),
    ]);
    expect(published.status()).toBe(200);
    expect(published.request().postDataJSON()).toMatchObject({ id });

    for (const locale of ["de", "fr"] as const) {
      const live = await openPage(browser(), `${base}/${locale}/${slug[locale]}`);
      try {
        expect(live.status).toBe(200);
        const sections = await live.page
          .locator("main section.block")
          .evaluateAll((all) => all.map((s) => ({ type: s.getAttribute("data-block") ?? "", text: s.textContent ?? "" })));
        expect(sections.map((s) => s.type)).toEqual([...BLOCK_TYPES]);
        for (const { type, text } of sections) {
          const expected = type === "spacer" || LIVE_NEEDS_MEDIA.includes(type as BlockType) ? "" : typed(type, locale);
          if (expected) expect(text, `${locale} ${type}`).toContain(expected);
          else expect(text.trim(), `${locale} ${type}`).toBe("");
          if (locale === "fr") expect(text, type).not.toContain(typed(type, "de"));
        }
        expect(live.errors).toEqual([]);
      } finally {
        await live.close();
      }
    }
  }, 300_000);
});
