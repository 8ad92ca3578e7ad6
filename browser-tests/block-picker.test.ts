import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage } from "./browser";
import { changeInPlace, topInView } from "./in-place";
import { signInAs } from "./sign-in";
import { drawn, stays } from "./waits";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `boxen-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}?toolbar=1`;
const NAMES = ["Erste", "Zweite", "Dritte", "Vierte", "Fünfte", "Sechste"];
const paragraph = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

/** A published page of its own: six call-to-action blocks, tall enough that the last one is below the fold. */
async function createOwnPage(page: Page): Promise<string> {
  const long = "Ein Absatz, der die Box so hoch macht wie eine echte. ".repeat(12);
  const { id } = await createTestPage(page, base, {
    name: { de: "Boxen", fr: "Blocs" },
    slug,
    groups: NAMES.map((name) => ({
      blockType: "cta",
      fields: [
        { name: "title", contentType: "localizedSingleValue", content: { de: { text: name }, fr: { text: `${name} FR` } } },
        { name: "description", contentType: "localizedRichText", content: { de: { json: paragraph(long) }, fr: { json: paragraph(long) } } },
      ],
    })),
  });
  expect((await page.request.put(`${base}/api/v1/page/info`, { headers: { Origin: base }, data: { id, lang: "fr", slug: `${slug}-fr` } })).status()).toBe(200);
  await publish(page, id);
  return id;
}

const publish = async (page: Page, id: string) =>
  expect((await page.request.post(`${base}/api/v1/page/publish`, { headers: { Origin: base }, data: { id } })).status()).toBe(200);
const groupOf = (page: Page, title: string) => page.locator('section[data-item-type="group"]', { has: page.locator(`h2:text-is("${title}")`) });
const groupTitles = (page: Page) =>
  page
    .locator('section[data-item-type="group"]')
    .evaluateAll((sections) => sections.map((s) => s.querySelector("h2")?.textContent || s.getAttribute("data-block-type")));
const menu = (page: Page) => page.locator(".editor-menu");

/** Opens a block's context menu as a keyboard user does: focus the block, Enter. */
async function openMenuOf(page: Page, block: ReturnType<Page["locator"]>) {
  await block.focus();
  await page.keyboard.press("Enter");
  await menu(page).waitFor();
}

/** Closes an open menu with Escape (Escape with no menu open would close the toolbar) and waits until it is gone. */
async function closeMenu(page: Page) {
  if ((await menu(page).count()) === 0) return;
  await page.keyboard.press("Escape");
  await expect.poll(() => menu(page).count()).toBe(0);
}

/**
 * Clicks and waits for the change to show in place (decision 076): no reload, no navigation; the scroll position is
 * kept unless `scroll` is "reveal" (a moved block is scrolled to when it leaves the view).
 */
async function clickInPlace(page: Page, target: ReturnType<Page["locator"]>, scroll: "kept" | "reveal" = "kept") {
  await target.scrollIntoViewIfNeeded();
  const { before, after } = await changeInPlace(page, () => target.click());
  if (scroll === "kept") expect(Math.abs(after - before), "scroll position kept").toBeLessThanOrEqual(1);
}

/** Clicks and waits for the reload a page-wide change causes (the page's own languages). */
async function clickAndReload(page: Page, target: ReturnType<Page["locator"]>) {
  await Promise.all([page.waitForEvent("load", { timeout: 15_000 }), target.click()]);
  await page.waitForLoadState("networkidle");
}

