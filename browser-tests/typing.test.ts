import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paragraphs } from "../common/rich-text";
import { browserForThisFile, type OpenedPage } from "./browser";
import { signInAs } from "./sign-in";
import { createTypingPage, type EditPage, openEditPage, tabInto, typedInto, typeRichText } from "./typing-helpers";

// Keys typed into a field arrive in order from the moment it has focus, also while the rich-text editor's chunk
// loads (held for a second here), and Space, arrows and Enter never scroll the page (issue 42, point 5). Pages of
// their own: nothing shared is changed.
const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const richFirst = `tippen-${stamp}`;
const plainFirst = `tippen-titel-${stamp}`;

const rich = (page: Page) => page.locator('[data-field-name="textBlock"]');
const title = (page: Page) => page.locator('[data-field-name="title"]').first();
const paragraphsOf = (page: Page) => rich(page).locator("p").allTextContents();

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  await createTypingPage(editor.page, base, richFirst, [
    { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText", content: { de: { json: paragraphs("Erster Absatz") } } }] },
    { blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Titel" } } }] },
  ]);
  await createTypingPage(editor.page, base, plainFirst, [
    { blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Titel" } } }] },
    { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText", content: { de: { json: paragraphs("Erster Absatz") } } }] },
  ]);
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

/** Reloads and answers what the page shows as saved: the rich text's paragraphs and the title. */
async function savedValues(opened: EditPage, saves: number) {
  await opened.savesDone(saves);
  await opened.page.reload({ waitUntil: "networkidle" });
  return { paragraphs: await paragraphsOf(opened.page), title: await title(opened.page).textContent() };
}

describe("typing into a field as soon as it has focus", () => {
  it("by Tab: every key arrives in order while the rich-text editor loads, and Space, arrows and Enter scroll nothing", async () => {
    const opened = await openEditPage(editor.context, `${base}/de/edit/${richFirst}?toolbar=1`, { holdRichText: true });
    const { page } = opened;
    try {
      const before = await paragraphsOf(page);
      await tabInto(page, rich(page));
      const scrollY = await page.evaluate(() => window.scrollY);
      await typeRichText(page);
      await expect.poll(() => page.locator(".rte-content p").allTextContents(), { timeout: 10_000 }).toEqual(typedInto(before));
      // Editing now as usual: arrows, Space and Enter in the text scroll nothing either.
      for (const key of ["ArrowDown", "ArrowLeft", "ArrowRight", "Space", "Enter", "Backspace", "Backspace"]) await page.keyboard.press(key);
      expect(await page.locator(".rte-content p").allTextContents()).toEqual(typedInto(before));
      expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
      await tabInto(page, title(page));
      // Tab may scroll the field clear of the header and the toolbar; what is typed then scrolls nothing.
      const titleScrollY = await page.evaluate(() => window.scrollY);
      await page.keyboard.type(" neu");
      await page.keyboard.press("Space");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("Backspace");
      await page.keyboard.press("Enter");
      expect(await page.evaluate(() => window.scrollY)).toBe(titleScrollY);
      expect(await savedValues(opened, 2)).toEqual({ paragraphs: typedInto(before), title: "Titel neu" });
      expect(opened.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("by click: the keys typed right after the click arrive in the rich text and in a plain text field", async () => {
    const opened = await openEditPage(editor.context, `${base}/de/edit/${plainFirst}?toolbar=1`, { holdRichText: true });
    const { page } = opened;
    try {
      const before = await paragraphsOf(page);
      await rich(page).click();
      await typeRichText(page);
      await expect.poll(() => page.locator(".rte-content p").allTextContents(), { timeout: 10_000 }).toEqual(typedInto(before));
      await title(page).click();
      await page.keyboard.press("End");
      await page.keyboard.type(" Klick");
      await page.keyboard.press("Enter");
      expect(await savedValues(opened, 2)).toEqual({ paragraphs: typedInto(before), title: "Titel Klick" });
    } finally {
      await page.close();
    }
  });

  it('by the keyboard shortcut ("Zum Editor", then Enter): the first field takes the keys, rich text or plain text', async () => {
    for (const [slug, kind] of [
      [richFirst, "rich"],
      [plainFirst, "plain"],
    ] as const) {
      const opened = await openEditPage(editor.context, `${base}/de/edit/${slug}`, { holdRichText: true });
      const { page } = opened;
      try {
        const before = { paragraphs: await paragraphsOf(page), title: await title(page).textContent() };
        await page.keyboard.press("Tab");
        await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe("Zum Editor");
        await page.keyboard.press("Enter");
        // From the moment the field has focus (the button focuses it a frame after opening the toolbar).
        const field = kind === "rich" ? rich(page) : title(page);
        await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
        const scrollY = await page.evaluate(() => window.scrollY);
        if (kind === "rich") {
          await typeRichText(page);
          await expect.poll(() => page.locator(".rte-content p").allTextContents(), { timeout: 10_000 }).toEqual(typedInto(before.paragraphs));
          await page.keyboard.press("Escape");
        } else {
          await page.keyboard.type(" Taste");
          await page.keyboard.press("Enter");
        }
        expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
        expect(await savedValues(opened, 1)).toEqual(
          kind === "rich"
            ? { paragraphs: typedInto(before.paragraphs), title: before.title }
            : { paragraphs: before.paragraphs, title: `${before.title} Taste` },
        );
      } finally {
        await page.close();
      }
    }
  });
});
