import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { z } from "zod";
import { paragraphs } from "../common/rich-text";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, gzipBytes, openPage, type OpenedPage } from "./browser";
import { EDITOR_ENTRY } from "./editor-assets";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `farbtext-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;
const RICH_TEXT_MODULE = "client/editor/fields/rich-text/edit-rich-text.tsx";
const SCREENSHOTS = new URL("../tmp/screenshots/", import.meta.url);

/** A page of its own: a hero whose description is rich text. */
async function createOwnPage(page: Page) {
  await createTestPage(page, base, {
    name: { de: "Farbtext", fr: "Texte en couleur" },
    slug,
    groups: [
      {
        blockType: "hero",
        fields: [
          { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Farbtext" }, fr: { text: "Texte en couleur" } } },
          {
            name: "description",
            contentType: "localizedRichText",
            content: { de: { json: paragraphs("Brillen für jeden Tag") }, fr: { json: paragraphs("Des lunettes pour tous les jours") } },
          },
        ],
      },
    ],
  });
}

const field = (page: Page) => page.locator('.rich-text[data-field-name="description"]');
const content = (page: Page) => page.locator(".rte-content");
const toolbar = (page: Page) => page.getByRole("toolbar", { name: "Textformatierung" });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).last();

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

describe("rich text", () => {
  it("loads tiptap on the first rich-text edit only", async () => {
    const { page, scripts } = editor;
    const chunk = await richTextChunk();
    expect(scripts).not.toContain(chunk.file);
    await field(page).click();
    await toolbar(page).waitFor();
    expect(scripts).toContain(chunk.file);
    expect(await content(page).textContent()).toBe("Brillen für jeden Tag");
  });

  it("makes text bold, large and coloured, adds a url link and a page link, and saves once on an outside click", async () => {
    const { page } = editor;
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/data")) saves.push(request.postData() ?? "");
    });
    await content(page).click();
    await page.keyboard.press("Home");
    await page.keyboard.press("Shift+End");
    await toolbar(page).getByRole("button", { name: "Fett" }).click();
    expect(await toolbar(page).getByRole("button", { name: "Fett" }).getAttribute("aria-pressed")).toBe("true");
    await toolbar(page).getByRole("button", { name: "Textgrösse" }).click();
    await page.getByRole("button", { name: "Gross" }).click();
    await toolbar(page).getByRole("button", { name: "Textfarbe" }).click();
    await page.getByRole("button", { name: "Akzentfarbe" }).click();
    // The panel returns focus to the text (a frame later): keys before that would go elsewhere.
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("rte-content"))).toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.type(" online");
    for (let i = 0; i < "online".length; i++) await page.keyboard.press("Shift+ArrowLeft");
    await toolbar(page).getByRole("button", { name: "Link", exact: true }).click();
    // The link applies only with a value; a malformed one shows the spec's message.
    expect(await page.getByRole("button", { name: "Link setzen" }).isDisabled()).toBe(true);
    await page.getByLabel("Webadresse").fill("nicht gültig");
    await page.getByRole("button", { name: "Link setzen" }).click();
    expect(await page.getByRole("alert").textContent()).toBe("Bitte gib eine gültige URL ein");
    await page.getByLabel("Webadresse").fill("example.ch/angebot");
    await page.getByRole("button", { name: "Link setzen" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains("rte-content"))).toBe(true);
    await page.keyboard.press("End");
    await page.keyboard.type(" ");
    await toolbar(page).getByRole("button", { name: "Link", exact: true }).click();
    await page.getByRole("radio", { name: "Seite" }).check();
    await page.locator("summary", { hasText: "Hauptseiten" }).click();
    await page.getByRole("button", { name: "Kontakt", exact: true }).first().click();
    await page.getByRole("button", { name: "Link setzen" }).click();
    expect(saves).toEqual([]);

    await page.mouse.click(640, 880);
    await toast(page, "Gespeichert").waitFor();
    await toolbar(page).waitFor({ state: "detached" });
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0]!).data.content.de.json).toEqual(EXPECTED);
  });

  it("shows what was stored after a reload", async () => {
    const { page } = editor;
    await page.reload({ waitUntil: "networkidle" });
    await expectRendered(page, "edit");
  });

  it("has no axe violations with the rich-text toolbar and its link form open, and fits 1280 and 390 px", async () => {
    const { page } = editor;
    mkdirSync(SCREENSHOTS, { recursive: true });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await field(page).click();
      await toolbar(page).waitFor();
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: new URL(`rich-text-toolbar-${width}.png`, SCREENSHOTS).pathname });
      await toolbar(page).getByRole("button", { name: "Link", exact: true }).click();
      await page.getByRole("radio", { name: "Seite" }).check();
      await page.locator(".rte-picker").waitFor();
      expect(await axe(page)).toEqual([]);
      const panel = (await page.getByRole("dialog", { name: "Link" }).boundingBox())!;
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(width);
      await page.screenshot({ path: new URL(`rich-text-link-${width}.png`, SCREENSHOTS).pathname });
      // Escape closes the panel and keeps the toolbar; Escape in the text ends editing without a save.
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Link" }).waitFor({ state: "detached" });
      expect(await toolbar(page).count()).toBe(1);
      await content(page).click();
      await page.keyboard.press("Escape");
      await toolbar(page).waitFor({ state: "detached" });
      // Selecting another field first, so the next click selects (and edits) the rich text again.
      await page.locator('h1[data-field-name="title"]').click();
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("publishes; a visitor sees the formatted text on the live page", async () => {
    const { page } = editor;
    await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
    await page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" }).click();
    const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Veröffentlichen" }).click()]);
    const visitor = await openPage(browser(), `${base}/de/${slug}`);
    try {
      await expectRendered(visitor.page, "live");
      expect(visitor.scripts).not.toContain((await richTextChunk()).file);
    } finally {
      await visitor.close();
    }
  });

  it("prints the rich-text chunk's gzip size (loaded on first edit, beside the editor entry)", async () => {
    const chunk = await richTextChunk();
    const bytes = await gzipBytes(base, chunk.files);
    console.log(`\nRich-text editor (tiptap): ${(bytes / 1024).toFixed(1)} KB gzip in ${chunk.files.length} files, loaded on the first rich-text edit\n`);
    expect(bytes).toBeGreaterThan(0);
  });
});

const EXPECTED = {
  type: "doc",
  content: [
    {
      type: "paragraph",
      attrs: { size: "large" },
      content: [
        { type: "text", text: "Brillen für jeden Tag ", marks: [{ type: "textStyle", attrs: { color: "accent" } }, { type: "bold" }] },
        {
          type: "text",
          text: "online",
          marks: [{ type: "link", attrs: { href: "https://example.ch/angebot" } }, { type: "textStyle", attrs: { color: "accent" } }, { type: "bold" }],
        },
        { type: "text", text: " ", marks: [{ type: "textStyle", attrs: { color: "accent" } }, { type: "bold" }] },
        { type: "text", text: "Kontakt", marks: [{ type: "link", attrs: { href: "/de/~contact" } }] },
      ],
    },
  ],
};

/**
 * The stored document as the allowlist renderer shows it, in edit mode and on the live page; in edit mode the link
 * to a page of the site stays in edit mode (decision 066).
 */
async function expectRendered(page: Page, mode: "edit" | "live") {
  const text = page.locator(".hero .rich-text");
  expect(await text.locator("p.text-size-large strong .text-color-accent").first().textContent()).toBe("Brillen für jeden Tag ");
  const web = text.locator('a[href="https://example.ch/angebot"]');
  expect(await web.textContent()).toBe("online");
  expect(await web.getAttribute("target")).toBe("_blank");
  const contact = text.locator(`a[href="${mode === "edit" ? "/de/edit/~contact" : "/de/~contact"}"]`);
  expect(await contact.textContent()).toBe("Kontakt");
  expect(await contact.getAttribute("target")).toBeNull();
}

const manifestSchema = z.record(z.string(), z.object({ file: z.string(), imports: z.array(z.string()).optional() }));
/** The rich-text module's chunk and the chunks only it brings (not already loaded by the editor entry). */
async function richTextChunk(): Promise<{ file: string; files: string[] }> {
  const entries = manifestSchema.parse(await (await fetch(`${base}/asset-manifest.json`)).json());
  const closure = (start: string) => {
    const seen = new Set<string>();
    const walk = (key: string) => {
      if (seen.has(key) || !entries[key]) return;
      seen.add(key);
      for (const next of entries[key].imports ?? []) walk(next);
    };
    walk(start);
    return seen;
  };
  const entry = closure(EDITOR_ENTRY);
  const own = [...closure(RICH_TEXT_MODULE)].filter((key) => !entry.has(key));
  return { file: `/${entries[RICH_TEXT_MODULE]!.file}`, files: own.map((key) => `/${entries[key]!.file}`) };
}
