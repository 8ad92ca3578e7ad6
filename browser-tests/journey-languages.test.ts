import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage, openPage } from "./browser";
import { api, openPagesPanel, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

// Owners' journeys (decision 063): a second language with missing translations resolved each of the three ways, and a
// new page with a sub-menu entry published in DE only, each at 1280 and 390 px. The browser tests' build has the
// Workers AI stand-in (m2m100 answers "{target}:{text}"). The navigation is site-wide: it is put back after the file.

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const WIDTHS = [1280, 390] as const;

let editor: OpenedPage;
let savedNavigation: unknown;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  savedNavigation = await api(editor.page, base, "/navigation");
}, 60_000);
afterAll(async () => {
  // The demo navigation as it was, for the other test files.
  if (savedNavigation) await api(editor.page, base, "/navigation", savedNavigation);
  await editor?.close();
});

const toolbar = (page: Page) => page.locator(".editor-toolbar");
const heldBack = (page: Page) => toolbar(page).locator(".editor-toolbar__translations");

/** A page of the test's own with German text only in its hero and a French address; returns its id. */
async function germanOnlyPage(page: Page, key: string): Promise<string> {
  const { id } = await createTestPage(page, base, {
    name: `Sprachen ${key} ${stamp}`,
    slug: `sprachen-${key}-${stamp}`,
    groups: [{ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: `Brillen ${key}` } } }] }],
  });
  await api(page, base, "/page/info", { id, lang: "fr", slug: `langues-${key}-${stamp}` }, "PUT");
  return id;
}

/** Opens a page in edit mode with the toolbar at `width`. */
async function openEditor(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 844 });
  await page.goto(`${base}${path}?toolbar=1`, { waitUntil: "networkidle" });
  await toolbar(page).waitFor();
}

/** Publishes from the toolbar through the publication dialog. */
async function publish(page: Page) {
  await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
  await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
  await toast(page, "Veröffentlicht").waitFor();
  await dialog.waitFor({ state: "hidden" });
}

