import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";
import { createTestPage } from "./test-pages";

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

const api = async (page: Page, path: string, data: unknown, method: "POST" | "PUT" = "POST") => {
  const response = await page.request.fetch(`${base}/api/v1${path}`, { method, headers: { Origin: base }, data });
  expect(response.ok()).toBe(true);
  return response.json();
};
const toolbar = (page: Page) => page.locator(".editor-toolbar");

let editor: OpenedPage;
let kickerId = "";
let pageId = "";
beforeAll(async () => {
  editor = await signIn("/de/edit");
  ({ id: pageId } = await createTestPage(editor.page, base, {
    name: { de: "Übersetzen", fr: "Traduire" },
    slug,
    groups: [
      {
        blockType: "hero",
        fields: [
          { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Brillen nach Mass" }, fr: { text: "Lunettes sur mesure" } } },
          { name: "kicker", contentType: "localizedSingleValue", content: { de: { text: "Neu im Laden" } } },
        ],
      },
      { blockType: "announcementBar", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Termin buchen" } } }] },
    ],
  }));
  await openEditor(editor.page);
  kickerId = (await editor.page.locator('[data-field-name="kicker"]').getAttribute("data-item")) ?? "";
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

/** Opens the test page in edit mode with the toolbar. */
async function openEditor(page: Page, path = editPath) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  if ((await toolbar(page).count()) === 0) await page.locator(".editor-floating button").click();
  await toolbar(page).waitFor();
}

/** A successful translation reloads the page (the server renders the marks and versions): waits for that. */
async function afterReload(page: Page, action: () => Promise<void>) {
  await Promise.all([page.waitForEvent("load", { timeout: 20_000 }), action()]);
  await page.waitForLoadState("networkidle");
  if ((await toolbar(page).count()) === 0) await page.locator(".editor-floating button").click();
}

// The browser tests' build reaches Workers AI's REST API at the local stand-in (browser-tests/global-setup.ts):
// m2m100 answers "{target}:{text}", so a translated value is recognisable.
describe("translation in the editor (Workers AI stand-in)", () => {
  it("shows the missing translations in the toolbar's translations area, and no publish button", async () => {
    const area = toolbar(editor.page).locator(".editor-toolbar__translations");
    await area.getByText("Veröffentlichen nicht möglich: 2 Felder ohne Französisch").waitFor();
    // Publishing waits until nothing is missing (editor-side section 4).
    expect(await toolbar(editor.page).getByRole("button", { name: "Veröffentlichen" }).count()).toBe(0);
  });

  it("translates one block from its context menu into French, marks the value machine-made, and counts one missing less", async () => {
    const { page } = editor;
    await page.locator('[data-field-name="kicker"]').focus();
    await page.keyboard.press("Shift+F10");
    const menu = page.locator(".editor-menu");
    await menu.getByText("Automatisch übersetzen aus DE").waitFor();
    await menu.getByLabel("Nach").selectOption("fr");
    expect(await axe(page)).toEqual([]);
    await afterReload(page, () => menu.getByRole("button", { name: "Übersetzen" }).click());
    await toolbar(page).locator(".editor-toolbar__translations").getByText("Veröffentlichen nicht möglich: 1 Feld ohne Französisch").waitFor();
    const french = await page.request.get(`${base}/fr/edit/${pageId}`);
    const html = await french.text();
    expect(html).toContain("fr:Neu im Laden");
    expect(html).toMatch(new RegExp(`data-item="${kickerId}"[^>]*data-translation="machine"`));
  });

  it("translates the whole page from the toolbar, after which it can be published and visitors read the French", async () => {
    const { page } = editor;
    // The page was created in German; visitors reach its French version at its French address.
    await api(page, "/page/info", { id: pageId, lang: "fr", slug: `traduire-${slug}` }, "PUT");
    await afterReload(page, () => toolbar(page).getByRole("button", { name: "Seite aus DE übersetzen" }).click());
    await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).waitFor();
    expect(await toolbar(page).getByText("Veröffentlichen nicht möglich").count()).toBe(0);
    await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).click();
    const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
    await dialog.getByRole("button", { name: "Veröffentlichen" }).click();
    await dialog.waitFor({ state: "hidden" });
    const { path } = await (await page.request.get(`${base}/api/v1/page/info?id=${pageId}&lang=fr`)).json();
    const live = await page.request.get(`${base}${path}`);
    expect(live.status()).toBe(200);
    const text = await live.text();
    expect(text).toContain("fr:Neu im Laden");
    expect(text).toContain("fr:Termin buchen");
    expect(text).not.toContain("data-translation");
  });

  it("lists stale languages in the publication dialog after the source text changed", async () => {
    const { page } = editor;
    await openEditor(page);
    const shown = Number(await page.locator(`[data-item="${kickerId}"]`).getAttribute("data-item-version"));
    await api(page, "/data", { itemType: "field", linkId: kickerId, version: shown, data: { content: { de: { text: "Ganz neu im Laden" } } } });
    await openEditor(page);
    await toolbar(page).getByText("Veraltete Übersetzungen: FR: 1 Feld").waitFor();
    await toolbar(page).getByRole("button", { name: "Veröffentlichen" }).click();
    const dialog = page.getByRole("dialog", { name: "Seite veröffentlichen" });
    await dialog.getByRole("heading", { name: "Veraltete Übersetzungen" }).waitFor();
    expect(await dialog.locator("li", { hasText: "FR: 1 Feld" }).count()).toBe(1);
    expect(await axe(page)).toEqual([]);
  });
});

describe("languages in place", () => {
  const other = `sprachen-${Date.now().toString(36)}`;
  let otherId = "";
  beforeAll(async () => {
    // German texts, one French one: French misses two, German one (the page was written in German).
    ({ id: otherId } = await createTestPage(editor.page, base, {
      name: { de: "Sprachen", fr: "Langues" },
      slug: other,
      groups: [
        {
          blockType: "hero",
          fields: [
            { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Nur auf Deutsch" } } },
            { name: "kicker", contentType: "localizedSingleValue", content: { de: { text: "Dachzeile" } } },
          ],
        },
        { blockType: "announcementBar", fields: [{ name: "title", contentType: "localizedSingleValue", content: { fr: { text: "Réservez" } } }] },
      ],
    }));
  }, 60_000);

  it("on the French page, a field without French shows the German text greyed (never saved), and the page translates from DE", async () => {
    const { page } = editor;
    await openEditor(page, `/fr/edit/${otherId}`);
    const kicker = page.locator('[data-field-name="kicker"]');
    expect(await kicker.textContent()).toBe("");
    const hint = await kicker.evaluate((el) => {
      const before = getComputedStyle(el, "::before");
      return { content: before.content, opacity: Number(before.opacity) };
    });
    expect(hint.content).toBe('"Dachzeile"');
    expect(hint.opacity).toBeLessThan(1);
    // Leaving the field untouched saves nothing: it stays without French.
    await kicker.click();
    await page.keyboard.press("Tab");
    const field = await (await page.request.get(`${base}/api/v1/history/item?id=${await kicker.getAttribute("data-item")}`)).json();
    expect(field.value.content.fr).toBeUndefined();
    await toolbar(page).getByRole("button", { name: "Seite aus DE übersetzen" }).waitFor();
    expect(await toolbar(page).getByRole("button", { name: "Seite aus FR übersetzen" }).count()).toBe(0);
  });

  it("when nothing was translated, says why instead of a success", async () => {
    const { page } = editor;
    await page.locator('section[data-block-type="hero"]').focus();
    await page.keyboard.press("Enter");
    const menu = page.locator(".editor-menu");
    await menu.getByText("Automatisch übersetzen aus FR").waitFor();
    await menu.getByLabel("Nach").selectOption("de");
    await menu.getByRole("button", { name: "Übersetzen" }).click();
    await page.locator("[data-sonner-toast]", { hasText: "Nichts übersetzt: Wo ein Text fehlt, gibt es auch auf Französisch keinen" }).waitFor();
    expect(await page.locator("[data-sonner-toast]", { hasText: "0 Übersetzungen erstellt" }).count()).toBe(0);
  });
});
