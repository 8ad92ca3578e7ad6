import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { animationsDone } from "./waits";
import { createTestPage } from "./test-pages";

// The editor from the keyboard alone and on a phone: the places an owner got stuck (Tab into the next field, the
// menu keys inside rich text, the toolbar floating over the text, the menu as a bottom sheet, invisible tap takers).
const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `erreichbar-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;

const rich = (text: string) => ({ de: { json: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] } } });
const plain = (text: string) => ({ de: { text } });
const GROUPS = [
  {
    blockType: "hero",
    fields: [
      { name: "kicker", contentType: "localizedSingleValue", content: plain("Dachzeile") },
      { name: "title", contentType: "localizedSingleValue", content: plain("Alter Titel") },
      { name: "description", contentType: "localizedRichText", content: rich("Beschreibung des Angebots") },
    ],
  },
  {
    blockType: "richTextBlock",
    fields: [
      { name: "title", contentType: "localizedSingleValue", content: plain("Zweiter Block") },
      { name: "textBlock", contentType: "localizedRichText", content: rich("Ein Absatz mit einem Wort zum Verlinken darin.") },
    ],
  },
];

/** What has the focus: its item marker, its text, the class of the editor control. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const item = el?.closest<HTMLElement>("[data-item]");
    // A radio button is named by its label.
    const text = el instanceof HTMLInputElement ? (el.closest("label")?.textContent ?? "") : (el?.textContent ?? "");
    return { item: item?.dataset.fieldName ?? item?.dataset.blockType ?? null, text: text.trim().slice(0, 60), tag: el?.tagName ?? "" };
  });

/** Presses Tab until the focused control (a button, or a radio button by its label) is `text`, at most `max` times. */
async function tabTo(page: Page, text: string, max = 120, tag = "BUTTON") {
  for (let i = 0; i < max; i++) {
    const now = await focused(page);
    if (now.text === text && now.tag === tag) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached a ${tag} "${text}"`);
}

const sections = (page: Page) => page.$$eval("main section[data-block-type]", (all) => all.map((s) => s.getAttribute("data-block-type")));

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  await createTestPage(editor.page, base, { name: "Erreichbar", slug, groups: GROUPS });
}, 90_000);
afterAll(async () => {
  await editor?.close();
});

describe("the editor from the keyboard alone", () => {
  it("reaches the editing with one key, Tabs from field to field typing, saves, opens menus, changes an option, moves the block and publishes", async () => {
    const { page } = editor;
    await page.goto(`${base}${editPath}`, { waitUntil: "networkidle" });
    await page.locator(".editor-floating").waitFor();
    // One key from the page's top: the skip link comes before the site's own.
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ text: "Zum Editor", tag: "BUTTON" });
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).item).toBe("kicker");
    await page.keyboard.press("End");
    await page.keyboard.type(" neu");
    // Tab to the next field and type: the caret goes with the focus (it stayed in the kicker, typing did nothing).
    await page.keyboard.press("Tab");
    expect((await focused(page)).item).toBe("title");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type("Neuer Titel");
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();
    const hero = page.locator('section[data-block-type="hero"]');
    expect(await hero.locator('[data-field-name="kicker"]').textContent()).toBe("Dachzeile neu");
    expect(await hero.locator('[data-field-name="title"]').textContent()).toBe("Neuer Titel");
    // Into the rich text, typing; Shift+F10 there opens the field's menu (it did nothing inside the text).
    await page.keyboard.press("Tab");
    await page.locator(".ProseMirror-focused").waitFor();
    await page.keyboard.type(" mit Zusatz");
    await page.keyboard.press("Shift+F10");
    await page.locator(".editor-menu").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => hero.locator('[data-field-name="description"]').textContent()).toContain("Beschreibung des Angebots mit Zusatz");
    // On to the next block, its menu (Enter on a block), an option, then move it up.
    const second = page.locator('section[data-block-type="richTextBlock"]');
    for (let i = 0; i < 40 && (await focused(page)).item !== "richTextBlock"; i++) await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-block-type"))).toBe("richTextBlock");
    await page.keyboard.press("Enter");
    await page.locator(".editor-menu").waitFor();
    // The alignment's radio buttons: Tab reaches the chosen one, an arrow key chooses the next.
    await tabTo(page, "Links", 40, "INPUT");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => second.locator(".container").getAttribute("class"), { timeout: 15_000 }).toContain("text-center");
    await page.waitForLoadState("networkidle");
    await page.locator(".editor-menu").waitFor();
    await tabTo(page, "↑ Nach oben");
    await page.keyboard.press("Enter");
    await expect.poll(() => sections(page), { timeout: 15_000 }).toEqual(["richTextBlock", "hero"]);
    await page.waitForLoadState("networkidle");
    // Publish: Tab to the toolbar's button, then the dialog's.
    if (await page.locator(".editor-menu").count()) await page.keyboard.press("Escape");
    // The page has no French texts: publishing waits until French is taken off the page (one of the ways out).
    await tabTo(page, "Französisch von der Seite nehmen", 200);
    await page.keyboard.press("Enter");
    await tabTo(page, "Veröffentlichen", 200);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog", { name: "Seite veröffentlichen" }).waitFor();
    await tabTo(page, "Veröffentlichen", 10);
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => {
        const live = await page.request.get(`${base}/de/${slug}`);
        return live.ok() ? await live.text() : "";
      })
      .toContain("Neuer Titel");
  }, 150_000);
});

