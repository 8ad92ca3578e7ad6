import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, gzipBytes, openPage, type OpenedPage } from "./browser";
import { editorFiles } from "./editor-assets";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `sommeraktion-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;

const signIn = (next: string) => signInAs(browser(), base, next);

/** A page of its own (so other tests' pages stay as they are): a hero with a title and a typed (phone) kicker. */
async function createOwnPage(page: Page) {
  await createTestPage(page, base, {
    name: { de: "Sommeraktion", fr: "Action d'été" },
    slug,
    groups: [
      {
        blockType: "hero",
        fields: [
          { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Sommeraktion" }, fr: { text: "Action d'été" } } },
          {
            name: "kicker",
            contentType: "localizedSingleValue",
            dataType: "phone",
            content: { de: { text: "052 000 00 00" }, fr: { text: "052 000 00 00" } },
          },
        ],
      },
    ],
  });
}

const title = (page: Page) => page.locator('h1[data-field-name="title"]');
const kicker = (page: Page) => page.locator('[data-field-name="kicker"]');
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).last();

/** Replaces a field's text in place and saves it with Enter. */
async function typeInto(page: Page, locator: ReturnType<Page["locator"]>, text: string) {
  await locator.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
}

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signIn("/de/edit");
  await createOwnPage(editor.page);
  await editor.page.goto(base + editPath, { waitUntil: "networkidle" });
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("in-page editor", () => {
  it("opens the toolbar with Meta+E (kept in the URL) and closes it with Escape; the floating button reopens it", async () => {
    const { page } = editor;
    await page.locator(".editor-floating button").waitFor();
    await page.keyboard.press("Meta+e");
    await page.locator(".editor-toolbar").waitFor();
    expect(new URL(page.url()).searchParams.get("toolbar")).toBe("1");
    await page.keyboard.press("Escape");
    await page.locator(".editor-toolbar").waitFor({ state: "detached" });
    expect(new URL(page.url()).search).toBe("");
    await page.locator(".editor-floating button").click();
    await page.locator(".editor-toolbar").waitFor();
    await page.keyboard.press("Control+e");
    expect(await page.locator(".editor-toolbar").count()).toBe(1);
  });

  it("edits a heading in place and saves it on Enter", async () => {
    const { page } = editor;
    await typeInto(page, title(page), "Neue Sommeraktion");
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();
    await page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" }).waitFor();
  });

  it("shows the spec's message under an invalid field, shakes it and saves nothing", async () => {
    const { page } = editor;
    const saves: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/data")) saves.push(request.postData() ?? "");
    });
    await typeInto(page, kicker(page), "052 abc");
    // Records the shake class coming and going (added after 50 ms, removed at 300 ms).
    await kicker(page).evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { shakes: string[] }).shakes = seen;
      new MutationObserver(() => {
        const shaking = el.classList.contains("editor-shake");
        if (seen.at(-1) !== String(shaking)) seen.push(String(shaking));
      }).observe(el, { attributes: true, attributeFilter: ["class"] });
    });
    await page.keyboard.press("Enter");
    const message = page.locator(".editor-field-error");
    await message.waitFor();
    expect(await message.textContent()).toBe("Bitte gib eine gültige Telefonnummer ein");
    expect(await kicker(page).getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => page.evaluate(() => (window as unknown as { shakes: string[] }).shakes)).toEqual(["true", "false"]);
    expect(await kicker(page).textContent()).toBe("052 abc");
    await page.keyboard.press("Escape");
    expect(await kicker(page).textContent()).toBe("052 000 00 00");
    expect(saves).toEqual([]);
  });

  it("reaches items with Tab and opens an item's menu with the context-menu key; Escape returns to the item", async () => {
    const { page } = editor;
    await title(page).focus();
    await page.keyboard.press("Shift+F10");
    const menu = page.locator(".editor-menu");
    await menu.waitFor();
    expect(await menu.locator("h2").textContent()).toBe("Titel · Einstieg mit Bild");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    // Focus returns when the menu's focus scope unmounts, which may come a frame after the menu leaves the DOM.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-field-name"))).toBe("title");
    // The kicker comes before the title: Shift+Tab reaches it, and focus selects it.
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-field-name"))).toBe("kicker");
    expect(await kicker(page).evaluate((el) => el.classList.contains("editor-selected"))).toBe(true);
  });

  it("has no axe violations with the toolbar, the publication dialog, the panels and a menu open", async () => {
    const { page } = editor;
    expect(await axe(page)).toEqual([]);
    await page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" }).click();
    await page.getByRole("dialog", { name: "Seite veröffentlichen" }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await page.locator(".editor-toolbar button", { hasText: "Seiten" }).click();
    await page.getByRole("dialog", { name: "Seiten" }).waitFor();
    expect(await axe(page)).toEqual([]);
    // Escape closes the pages panel first, the toolbar stays.
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await page.locator(".editor-toolbar").count()).toBe(1);
    for (const [button, flag, name] of [
      ["Einstellungen", "settings", "Einstellungen"],
      ["Seite", "pagemenu", "Seite"],
    ] as const) {
      await page.locator(".editor-toolbar button", { hasText: new RegExp(`^${button}$`) }).click();
      await page.getByRole("dialog", { name }).waitFor();
      expect(new URL(page.url()).searchParams.get(flag)).toBe("1");
      expect(new URL(page.url()).searchParams.get("toolbar")).toBeNull();
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
      expect(await axe(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.locator(".editor-toolbar").waitFor();
    }
    await title(page).focus();
    await page.keyboard.press("Shift+F10");
    await page.locator(".editor-menu").waitFor();
    expect(await axe(page)).toEqual([]);
    await page.keyboard.press("Escape");
  });

  it("publishes every change; a visitor then sees it on the live page, without editor code", async () => {
    const { page } = editor;
    await page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" }).click();
    const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Veröffentlichen" }).click()]);
    await page.locator(".editor-toolbar").waitFor();
    await page.locator(".editor-toolbar", { hasText: "Keine unveröffentlichten Änderungen" }).waitFor();
    const visitor = await openPage(browser(), `${base}/de/${slug}`);
    try {
      expect(await visitor.page.locator("h1").textContent()).toBe("Neue Sommeraktion");
      const { editorOnly } = await editorFiles(base);
      expect(visitor.scripts.filter((s) => editorOnly.includes(s))).toEqual([]);
      expect(await visitor.page.locator("[data-item]").count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it("reverts another change after a confirmation", async () => {
    const { page } = editor;
    await typeInto(page, title(page), "Wird verworfen");
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();
    await page.locator(".editor-toolbar button", { hasText: "Verwerfen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Änderungen verwerfen" });
    await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Verwerfen" }).click()]);
    await page.locator(".editor-toolbar").waitFor();
    expect(await title(page).textContent()).toBe("Neue Sommeraktion");
  });

  it("undoes and redoes a save through the API (toolbar buttons and Ctrl+Z / Shift+Ctrl+Z)", async () => {
    const { page } = editor;
    await typeInto(page, title(page), "Version B");
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();
    await page.locator(".editor-toolbar").click({ position: { x: 600, y: 10 } });
    await page.getByRole("button", { name: "Rückgängig" }).click();
    await expect.poll(() => title(page).textContent()).toBe("Neue Sommeraktion");
    await page.getByRole("button", { name: "Wiederholen" }).click();
    await expect.poll(() => title(page).textContent()).toBe("Version B");
    await page.keyboard.press("ControlOrMeta+z");
    await expect.poll(() => title(page).textContent()).toBe("Neue Sommeraktion");
    await page.keyboard.press("Shift+ControlOrMeta+z");
    await expect.poll(() => title(page).textContent()).toBe("Version B");
    // The server holds what the page shows.
    await page.reload({ waitUntil: "networkidle" });
    expect(await title(page).textContent()).toBe("Version B");
  });

  it("prints the editor entry's gzip size (budget 150 KB without React)", async () => {
    const { entryStatic, shared, editorOnly } = await editorFiles(base);
    const entry = await gzipBytes(base, entryStatic);
    const sharedBytes = await gzipBytes(base, shared);
    console.log(
      `\nEditor entry: ${(entry / 1024).toFixed(1)} KB gzip in ${entryStatic.length} files (editor only), plus ${(sharedBytes / 1024).toFixed(1)} KB shared with visitor islands (React); ${editorOnly.length} editor-only files in all\n`,
    );
    expect(entry).toBeLessThanOrEqual(150 * 1024);
  });
});