let editor: OpenedPage;
let pageId = "";
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  pageId = await createOwnPage(editor.page);
  await editor.page.goto(base + editPath, { waitUntil: "networkidle" });
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("block picker", () => {
  it("puts an add button above the first block and after every block; the picker shows the six groups in order, offers all 36 types on an optician site, and cancels", async () => {
    const { page } = editor;
    await page.locator(".editor-add-button").first().waitFor();
    expect(await page.locator(".editor-add-button").count()).toBe(NAMES.length + 1);
    expect(await page.locator(".editor-add-button").first().getAttribute("aria-label")).toBe("Box hinzufügen vor «Handlungsaufruf»");
    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/group/")) requests.push(request.url());
    });
    await page.locator(".editor-add-button").first().click();
    const dialog = page.getByRole("dialog", { name: "Box hinzufügen" });
    await dialog.locator(".editor-picker__block").first().waitFor();
    expect(await dialog.locator(".editor-picker__group h3").allTextContents()).toEqual(["Start", "Team", "Inhalt", "Sammlungen", "Verschiedenes", "Übrige"]);
    expect(await dialog.locator(".editor-picker__block").count()).toBe(36);
    for (const type of ["goFeed", "businessSearch", "marketplace"])
      expect(await dialog.locator(`[data-block-type="${type}"] .editor-picker__badge`).textContent()).toBe("nur für Gesundheitsoptiker");
    // Known blocks in no group: Remaining, with the generic icon.
    expect(
      await dialog
        .locator('[data-group="remaining"] [data-block-type]')
        .evaluateAll((buttons) => buttons.map((b) => [b.getAttribute("data-block-type"), b.querySelector("svg")?.getAttribute("data-icon")])),
    ).toEqual([
      ["gameSetup", "generic"],
      ["scoreTracker", "generic"],
      ["poiManager", "generic"],
    ]);
    // Card and detail kinds are not offered.
    for (const kind of ["imageCard", "serviceCard", "teamDetails", "testimonialDetails"])
      expect(await dialog.locator(`[data-block-type="${kind}"]`).count()).toBe(0);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/block-picker-1280.png" });
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(requests).toEqual([]);
  });

  it("adds the chosen block as a draft next to the block of the add button, closes, and shows it in place: no reload, scroll position kept, the new block in view and focused", async () => {
    const { page } = editor;
    const last = groupOf(page, "Fünfte");
    const lastId = await last.getAttribute("data-item");
    await page.locator(`.editor-add-button[data-next-to="${lastId}"]`).click();
    const dialog = page.getByRole("dialog", { name: "Box hinzufügen" });
    await clickInPlace(page, dialog.locator('[data-block-type="richTextBlock"]'));
    const added = page.locator('section[data-block-type="richTextBlock"]');
    await added.waitFor();
    expect(await groupTitles(page)).toEqual(["Erste", "Zweite", "Dritte", "Vierte", "Fünfte", "richTextBlock", "Sechste"]);
    expect(await added.getAttribute("data-item-status")).toBe("draft");
    expect(await added.getAttribute("data-status-label")).toBe("Entwurf");
    expect(await page.getByRole("dialog").count()).toBe(0);
    // The add buttons follow: one after the new block too.
    expect(await page.locator(`.editor-add-button[data-next-to="${await added.getAttribute("data-item")}"]`).count()).toBe(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await added.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, height: innerHeight };
    });
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeLessThan(box.height);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-block-type"))).toBe("richTextBlock");
  });

  it("adds a block above the first one with the top add button; the add button is visible below the header", async () => {
    const { page } = editor;
    const top = page.locator(".editor-add-button[data-at-start]");
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = await top.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, header: document.querySelector(".site-header")!.getBoundingClientRect().bottom };
    });
    expect(box.top).toBeGreaterThanOrEqual(box.header);
    // Below the page's title the first block's edge has room above it: the button sits on the edge like the others,
    // not inside the block over its first line (only under the fixed header does it go inside).
    const edge = await top.evaluate((el) => {
      const button = el.getBoundingClientRect();
      const block = document.querySelector('section[data-item-type="group"]')!.getBoundingClientRect();
      return { center: button.top + button.height / 2, blockTop: block.top };
    });
    expect(Math.abs(edge.center - edge.blockTop)).toBeLessThanOrEqual(2);
    await page.screenshot({ path: "/tmp/block-picker-first-1280.png" });
    await top.click();
    const dialog = page.getByRole("dialog", { name: "Box hinzufügen" });
    await clickInPlace(page, dialog.locator('[data-block-type="spacer"]'));
    const added = page.locator('section[data-block-type="spacer"]');
    await added.waitFor();
    expect((await groupTitles(page))[0]).toBe("spacer");
    expect((await groupTitles(page)).slice(1, 3)).toEqual(["Erste", "Zweite"]);
    // The new block takes the focus a frame after it is shown (picker/new-block.ts): a menu opened before that
    // would lose the focus to it and close.
    await expect.poll(() => added.evaluate((element) => element === document.activeElement)).toBe(true);
    await openMenuOf(page, added);
    await menu(page).getByRole("button", { name: "Box entfernen" }).click();
    await clickInPlace(page, page.getByRole("alertdialog", { name: "Entwurf löschen" }).getByRole("button", { name: "Löschen" }));
    expect((await groupTitles(page)).slice(0, 2)).toEqual(["Erste", "Zweite"]);
  });

  it("leaves the focus and the open menu with another block the owner turned to while the new block was being shown", async () => {
    const { page } = editor;
    const firstId = await groupOf(page, "Erste").getAttribute("data-item");
    await page.locator(`.editor-add-button[data-next-to="${firstId}"]`).click();
    const dialog = page.getByRole("dialog", { name: "Box hinzufügen" });
    await dialog.locator('[data-block-type="spacer"]').waitFor();
    // The moment the new block enters the page (before the next frame), the owner is already on "Dritte": focused,
    // Enter for its menu, as a fast keyboard user (or a loaded machine) does.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('section[data-block-type="spacer"]')) return;
        observer.disconnect();
        const other = [...document.querySelectorAll<HTMLElement>('section[data-item-type="group"]')].find(
          (s) => s.querySelector("h2")?.textContent === "Dritte",
        )!;
        other.focus();
        other.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await dialog.locator('[data-block-type="spacer"]').click();
    const added = page.locator('section[data-block-type="spacer"]');
    await added.waitFor();
    await menu(page).waitFor();
    // For the frames and timers that follow, the menu stays Dritte's, and the focus with it (or in its menu).
    const after = await stays(
      page,
      async () => ({
        menus: await menu(page).count(),
        selected: await page.evaluate(() => document.querySelector(".editor-selected")?.querySelector("h2")?.textContent ?? null),
        focusOnNew: await page.evaluate(() => document.activeElement?.getAttribute("data-block-type") === "spacer"),
      }),
      300,
    );
    expect(after).toEqual({ menus: 1, selected: "Dritte", focusOnNew: false });
    // Tidy: the new draft goes again (Dritte's menu closed first).
    await closeMenu(page);
    await openMenuOf(page, added);
    await menu(page).getByRole("button", { name: "Box entfernen" }).click();
    await clickInPlace(page, page.getByRole("alertdialog", { name: "Entwurf löschen" }).getByRole("button", { name: "Löschen" }));
    expect((await groupTitles(page)).slice(0, 3)).toEqual(["Erste", "Zweite", "Dritte"]);
  });

  it("keeps a block's menu opened the moment another block's menu closed: the closing menu's focus return takes nothing from it", async () => {
    const { page } = editor;
    await closeMenu(page);
    await openMenuOf(page, groupOf(page, "Erste"));
    // The moment Erste's menu leaves the page, the owner is already on Zweite and presses Enter: before the closing
    // menu's focus return (Radix runs it on a timer after the menu is gone), as a fast keyboard user or a loaded
    // machine does.
    await page.evaluate(() => {
      const observer = new MutationObserver(() => {
        if (document.querySelector(".editor-menu")) return;
        observer.disconnect();
        const other = [...document.querySelectorAll<HTMLElement>('section[data-item-type="group"]')].find(
          (s) => s.querySelector("h2")?.textContent === "Zweite",
        )!;
        other.focus();
        other.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    await page.keyboard.press("Escape");
    await menu(page).waitFor();
    // Past the closing menu's focus return (a timer), the new menu stays Zweite's.
    await drawn(page);
    const after = await stays(
      page,
      async () => ({
        menus: await menu(page).count(),
        heading: await menu(page).locator("h2").first().textContent(),
        selected: await page.evaluate(() => document.querySelector(".editor-selected")?.querySelector("h2")?.textContent ?? null),
      }),
      300,
    );
    expect(after).toMatchObject({ menus: 1, selected: "Zweite" });
    expect(after.heading).toContain("Handlungsaufruf");
    await page.keyboard.press("Escape");
    await expect.poll(() => menu(page).count()).toBe(0);
    // The focus goes back to Zweite, whose menu it was (on the closing menu's timer).
    const focusedBlock = () =>
      page.evaluate(() =>
        document.activeElement?.matches('section[data-item-type="group"]') ? document.activeElement.querySelector("h2")?.textContent : null,
      );
    await expect.poll(focusedBlock).toBe("Zweite");
  });

  it("offers the optician-only and game blocks only on the site in the optician and golf programs (the second demo site is in neither)", async () => {
    const lausanne = `http://lausanne.localhost:${new URL(base).port}`;
    const other = await signInAs(browser(), lausanne, "/fr/edit");
    try {
      // Another test file may have added a changelog entry this editor has not seen on this site: its dialog would
      // open by itself over the page, so the entries are marked seen first (the changelog's own test covers it).
      // (From the page: only the browser resolves *.localhost.)
      await other.page.evaluate(async () => {
        const { entries } = (await (await fetch("/api/v1/changelog?showAll=true")).json()) as { entries: { date: string }[] };
        if (entries.length)
          await fetch("/api/v1/changelog", {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ dates: entries.map((e) => e.date) }),
          });
      });
      await other.page.goto(`${lausanne}/fr/edit?toolbar=1`, { waitUntil: "networkidle" });
      await other.page.locator(".editor-add-button").first().click();
      const dialog = other.page.getByRole("dialog");
      await dialog.locator(".editor-picker__block").first().waitFor();
      expect(await dialog.locator(".editor-picker__block").count()).toBe(31);
      for (const type of ["goFeed", "businessSearch", "marketplace", "gameSetup", "scoreTracker"])
        expect(await dialog.locator(`[data-block-type="${type}"]`).count()).toBe(0);
      expect(await dialog.locator(".editor-picker__badge").count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("placement and removal", () => {
  it("moves a block down and up again from its menu in place: the menu stays open on it, and it stays in view (scrolled to when it moves out)", async () => {
    const { page } = editor;
    const erste = groupOf(page, "Erste");
    const id = await erste.getAttribute("data-item");
    await openMenuOf(page, erste);
    expect(await menu(page).getByRole("button", { name: "Nach oben" }).isDisabled()).toBe(true);
    // The block's top at the bottom of the view: moved down past the next block, it leaves the view unless scrolled to.
    await page.evaluate((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      window.scrollBy(0, box.top - window.innerHeight + 120);
    }, `section[data-item="${id}"]`);
    await clickInPlace(page, menu(page).getByRole("button", { name: "Nach unten" }), "reveal");
    expect((await groupTitles(page)).slice(0, 3)).toEqual(["Zweite", "Erste", "Dritte"]);
    expect(await topInView(page, `section[data-item="${id}"]`)).toBe(true);
    // Selection and menu stay on the moved block: "Nach oben" is enabled now, and the menu still names it.
    await expect.poll(() => page.locator(`section[data-item="${id}"]`).getAttribute("class")).toContain("editor-selected");
    await page.screenshot({ path: "/work/notes/shots/in-place-move-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await clickInPlace(page, menu(page).getByRole("button", { name: "Nach oben" }), "reveal");
    await page.screenshot({ path: "/work/notes/shots/in-place-move-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await groupTitles(page)).slice(0, 3)).toEqual(["Erste", "Zweite", "Dritte"]);
    expect(await topInView(page, `section[data-item="${id}"]`)).toBe(true);
    expect(await menu(page).getByRole("button", { name: "Nach oben" }).isDisabled()).toBe(true);
    await page.keyboard.press("Escape");
  });

  it("asks before deleting a draft block; cancel keeps it, confirming deletes it at once", async () => {
    const { page } = editor;
    const draft = page.locator('section[data-block-type="richTextBlock"]');
    await openMenuOf(page, draft);
    await menu(page).getByRole("button", { name: "Box entfernen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Entwurf löschen" });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain("Der Entwurf geht verloren.");
    expect(await axe(page)).toEqual([]);
    await confirm.getByRole("button", { name: "Abbrechen" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(await draft.count()).toBe(1);
    await openMenuOf(page, draft);
    await menu(page).getByRole("button", { name: "Box entfernen" }).click();
    await clickInPlace(page, confirm.getByRole("button", { name: "Löschen" }));
    expect(await draft.count()).toBe(0);
    expect(await groupTitles(page)).toEqual(NAMES);
  });

  it("marks a published block for deletion without asking (indicator in edit mode), restores it, and publishing a marked block removes it for visitors", async () => {
    const { page } = editor;
    const block = groupOf(page, "Dritte");
    await openMenuOf(page, block);
    await clickInPlace(page, menu(page).getByRole("button", { name: "Box entfernen" }));
    expect(await block.getAttribute("data-item-status")).toBe("markedForDeletion");
    expect(await block.getAttribute("data-status-label")).toBe("Zum Löschen markiert");
    expect(await (await page.request.get(`${base}/de/${slug}`)).text()).toContain("Dritte");
    // The menu stays open on the marked block and offers to restore it.
    await clickInPlace(page, menu(page).getByRole("button", { name: "Wiederherstellen" }));
    expect(await block.getAttribute("data-item-status")).toBe("published");
    await clickInPlace(page, menu(page).getByRole("button", { name: "Box entfernen" }));
    await page.keyboard.press("Escape");
    await publish(page, pageId);
    expect(await (await page.request.get(`${base}/de/${slug}`)).text()).not.toContain(">Dritte<");
    await page.reload({ waitUntil: "networkidle" });
    expect(await groupTitles(page)).toEqual(["Erste", "Zweite", "Vierte", "Fünfte", "Sechste"]);
  });
});

describe("field visibility", () => {
  it("hides a field from its own menu and shows it again from its block's menu", async () => {
    const { page } = editor;
    const block = groupOf(page, "Vierte");
    const blockId = await block.getAttribute("data-item");
    const again = page.locator(`section[data-item="${blockId}"]`);
    await block.locator('h2[data-field-name="title"]').focus();
    await page.keyboard.press("Shift+F10");
    await menu(page).waitFor();
    await clickInPlace(page, menu(page).getByRole("button", { name: "Feld ausblenden" }));
    expect(await again.locator("h2").count()).toBe(0);
    await openMenuOf(page, again);
    const title = menu(page).getByRole("checkbox", { name: "Titel", exact: true });
    expect(await title.isChecked()).toBe(false);
    await clickInPlace(page, title);
    expect(await again.locator("h2").textContent()).toBe("Vierte");
  });
});

describe("language visibility", () => {
  it("hides a block in French: labelled in edit mode, gone from the French live page, still on the German one", async () => {
    const { page } = editor;
    // The previous test leaves the fourth block's menu open: closed first, so this one opens on a quiet page.
    await closeMenu(page);
    const block = groupOf(page, "Zweite");
    await openMenuOf(page, block);
    const french = menu(page).getByRole("checkbox", { name: "Sichtbar auf FR" });
    expect(await french.isChecked()).toBe(true);
    // The block's menu: placement, its fields (group visibility) and its languages.
    expect(await menu(page).getByRole("checkbox", { name: "Titel", exact: true }).isChecked()).toBe(true);
    await page.screenshot({ path: "/tmp/block-menu-1280.png" });
    expect(await axe(page)).toEqual([]);
    await clickInPlace(page, french);
    expect(await block.getAttribute("data-hidden-label")).toBe("Ausgeblendet auf FR");
    // The label (a ::after box) shows beside the block's menu button, not under it (at the top right it was covered).
    const covered = await block.evaluate((element) => {
      const button = document.querySelector(".editor-menu-button")!.getBoundingClientRect();
      const style = getComputedStyle(element, "::after");
      const px = (value: string) => Number.parseFloat(value) || 0;
      const width = px(style.width) + px(style.paddingLeft) + px(style.paddingRight) + px(style.borderLeftWidth) + px(style.borderRightWidth);
      const height = px(style.height) + px(style.paddingTop) + px(style.paddingBottom) + px(style.borderTopWidth) + px(style.borderBottomWidth);
      const box = element.getBoundingClientRect();
      const left = box.right - px(style.right) - width;
      const top = box.top + px(style.top);
      return left < button.right && button.left < left + width && top < button.bottom && button.top < top + height;
    });
    expect(covered).toBe(false);
    // The menu stays open on the block (decision 076), its choice ready again: Escape closes it, not the toolbar.
    await expect.poll(() => french.isEnabled({ timeout: 1_000 })).toBe(true);
    expect(await french.isChecked()).toBe(false);
    await page.keyboard.press("Escape");
    await menu(page).waitFor({ state: "detached" });
    expect(await page.locator(".editor-toolbar").count()).toBe(1);
    await publish(page, pageId);
    const fr = await (await page.request.get(`${base}/fr/${slug}-fr`)).text();
    expect(fr).toContain("Erste FR");
    expect(fr).not.toContain("Zweite FR");
    expect(await (await page.request.get(`${base}/de/${slug}`)).text()).toContain("Zweite");
  });

  it("hides the page in French from the page's menu: the French live page is gone, the German one stays", async () => {
    const { page } = editor;
    await openMenuOf(page, page.locator('[data-item-type="page"]'));
    await clickAndReload(page, menu(page).getByRole("checkbox", { name: "Sichtbar auf FR" }));
    expect(await page.locator('[data-item-type="page"]').getAttribute("data-hidden-label")).toBe("Ausgeblendet auf FR");
    await publish(page, pageId);
    expect((await page.request.get(`${base}/fr/${slug}-fr`)).status()).toBe(404);
    expect((await page.request.get(`${base}/de/${slug}`)).status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "/tmp/block-picker-add-390.png" });
    await page.locator(".editor-add-button").first().click();
    await page.getByRole("dialog").locator(".editor-picker__block").first().waitFor();
    await page.screenshot({ path: "/tmp/block-picker-390.png" });
    expect(await axe(page)).toEqual([]);
    expect(editor.errors).toEqual([]);
  });
});
