import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, openPage, type OpenedPage } from "./browser";
import { api, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);

const title = (page: Page) => page.locator('h1[data-field-name="title"]');
const kicker = (page: Page) => page.locator('[data-field-name="kicker"]');

/** Replaces a field's text in place and saves it with Enter. */
async function retype(page: Page, field: ReturnType<Page["locator"]>, text: string) {
  await field.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
  await Promise.all([page.waitForResponse((r) => r.url().endsWith("/api/v1/data") && r.ok()), page.keyboard.press("Enter")]);
}

/** Publishes the page from the toolbar's publication dialog (the page reloads). */
async function publish(page: Page, editPath: string) {
  await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
  await page.locator(".editor-toolbar button", { hasText: "Veröffentlichen" }).click();
  const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
  await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Veröffentlichen" }).click()]);
  await page.locator(".editor-toolbar", { hasText: "Keine unveröffentlichten Änderungen" }).waitFor();
}

/** The publication entry of `version` in the page menu's list. */
const publication = (page: Page, version: number) => page.locator(".editor-history li", { hasText: `Version ${version} vom` });

let owner: OpenedPage;
beforeAll(async () => {
  owner = await signInAs(browser(), base, "/de/edit");
}, 60_000);
afterAll(async () => {
  await owner?.close();
});

describe("journey: restore an older publication", () => {
  for (const width of [1280, 390]) {
    it(`at ${width} px: view version 1 under its banner, restore it after a warning naming the lost changes, publish it`, async () => {
      const { page } = owner;
      await page.setViewportSize({ width, height: 900 });
      const slug = `zeitreise-${width}-${stamp}`;
      const editPath = `/de/edit/${slug}`;
      await createTestPage(page, base, {
        name: "Zeitreise",
        slug,
        groups: [
          {
            blockType: "hero",
            fields: [
              { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Herbstbrillen" }, fr: { text: "Lunettes d'automne" } } },
              { name: "kicker", contentType: "localizedSingleValue", content: { de: { text: "Neu im Laden" }, fr: { text: "Nouveau" } } },
            ],
          },
        ],
      });
      // Version 1, then version 2 with another title, then an unpublished change of the kicker.
      await publish(page, editPath);
      await retype(page, title(page), "Winterbrillen");
      await publish(page, editPath);
      await retype(page, kicker(page), "Nur diese Woche");

      // The page menu lists both publications; "Ansehen" shows version 1 under a banner naming it.
      await page.goto(`${base}${editPath}?pagemenu=1`, { waitUntil: "networkidle" });
      await publication(page, 1).waitFor();
      expect(await page.locator(".editor-history li").count()).toBe(2);
      await Promise.all([page.waitForEvent("load"), publication(page, 1).getByRole("link", { name: "Ansehen" }).click()]);
      const banner = page.locator(".preview-banner");
      expect(await banner.textContent()).toMatch(/^Version 1 vom \d\d\.\d\d\.\d{4}, \d\d:\d\d – nur Ansicht/);
      expect(await page.locator("h1").textContent()).toBe("Herbstbrillen");
      await page.screenshot({ path: `/work/notes/shots/d-restore-banner-${width}.png` });
      // The banner leads back to the editor, which still shows the draft.
      await Promise.all([page.waitForEvent("load"), banner.getByRole("link", { name: "Zurück zum Bearbeiten" }).click()]);
      // (The page menu links the view by the page's id: the edit address by id is the same page.)
      expect(new URL(page.url()).pathname).toMatch(/^\/de\/edit\//);
      expect(new URL(page.url()).searchParams.has("publication")).toBe(false);
      expect(await kicker(page).textContent()).toBe("Nur diese Woche");

      // Restoring asks first, naming the unpublished change that will be lost; cancelling changes nothing.
      await page.goto(`${base}${editPath}?pagemenu=1`, { waitUntil: "networkidle" });
      await publication(page, 1).getByRole("button", { name: "Als Entwurf wiederherstellen" }).click();
      const dialog = page.getByRole("alertdialog", { name: "Als Entwurf wiederherstellen?" });
      await dialog.getByText("Unveröffentlichte Änderungen an 1 Box gehen verloren.").waitFor();
      await page.screenshot({ path: `/work/notes/shots/d-restore-dialog-${width}.png` });
      await Promise.all([page.waitForEvent("load"), dialog.getByRole("button", { name: "Wiederherstellen" }).click()]);
      expect(await title(page).textContent()).toBe("Herbstbrillen");
      expect(await kicker(page).textContent()).toBe("Neu im Laden");

      // Published, the live page shows version 1's text.
      await publish(page, editPath);
      const visitor = await openPage(browser(), `${base}/de/${slug}`);
      try {
        expect(await visitor.page.locator("h1").textContent()).toBe("Herbstbrillen");
      } finally {
        await visitor.close();
      }
    });
  }

  it("with nothing unpublished, restoring still asks and says the page is replaced by that version", async () => {
    const { page } = owner;
    await page.setViewportSize({ width: 1280, height: 900 });
    const slug = `zeitreise-leer-${stamp}`;
    const { id } = await createTestPage(page, base, {
      name: "Zeitreise leer",
      slug,
      groups: [{ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Eins" }, fr: { text: "Un" } } }] }],
    });
    await api(page, base, "/page/publish", { id });
    await page.goto(`${base}/de/edit/${slug}?pagemenu=1`, { waitUntil: "networkidle" });
    await publication(page, 1).getByRole("button", { name: "Als Entwurf wiederherstellen" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Als Entwurf wiederherstellen?" });
    await dialog.getByText(/^Die aktuelle Seite wird durch die Version 1 vom .+ ersetzt\.$/).waitFor();
    await dialog.getByRole("button", { name: "Abbrechen" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await toast(page, "Wiederhergestellt").count()).toBe(0);
  });
});
