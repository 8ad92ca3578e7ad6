import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { paragraphs } from "../common/rich-text";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `feinschliff-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;

/** A page of its own: a hero with an empty kicker, title and description, and a call to action with a heading above rich text. */
async function createOwnPage(page: Page) {
  await createTestPage(page, base, {
    name: { de: "Feinschliff", fr: "Finitions" },
    slug,
    groups: [
      {
        blockType: "hero",
        fields: [
          { name: "kicker", contentType: "localizedSingleValue", content: {} },
          { name: "title", contentType: "localizedSingleValue", content: {} },
          { name: "description", contentType: "localizedRichText", content: {} },
        ],
      },
      {
        blockType: "cta",
        fields: [
          { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Urban Golf" } } },
          { name: "description", contentType: "localizedRichText", content: { de: { json: paragraphs("Neun Löcher quer durch die Altstadt.") } } },
        ],
      },
    ],
  });
}

type Box = { top: number; left: number; right: number; bottom: number; width: number; height: number };
const rect = (page: Page, selector: string): Promise<Box> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().toJSON() as Box);
const pageId = (page: Page) => page.evaluate(() => (JSON.parse(document.getElementById("editor-boot")?.textContent ?? "{}") as { pageId: string }).pageId);
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const heroTitle = 'section[data-block-type="hero"] h1[data-item]';
const heroDescription = 'section[data-block-type="hero"] [data-field-name="description"]';
const ctaDescription = 'section[data-block-type="cta"] [data-field-name="description"]';

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  await createOwnPage(editor.page);
  await editor.page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
  await editor.page.locator(".editor-toolbar").waitFor();
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("editor polish", () => {
  it("shows empty fields with a clickable placeholder in edit mode", async () => {
    const { page } = editor;
    expect(await page.locator(heroTitle).getAttribute("data-empty-label")).toBe("Titel eingeben …");
    expect(await page.locator(heroDescription).getAttribute("data-empty-label")).toBe("Text eingeben …");
    const placeholder = await page.locator(heroTitle).evaluate((el) => getComputedStyle(el, "::before").content);
    expect(placeholder).toBe('"Titel eingeben …"');
    expect((await rect(page, heroTitle)).height).toBeGreaterThan(20);
    expect((await rect(page, heroDescription)).height).toBeGreaterThan(10);
    await page.locator(heroTitle).click();
    expect(await page.locator(heroTitle).getAttribute("contenteditable")).toBe("plaintext-only");
    await page.keyboard.type("Feinschliff");
    await page.keyboard.press("Enter");
    await page.locator("[data-sonner-toast]", { hasText: "Gespeichert" }).last().waitFor();
    // The empty rich text opens tiptap on a click as well.
    await page.locator(heroDescription).click();
    await page.locator(`${heroDescription} .rte-content`).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(`${heroDescription} .rte-content`).waitFor({ state: "detached" });
    expect(await axe(page)).toEqual([]);
  });

  it("reopens a field closed by Escape when it is clicked again (rich text and text)", async () => {
    const { page } = editor;
    const rich = page.locator(ctaDescription);
    await rich.click();
    await page.locator(`${ctaDescription} .rte-content`).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(`${ctaDescription} .rte-content`).waitFor({ state: "detached" });
    await rich.click();
    await page.locator(`${ctaDescription} .rte-content`).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(heroTitle).click();
    await page.keyboard.press("Escape");
    await page.locator(heroTitle).click();
    expect(await page.locator(heroTitle).getAttribute("contenteditable")).toBe("plaintext-only");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
  });

  it("ends the rich-text edit, not the toolbar, on Escape pressed before the text has focus", async () => {
    const { page } = editor;
    // The moment tiptap's content appears, before its autofocus (a task later), Escape goes to the field itself.
    const focusedAtEscape = page.evaluate((selector) => {
      const field = document.querySelector<HTMLElement>(selector)!;
      return new Promise<string>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!field.querySelector(".rte-content")) return;
          observer.disconnect();
          const focused = document.activeElement === field ? "field" : (document.activeElement?.className ?? "none");
          field.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true, cancelable: true }));
          resolve(focused);
        });
        observer.observe(field, { childList: true, subtree: true });
      });
    }, ctaDescription);
    await page.locator(ctaDescription).click();
    expect(await focusedAtEscape).toBe("field");
    await page.locator(`${ctaDescription} .rte-content`).waitFor({ state: "detached" });
    expect(await page.locator(".editor-toolbar").isVisible()).toBe(true);
    await page.locator(ctaDescription).click();
    await page.locator(`${ctaDescription} .rte-content`).waitFor();
    await page.keyboard.press("Escape");
    await page.locator(`${ctaDescription} .rte-content`).waitFor({ state: "detached" });
  });

  it("keeps the rich-text toolbar off the card's own heading (1280 px)", async () => {
    const { page } = editor;
    await page.locator(ctaDescription).click();
    await page.locator(".rte-toolbar").waitFor();
    const toolbar = await rect(page, ".rte-toolbar");
    const heading = await rect(page, 'section[data-block-type="cta"] h2');
    expect(overlaps(toolbar, heading)).toBe(false);
    await page.keyboard.press("Escape");
  });

  it("puts the menu button at the block's content corner and names items by the dictionaries", async () => {
    const { page } = editor;
    // Select the call to action by its own surface (outside its fields).
    const cta = await rect(page, 'section[data-block-type="cta"] .cta');
    await page.mouse.click(cta.left + 8, cta.top + 8);
    const button = await rect(page, ".editor-menu-button");
    const viewport = page.viewportSize()!.width;
    expect(button.right).toBeLessThanOrEqual(cta.right);
    expect(cta.right - button.right).toBeLessThan(16);
    expect(viewport - button.right).toBeGreaterThan(40);
    await page.locator(".editor-menu-button").click();
    expect(await page.locator(".editor-menu h2").textContent()).toBe("Handlungsaufruf");
    await page.keyboard.press("Escape");
    await page.locator(heroTitle).click();
    await page.locator(".editor-menu-button").click();
    expect(await page.locator(".editor-menu h2").textContent()).toBe("Titel · Einstieg mit Bild");
    expect(overlaps(await rect(page, ".editor-menu"), await rect(page, heroTitle))).toBe(false);
    await page.keyboard.press("Escape");
  });

  it("keeps the toolbar to one row at 390 px and opens a field's menu beside the heading, not over it", async () => {
    const phone = await signInAs(browser(), base, `${editPath}?toolbar=1`);
    try {
      const { page } = phone;
      await page.setViewportSize({ width: 390, height: 844 });
      await page.locator(".editor-toolbar").waitFor();
      const bar = await rect(page, ".editor-toolbar");
      expect(bar.height).toBeLessThan(64);
      const buttons = await page.locator(".editor-toolbar button").evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().right));
      expect(Math.max(...buttons)).toBeLessThanOrEqual(390);
      await page.locator(heroTitle).click();
      await page.locator(".editor-menu-button").click();
      await page.locator(".editor-menu").waitFor();
      expect(overlaps(await rect(page, ".editor-menu"), await rect(page, heroTitle))).toBe(false);
      expect(await axe(page)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("renders no empty field and no placeholder on the live page", async () => {
    const { page } = editor;
    // Live (published) HTML: no empty field elements and no placeholder texts.
    await page.request.post(`${base}/api/v1/page/publish`, { headers: { Origin: base }, data: { id: await pageId(page) } });
    const visitor = await openPage(browser(), `${base}/de/${slug}`);
    try {
      const html = await visitor.page.content();
      expect(html).not.toContain("eingeben");
      expect(await visitor.page.locator("section .kicker, section h1:empty").count()).toBe(0);
      expect(await visitor.page.locator("h1").textContent()).toBe("Feinschliff");
    } finally {
      await visitor.close();
    }
  });
});