describe("the rich-text toolbar floats", () => {
  it("entering a paragraph moves none of its text (1280 and 390 px); the floating strip takes no taps meant for the field's menu button", async () => {
    const { page } = editor;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
      const paragraph = page.locator('[data-field-name="textBlock"] p').first();
      await paragraph.scrollIntoViewIfNeeded();
      const before = await paragraph.evaluate((el) => el.getBoundingClientRect().top);
      await paragraph.click({ position: { x: 10, y: 5 } });
      await page.locator(".rte-toolbar").waitFor();
      const after = await page
        .locator('[data-field-name="textBlock"] .ProseMirror p')
        .first()
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs(after - before), `${width} px: the text moved`).toBeLessThan(1);
      // Whatever lies over the field's "⋯" button, the tap reaches the button.
      const hit = await page.locator(".editor-menu-button").evaluate((button) => {
        const r = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      expect(hit, `${width} px: the menu button is covered`).toBe(true);
      // The toolbar covers none of the field's text.
      const overlap = await page.evaluate(() => {
        const bar = document.querySelector(".rte-toolbar")!.getBoundingClientRect();
        const text = document.querySelector('[data-field-name="textBlock"] .ProseMirror')!.getBoundingClientRect();
        return bar.bottom > text.top && text.bottom > bar.top;
      });
      expect(overlap, `${width} px`).toBe(false);
      await page.screenshot({ path: `/tmp/editor-reach-rich-text-${width}.png` });
      await page.keyboard.press("Escape");
    }
  });
});