/** The publish area says why publishing is held back, offers the ways out, and shows no publish button. */
async function expectHeldBack(page: Page, width: number, key: string) {
  await heldBack(page).getByText("Veröffentlichen nicht möglich: 1 Feld ohne Französisch").waitFor();
  expect(await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
  for (const way of ["Seite aus DE übersetzen", "Erstes Feld ohne Französisch öffnen", "Französisch von der Seite nehmen"]) {
    expect(await heldBack(page).getByRole("button", { name: way }).isVisible(), way).toBe(true);
  }
  // The strip stays inside the viewport and leaves the bar's buttons one row.
  const box = (await heldBack(page).boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  expect(await axe(page)).toEqual([]);
  await page.screenshot({ path: `/tmp/journey-languages-held-back-${key}-${width}.png` });
}

for (const width of WIDTHS) {
  describe(`a second language with missing translations, at ${width} px`, () => {
    it("(1) translates automatically, publishes, and visitors read the French", async () => {
      const { page } = editor;
      const id = await germanOnlyPage(page, `auto-${width}`);
      await openEditor(page, `/de/edit/sprachen-auto-${width}-${stamp}`, width);
      await expectHeldBack(page, width, "auto");
      await Promise.all([page.waitForEvent("load", { timeout: 20_000 }), heldBack(page).getByRole("button", { name: "Seite aus DE übersetzen" }).click()]);
      await page.waitForLoadState("networkidle");
      await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).waitFor();
      expect(await heldBack(page).count()).toBe(0);
      await publish(page);
      const { path } = await api(page, base, `/page/info?id=${id}&lang=fr`);
      const live = await fetch(`${base}${path}`);
      expect(live.status).toBe(200);
      expect(await live.text()).toContain(`fr:Brillen auto-${width}`);
    });

    it("(2) opens the first field without French in French edit mode, takes the typed text, publishes", async () => {
      const { page } = editor;
      const id = await germanOnlyPage(page, `hand-${width}`);
      await openEditor(page, `/de/edit/sprachen-hand-${width}-${stamp}`, width);
      await expectHeldBack(page, width, "hand");
      await Promise.all([
        page.waitForURL((url) => url.pathname.startsWith("/fr/edit/")),
        heldBack(page).getByRole("button", { name: "Erstes Feld ohne Französisch öffnen" }).click(),
      ]);
      await page.waitForLoadState("networkidle");
      // The empty French title is focused, ready to type into.
      const title = page.locator('[data-field-name="title"]');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-field-name"))).toBe("title");
      expect(await title.getAttribute("contenteditable")).toBe("plaintext-only");
      await page.keyboard.type(`Lunettes hand-${width}`);
      await page.keyboard.press("Enter");
      await toast(page, "Gespeichert").waitFor();
      await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).waitFor();
      expect(await heldBack(page).count()).toBe(0);
      await publish(page);
      const { path } = await api(page, base, `/page/info?id=${id}&lang=fr`);
      const live = await fetch(`${base}${path}`);
      expect(live.status).toBe(200);
      expect(await live.text()).toContain(`Lunettes hand-${width}`);
    });

    it("(3) takes French off the page, publishes, and visitors get the German page with no French offered", async () => {
      const { page } = editor;
      await germanOnlyPage(page, `off-${width}`);
      const path = `/de/sprachen-off-${width}-${stamp}`;
      await openEditor(page, `/de/edit/sprachen-off-${width}-${stamp}`, width);
      await expectHeldBack(page, width, "off");
      await heldBack(page).getByRole("button", { name: "Französisch von der Seite nehmen" }).click();
      await toast(page, "Gespeichert").waitFor();
      await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).waitFor();
      expect(await heldBack(page).count()).toBe(0);
      await publish(page);
      const visitor = await openPage(browser(), `${base}${path}`);
      try {
        expect(visitor.status).toBe(200);
        await visitor.page.getByText(`Brillen off-${width}`).first().waitFor();
        // No French version: no alternate link, no French address.
        expect(await visitor.page.locator('link[rel="alternate"][hreflang="fr"]').count()).toBe(0);
        expect((await fetch(`${base}/fr/langues-off-${width}-${stamp}`)).status).toBe(404);
      } finally {
        await visitor.close();
      }
    });
  });

  describe(`a new page with a sub-menu entry, published in DE only, at ${width} px`, () => {
    it("creates the page in the pages panel, nests it under a header item, takes FR off, publishes, and it is live in the sub-menu", async () => {
      const { page } = editor;
      const name = `Neu ${width} ${stamp}`;
      const slug = `neu-${width}-${stamp}`;
      await page.setViewportSize({ width, height: 844 });
      await openPagesPanel(page, base);
      const form = page.getByRole("form", { name: "Neue Seite" });
      await form.getByLabel("Name der Seite").fill(name);
      await Promise.all([page.waitForURL(`${base}/de/edit/${slug}?toolbar=1`), form.getByRole("button", { name: "Seite erstellen" }).click()]);
      await page.waitForLoadState("networkidle");

      // The header's navigation (the first): the page is added at its end, then indented under the item above it.
      await page.locator(".editor-toolbar button", { hasText: "Seiten" }).click();
      const header = page.locator(".editor-nav-container").first();
      await header.locator("select").last().selectOption({ label: name });
      await header.getByRole("button", { name: "Seite hinzufügen" }).click();
      await toast(page, "Navigation gespeichert").waitFor();
      await header.getByLabel(`Darstellung: ${name}`).focus();
      await page.keyboard.press("Alt+ArrowRight");
      await expect.poll(() => page.getByTestId("navigation-announcement").textContent()).toMatch(new RegExp(`^${name}: unter (.+), Position \\d+ von \\d+$`));
      const parent = /unter (.+), Position/.exec((await page.getByTestId("navigation-announcement").textContent()) ?? "")![1]!;
      await page.keyboard.press("Escape");

      // Languages of the page: DE only. Then nothing is missing and the page can be published.
      await page.goto(`${base}/de/edit/${slug}?pagemenu=1`, { waitUntil: "networkidle" });
      const languages = page.getByRole("group", { name: "Sprachen der Seite" });
      await languages.getByLabel("FR").uncheck();
      await toast(page, "Gespeichert").waitFor();
      await openEditor(page, `/de/edit/${slug}`, width);
      expect(await heldBack(page).count()).toBe(0);
      await publish(page);

      // Live: the header's sub-menu of the parent item links the new page; the French header does not.
      const visitor = await openPage(browser(), `${base}/de`, { viewport: { width, height: 844 } });
      try {
        const { page: live } = visitor;
        if (width < 600) await live.getByRole("button", { name: "Menü öffnen" }).click();
        await live.getByRole("button", { name: `Untermenü: ${parent}` }).click();
        const link = live.locator(".main-nav__sub").getByRole("link", { name });
        await link.waitFor();
        await live.screenshot({ path: `/tmp/journey-languages-submenu-${width}.png` });
        await Promise.all([live.waitForURL(`${base}/de/${slug}`), link.click()]);
        expect(await live.locator("h1").first().textContent()).toContain(name);
        expect(visitor.errors).toEqual([]);
      } finally {
        await visitor.close();
      }
      expect(await (await fetch(`${base}/fr`)).text()).not.toContain(name);
    });
  });
}
