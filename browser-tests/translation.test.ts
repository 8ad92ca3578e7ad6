import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `uebersetzen-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;

/** Signs in through the login form and lands on `next`. */
async function signIn(next: string): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${base}/de/login?next=${encodeURIComponent(next)}`);
  await opened.page.fill("#login-email", "editor@optik-seeblick.example");
  await opened.page.fill("#login-password", "seeblick-demo-2026");
  await Promise.all([opened.page.waitForURL((url) => url.pathname === next.split("?")[0]), opened.page.locator(".login__form button[type=submit]").click()]);
  return opened;
}

const api = async (page: Page, path: string, data: unknown) => {
  const response = await page.request.post(`${base}/api/v1${path}`, { headers: { Origin: base }, data });
  expect(response.ok()).toBe(true);
  return response.json();
};
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).last();
const toolbar = (page: Page) => page.locator(".editor-toolbar");

let editor: OpenedPage;
let kickerId = "";
beforeAll(async () => {
  editor = await signIn("/de/edit");
  await api(editor.page, "/page/add", {
    collectionName: null,
    lang: "de",
    initialMeta: { name: { de: "Übersetzen", fr: "Traduire" }, slug },
    initialGroups: [
      {
        blockType: "hero",
        fields: [
          { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Brillen nach Mass" }, fr: { text: "Lunettes sur mesure" } } },
          { name: "kicker", contentType: "localizedSingleValue", content: { de: { text: "Neu im Laden" } } },
        ],
      },
    ],
  });
  await editor.page.goto(`${base}${editPath}`, { waitUntil: "networkidle" });
  kickerId = (await editor.page.locator('[data-field-name="kicker"]').getAttribute("data-item")) ?? "";
  await editor.page.locator(".editor-floating button").click();
  await toolbar(editor.page).waitFor();
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("translation in the editor without Workers AI", () => {
  it("shows the missing translations in the toolbar's translations area", async () => {
    const area = toolbar(editor.page).locator(".editor-toolbar__translations");
    await area.getByText("Fehlende Übersetzungen: FR: 1 Feld").waitFor();
    // Publishing waits until nothing is missing (editor-side section 4).
    expect(await toolbar(editor.page).getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
  });

  it("says that automatic translation is not configured when the page is translated from the toolbar", async () => {
    const { page } = editor;
    await toolbar(page).getByRole("button", { name: "Seite aus DE übersetzen" }).click();
    await toast(page, "Fehler beim Übersetzen: Die automatische Übersetzung ist nicht eingerichtet").waitFor();
  });

  it("offers translating a field from its context menu into one or all languages, with the same answer", async () => {
    const { page } = editor;
    await page.locator('[data-field-name="kicker"]').focus();
    await page.keyboard.press("Shift+F10");
    const menu = page.locator(".editor-menu");
    await menu.getByText("Automatisch übersetzen aus DE").waitFor();
    await menu.getByLabel("Nach").selectOption("fr");
    expect(await axe(page)).toEqual([]);
    await menu.getByRole("button", { name: "Übersetzen" }).click();
    await toast(page, "Fehler beim Übersetzen: Die automatische Übersetzung ist nicht eingerichtet").last().waitFor();
    await page.keyboard.press("Escape");
  });

  it("lists stale languages in the publication dialog after the source text changed", async () => {
    const { page } = editor;
    await api(page, "/data", { itemType: "field", linkId: kickerId, data: { content: { fr: { text: "Nouveau au magasin" } } } });
    await api(page, "/data", { itemType: "field", linkId: kickerId, data: { content: { de: { text: "Ganz neu im Laden" } } } });
    await page.reload({ waitUntil: "networkidle" });
    if ((await toolbar(page).count()) === 0) await page.locator(".editor-floating button").click();
    await toolbar(page).getByText("Veraltete Übersetzungen: FR: 1 Feld").waitFor();
    await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).click();
    const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
    await dialog.getByRole("heading", { name: "Veraltete Übersetzungen" }).waitFor();
    expect(await dialog.locator("li", { hasText: "FR: 1 Feld" }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/wt-translation-dialog.png" });
  });
});