describe("the editor on a phone (390 px)", () => {
  let phone: OpenedPage;
  beforeAll(async () => {
    phone = await signInAs(browser(), base, "/de/edit");
  }, 90_000);
  afterAll(async () => {
    await phone?.close();
  });

  it("opens the item menu as a bottom sheet below the block; labels publish and revert; keeps the presence chip in its bar; the link form leaves the word in sight", async () => {
    const { page } = phone;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
    // A second tab of the same account is another editor on the page: its chip sits inside the toolbar.
    const other = await phone.context.newPage();
    await other.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
    await page.locator(".editor-toolbar .editor-presence").waitFor();
    const inBar = await page.evaluate(() => {
      const chip = document.querySelector(".editor-presence")!.getBoundingClientRect();
      const bar = document.querySelector(".editor-toolbar")!.getBoundingClientRect();
      return chip.top >= bar.top && chip.bottom <= bar.bottom && chip.left >= bar.left && chip.right <= bar.right;
    });
    expect(inBar).toBe(true);
    await other.close();

    // An unpublished change: publish and revert say what they do (no icons alone).
    const block = page.locator('section[data-block-type="richTextBlock"]');
    await block.locator("h2").click();
    await page.keyboard.press("End");
    await page.keyboard.type("!");
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();
    for (const name of ["Veröffentlichen", "Verwerfen"]) {
      const button = page.locator(".editor-toolbar button", { hasText: name });
      await button.waitFor();
      // biome-ignore lint/performance/useDomNodeTextContent: the text shown (innerText), not the hidden spans too.
      expect(await button.evaluate((el) => (el as HTMLElement).innerText.trim()), name).toBe(name);
    }

    // The block's menu: a sheet along the bottom, the block's top in sight above it.
    await block.click({ position: { x: 4, y: 4 } });
    await page.locator(".editor-menu-button").click();
    const sheet = page.locator(".editor-menu");
    await sheet.waitFor();
    // Measured where it comes to rest (it slides in).
    await animationsDone(page);
    const layout = await page.evaluate(() => {
      const menu = document.querySelector(".editor-menu")!.getBoundingClientRect();
      const selected = document.querySelector('section[data-block-type="richTextBlock"]')!.getBoundingClientRect();
      return { left: menu.left, right: menu.right, bottom: menu.bottom, top: menu.top, blockTop: selected.top, width: innerWidth, height: innerHeight };
    });
    expect(layout.left).toBe(0);
    expect(layout.right).toBe(layout.width);
    expect(Math.abs(layout.bottom - layout.height)).toBeLessThan(1);
    expect(layout.blockTop).toBeGreaterThanOrEqual(0);
    expect(layout.blockTop + 40).toBeLessThan(layout.top);
    await page.screenshot({ path: "/tmp/editor-reach-sheet-390.png" });
    await page.keyboard.press("Escape");

    // The link form never covers the word the link is set on.
    const word = block.locator('[data-field-name="textBlock"] p');
    await word.click();
    await page.locator(".rte-toolbar").waitFor();
    await page.locator(".ProseMirror p").dblclick({ position: { x: 60, y: 8 } });
    const selected = await page.evaluate(() => {
      const r = getSelection()!.getRangeAt(0).getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width };
    });
    expect(selected.width).toBeGreaterThan(0);
    await page.locator(".rte-toolbar button[aria-label='Link']").click();
    await page.locator(".rte-panel").waitFor();
    const covered = await page.evaluate((word) => {
      const box = document.querySelector(".rte-panel")!.getBoundingClientRect();
      return box.left < word.right && word.left < box.right && box.top < word.bottom && word.top < box.bottom;
    }, selected);
    expect(covered).toBe(false);
    await page.screenshot({ path: "/tmp/editor-reach-link-390.png" });
  });

  it("reaches the media library's close button without scrolling past its pictures", async () => {
    const { page } = phone;
    await page.goto(`${base}/de/edit?toolbar=1`, { waitUntil: "networkidle" });
    await page.locator('main [data-content-type="media"]').first().click();
    await page.locator(".editor-menu-button").click();
    await page.getByRole("button", { name: "Medienbibliothek öffnen" }).click();
    const library = page.getByRole("dialog", { name: "Medienbibliothek" });
    await library.locator(".media-tile").first().waitFor();
    const close = library.getByRole("button", { name: "Schliessen" });
    const inView = await close.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });
    expect(inView).toBe(true);
    await close.click();
    expect(await library.count()).toBe(0);
  });
});

describe("the presence room on a second site's host", () => {
  it("connects with ws:// on a plain-http host (lausanne.localhost), not wss://", async () => {
    const lausanne = `http://lausanne.localhost:${new URL(base).port}`;
    const opened = await signInAs(browser(), lausanne, "/fr/edit");
    const sockets: string[] = [];
    opened.page.on("websocket", (socket) => sockets.push(socket.url()));
    await opened.page.goto(`${lausanne}/fr/edit?toolbar=1`, { waitUntil: "networkidle" });
    await expect.poll(() => sockets.length).toBeGreaterThan(0);
    expect(sockets.every((url) => url.startsWith("ws://lausanne.localhost"))).toBe(true);
    await opened.close();
  });
});
