import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paragraphs } from "../common/rich-text";
import { browserForThisFile, type OpenedPage } from "./browser";
import { signInAs } from "./sign-in";
import { drawn } from "./waits";
import { createTypingPage, type EditPage, openEditPage } from "./typing-helpers";

// No sequence of toolbar, link-form and Escape actions blanks a rich text on screen, and what the page shows is
// what is saved (issue 42, point 6). Pages of their own: nothing shared is changed.
const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const TEXT = "Brillen für jeden Tag und für den Sport";

const field = (page: Page) => page.locator('[data-field-name="textBlock"]');
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Textformatierung" });
const pageMenu = (page: Page) => page.getByRole("dialog", { name: "Seite", exact: true });
/** The text the field shows: tiptap's while it is being edited, else the static view's. */
const shownText = (page: Page) => field(page).evaluate((element) => (element.querySelector(".rte-content") ?? element).textContent);

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

/** A new page with one rich text, open in edit mode with the toolbar. */
async function richTextPage(slug: string): Promise<EditPage> {
  await createTypingPage(editor.page, base, slug, [
    { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText", content: { de: { json: paragraphs(TEXT) } } }] },
  ]);
  return openEditPage(editor.context, `${base}/de/edit/${slug}?toolbar=1`);
}

/** Selects `count` characters of the text from `start`, by keyboard, in the editor (opened first if need be). */
async function selectChars(page: Page, start: number, count: number) {
  // An edit ended with changes stays open until its save is answered, then closes: wait for that first.
  await page.locator(".rte-status").waitFor({ state: "detached" });
  if ((await toolbar(page).count()) === 0) await field(page).click();
  await page.locator(".rte-content").click();
  await page.keyboard.press("Home");
  for (let i = 0; i < start; i++) await page.keyboard.press("ArrowRight");
  for (let i = 0; i < count; i++) await page.keyboard.press("Shift+ArrowRight");
}

/** Ends editing, waits for the saves, and checks that a reload shows what the page showed. */
async function expectShownIsSaved(opened: EditPage, saves: number) {
  const { page } = opened;
  if ((await pageMenu(page).count()) > 0) await page.keyboard.press("Escape");
  await page.mouse.click(5, 300);
  await toolbar(page).waitFor({ state: "detached" });
  await opened.savesDone(saves);
  await drawn(page);
  const shown = await field(page).innerHTML();
  expect(await shownText(page)).toBe(TEXT);
  await page.reload({ waitUntil: "networkidle" });
  expect(await field(page).innerHTML()).toBe(shown);
}

describe("rich text under toolbar, link-form and Escape actions", () => {
  it('bold a word, select another, link form, "Seite" (kind and page menu), Escape: the text stays and is what is saved', async () => {
    const opened = await richTextPage(`fett-link-${stamp}`);
    const { page } = opened;
    try {
      await selectChars(page, 0, 7);
      await toolbar(page).getByRole("button", { name: "Fett" }).click();
      await selectChars(page, 12, 5);
      await toolbar(page).getByRole("button", { name: "Link", exact: true }).click();
      await page.getByRole("radio", { name: "Seite" }).check();
      await page.locator(".editor-toolbar").getByRole("button", { name: "Seite", exact: true }).click();
      await pageMenu(page).waitFor();
      await drawn(page);
      expect(await shownText(page)).toBe(TEXT);
      await page.keyboard.press("Escape");
      await pageMenu(page).waitFor({ state: "detached" });
      await drawn(page);
      expect(await shownText(page)).toBe(TEXT);
      expect(await field(page).locator("strong").first().textContent()).toBe("Brillen");
      await expectShownIsSaved(opened, 1);
      expect(opened.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it("a seeded random run of toolbar, link-form, page-menu and Escape actions never shows the text empty", async () => {
    const seed = Number(process.env.ACTIONS_SEED ?? 42);
    const random = mulberry32(seed);
    const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
    const opened = await richTextPage(`zufall-${stamp}`);
    const { page } = opened;
    const actions: Record<string, () => Promise<unknown>> = {
      select: () => selectChars(page, Math.floor(random() * 20), 1 + Math.floor(random() * 8)),
      bold: () => toolbar(page).getByRole("button", { name: "Fett" }).click(),
      italic: () => toolbar(page).getByRole("button", { name: "Kursiv" }).click(),
      link: () => toolbar(page).getByRole("button", { name: "Link", exact: true }).click(),
      linkKindPage: () => page.getByRole("radio", { name: "Seite" }).check(),
      pageMenu: () => page.locator(".editor-toolbar").getByRole("button", { name: "Seite", exact: true }).click(),
      escape: () => page.keyboard.press("Escape"),
      outside: () => page.mouse.click(5, 300),
    };
    const done: string[] = [];
    try {
      for (let step = 0; step < 40; step++) {
        const menuOpen = (await pageMenu(page).count()) > 0;
        const editing = (await toolbar(page).count()) > 0;
        const linkOpen = (await page.getByRole("radio", { name: "Seite" }).count()) > 0;
        const possible = menuOpen
          ? ["escape"]
          : // Escape outside a field closes the editor's toolbar: it is pressed only inside one.
            ["select", "pageMenu", "outside", ...(editing ? ["bold", "italic", "link", "escape"] : []), ...(linkOpen ? ["linkKindPage"] : [])];
        const name = pick(possible);
        done.push(name);
        await actions[name]!();
        await drawn(page);
        expect(await shownText(page), `seed ${seed}, after ${done.join(", ")}`).toBe(TEXT);
      }
      console.log(`\nRich-text actions (seed ${seed}): ${done.join(", ")}\n`);
      await expectShownIsSaved(opened, 0);
      expect(opened.errors).toEqual([]);
    } finally {
      await page.close();
    }
  });
});

/** A small seeded random number generator (mulberry32): the same seed gives the same run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
