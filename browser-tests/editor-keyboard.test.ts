import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

// Edit mode by keyboard alone, at 1280 and 390 px (issue 45, point 4): the keys to the first text, Ctrl+E into the
// toolbar, the focus kept after an option change, a save and a dialog, dialogs opening on their primary action,
// Escape closing the innermost layer only, Tab from field to field.
const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `tastatur-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;
const WIDTHS = [1280, 390] as const;

// German and French (the demo site's languages): nothing holds publishing back.
const plain = (text: string) => ({ de: { text }, fr: { text } });
const paragraph = (text: string) => ({ json: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] } });
const rich = (text: string) => ({ de: paragraph(text), fr: paragraph(text) });
const GROUPS = [
  {
    blockType: "richTextBlock",
    fields: [
      { name: "title", contentType: "localizedSingleValue", content: plain("Erster Titel") },
      { name: "textBlock", contentType: "localizedRichText", content: rich("Erster Absatz") },
    ],
  },
];

/** What has the focus: its tag, its text (an input's label), its item's field, and the dialog it sits in. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const dialog = el?.closest('[role="dialog"], [role="alertdialog"]');
    const text = el instanceof HTMLInputElement ? (el.closest("label")?.textContent ?? "") : (el?.textContent ?? "");
    return {
      tag: el?.tagName ?? "",
      text: text.trim().slice(0, 40),
      field: el?.closest<HTMLElement>("[data-field-name]")?.dataset.fieldName ?? null,
      dialog: dialog ? (document.getElementById(dialog.getAttribute("aria-labelledby") ?? "")?.textContent ?? "") : null,
      inToolbar: Boolean(el?.closest(".editor-toolbar")),
    };
  });

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  await createTestPage(editor.page, base, { name: { de: "Tastatur", fr: "Clavier" }, slug, groups: GROUPS });
}, 90_000);
afterAll(async () => {
  await editor?.close();
});

/** Opens the test page in edit mode at `width`, the toolbar open or closed. */
async function open(page: Page, width: number, toolbar: boolean) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 800 });
  await page.goto(`${base}${editPath}${toolbar ? "?toolbar=1" : ""}`, { waitUntil: "networkidle" });
  await page.locator(toolbar ? ".editor-toolbar" : ".editor-floating").waitFor();
}

describe.each(WIDTHS)("edit mode by keyboard at %i px", (width) => {
  it("types into the page's first text after at most 5 key presses; Tab goes on to the next field, ready to type", async () => {
    const { page } = editor;
    await open(page, width, false);
    const title = page.locator('main [data-field-name="title"]');
    const before = await title.textContent();
    // The skip button "Zum Editor", then Enter: editing the first text, the caret at its end.
    const keys = ["Tab", "Enter"];
    for (const key of keys) await page.keyboard.press(key);
    await page.keyboard.type("!");
    expect(keys.length + 1).toBeLessThanOrEqual(5);
    await expect.poll(() => title.textContent()).toBe(`${before}!`);
    await page.keyboard.press("Tab");
    await page.locator('[data-field-name="textBlock"] .ProseMirror-focused').waitFor();
    await page.keyboard.type(" weiter");
    await expect.poll(() => page.locator('main [data-field-name="textBlock"]').textContent()).toContain("weiter");
    await page.keyboard.press("Escape");
  });

  it("Ctrl+E opens the toolbar with the focus on its first button; Escape then closes it and the focus goes to the button opening it", async () => {
    const { page } = editor;
    await open(page, width, false);
    await page.keyboard.press("ControlOrMeta+e");
    await expect.poll(() => focused(page)).toMatchObject({ tag: "BUTTON", text: "Einstellungen", inToolbar: true });
    await page.keyboard.press("Escape");
    await page.locator(".editor-floating").waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: "BUTTON", text: "Bearbeiten" });
  });

  it("Escape closes the innermost layer only: the item menu, then the panel, then the toolbar", async () => {
    const { page } = editor;
    await open(page, width, true);
    await page.locator('main section[data-block-type="richTextBlock"]').focus();
    await page.keyboard.press("Enter");
    await page.locator(".editor-menu").waitFor();
    await page.keyboard.press("Escape");
    await page.locator(".editor-menu").waitFor({ state: "detached" });
    expect(await page.locator(".editor-toolbar").count()).toBe(1);
    // The settings panel opens on its first field; Escape closes it alone, back on the button that opened it.
    await page.keyboard.press("ControlOrMeta+e");
    await expect.poll(() => focused(page)).toMatchObject({ text: "Einstellungen" });
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).tag).toMatch(/^(INPUT|SELECT|TEXTAREA)$/);
    expect((await focused(page)).dialog).toBe("Einstellungen");
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatchObject({ tag: "BUTTON", text: "Einstellungen", inToolbar: true, dialog: null });
    await page.keyboard.press("Escape");
    await page.locator(".editor-floating").waitFor();
  });

  it("keeps the focus on an option after it is saved, and on the field after Enter saves it", async () => {
    const { page } = editor;
    await open(page, width, true);
    const block = page.locator('main section[data-block-type="richTextBlock"]');
    await block.focus();
    await page.keyboard.press("Enter");
    const chosen = page.locator(".editor-menu input[type=radio]:checked").first();
    await chosen.focus();
    const name = await chosen.getAttribute("name");
    await page.keyboard.press("ArrowRight");
    // Saved and shown: the block's markup is swapped in place.
    await expect
      .poll(() => page.locator(`.editor-menu input[name="${name}"]:checked`).evaluate((el) => el === document.activeElement), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe("radio");
    await page.keyboard.press("Escape");
    // A plain text saved by Enter keeps the caret.
    await page.locator('main [data-field-name="title"]').focus();
    await page.keyboard.press("End");
    await page.keyboard.type("?");
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();
    expect((await focused(page)).field).toBe("title");
  });

  it("the publish dialog opens on 'Veröffentlichen' (Enter publishes), and the focus comes back to the toolbar", async () => {
    const { page } = editor;
    await open(page, width, true);
    const publish = page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" });
    // The page has unpublished changes from the tests before; a first run makes one.
    if ((await publish.count()) === 0) {
      await page.locator('main [data-field-name="title"]').focus();
      await page.keyboard.type("x");
      await page.keyboard.press("Enter");
    }
    await publish.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Seite veröffentlichen" }).waitFor();
    await expect.poll(() => focused(page)).toMatchObject({ tag: "BUTTON", text: "Veröffentlichen", dialog: "Seite veröffentlichen" });
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page)).toMatchObject({ text: "Veröffentlichen", inToolbar: true, dialog: null });
  });
});
