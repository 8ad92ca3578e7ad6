import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays } from "../common/opening-hours-view";
import { todayInZone } from "../common/opening-hours-today";
import { axe, browserForThisFile, type OpenedPage, openPage } from "./browser";
import { signInAs } from "./sign-in";

// The business panel: an owner edits Tuesday's hours and adds a holiday with the keyboard, at 1280 and 390 px;
// the live footer, contact page and directory show them at once, in German and French.
const base = inject("baseURL");
const browser = browserForThisFile();
const SHOTS = "/work/notes/shots";

let editor: OpenedPage;
let original: { branches: Record<string, unknown>[] } & Record<string, unknown>;
const strip = (record: typeof original) => ({ ...record, branches: record.branches.map(({ usedIn: _u, ...branch }) => branch) });
const panel = (page: Page) => page.getByRole("dialog", { name: "Geschäftsdaten und Öffnungszeiten" });
const recordSaved = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/optician/record" && r.request().method() === "PUT");

/** Replaces the text of the focused input by typing (what a keyboard user does). */
async function retype(page: Page, text: string) {
  await page.keyboard.press("Control+A");
  if (text) await page.keyboard.type(text);
  else await page.keyboard.press("Delete");
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  editor = await signInAs(browser(), base, "/de/edit");
  original = await (await editor.page.request.get(`${base}/api/v1/optician/record`)).json();
}, 60_000);
afterAll(async () => {
  // Other test files expect the demo's business record: put it back.
  await editor?.page.request.put(`${base}/api/v1/optician/record`, { headers: { Origin: base }, data: strip(original) });
  await editor?.close();
});

describe("business panel", () => {
  it("edits hours with the keyboard: refuses an end before its start with the message and shake, copies Monday, adds a holiday", async () => {
    const { page } = editor;
    await page.goto(`${base}/de/edit?settings=1`, { waitUntil: "networkidle" });
    const open = page.getByRole("button", { name: "Geschäftsdaten und Öffnungszeiten bearbeiten" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = panel(page);
    await dialog.getByLabel("Dienstag: von", { exact: true }).waitFor();
    expect(await page.getByRole("dialog", { name: "Einstellungen" }).count()).toBe(0);

    // Monday is closed in the demo: open it, type its two ranges and copy them to Tuesday to Friday.
    await dialog.getByLabel("Montag: Geschlossen").focus();
    await page.keyboard.press("Space");
    await dialog.getByLabel("Montag: von", { exact: true }).focus();
    await retype(page, "08:30");
    await page.keyboard.press("Tab");
    await retype(page, "12:00");
    await page.keyboard.press("Tab");
    await retype(page, "13:30");
    await page.keyboard.press("Tab");
    await retype(page, "18:30");
    await dialog.getByRole("button", { name: "Montag auf alle Werktage kopieren" }).focus();
    await page.keyboard.press("Enter");
    expect(await dialog.getByLabel("Freitag, zweiter Zeitraum: bis", { exact: true }).inputValue()).toBe("18:30");
    expect(await dialog.getByLabel("Samstag: von", { exact: true }).inputValue()).toBe("09:00");

    // Tuesday: an end before its start is refused here (and would be by the server) with its message and the shake.
    await dialog.getByLabel("Dienstag: von", { exact: true }).focus();
    await retype(page, "19:15");
    await page.keyboard.press("Tab");
    await retype(page, "08:00");
    const close = dialog.getByLabel("Dienstag: bis", { exact: true });
    // The shake lasts from 50 to 300 ms: an observer records it (polling could miss it on a loaded machine).
    await close.evaluate((el) => {
      const seen = el as HTMLElement & { shook?: boolean };
      new MutationObserver(() => {
        if (el.classList.contains("editor-shake")) seen.shook = true;
      }).observe(el, { attributes: true, attributeFilter: ["class"] });
    });
    await page.keyboard.press("Enter");
    await dialog.getByText("Das Ende muss nach dem Beginn liegen").waitFor();
    expect(await close.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => close.evaluate((el) => (el as HTMLElement & { shook?: boolean }).shook === true)).toBe(true);
    await expect.poll(() => close.evaluate((el) => el.classList.contains("editor-shake"))).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await close.getAttribute("id"));
    // Swapped, with no second range on Tuesday.
    await dialog.getByLabel("Dienstag: von", { exact: true }).focus();
    await retype(page, "08:00");
    await page.keyboard.press("Tab");
    await retype(page, "19:15");
    for (const label of ["Dienstag, zweiter Zeitraum: von", "Dienstag, zweiter Zeitraum: bis"]) {
      await dialog.getByLabel(label, { exact: true }).focus();
      await retype(page, "");
    }

    // A holiday starting in three days (shown from 14 days before): closed, with its note.
    const start = addDays(todayInZone(new Date()).date, 3);
    await dialog.getByRole("button", { name: "Besonderen Tag hinzufügen" }).focus();
    await page.keyboard.press("Enter");
    const special = dialog.locator(".business-special__day").last();
    await special.getByLabel("Erster Tag").fill(start);
    await special.getByLabel("Letzter Tag").fill(addDays(start, 4));
    await special.getByLabel("Hinweis (z. B. Betriebsferien)").focus();
    await page.keyboard.type("Betriebsferien");

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await dialog.getByLabel("Dienstag: von", { exact: true }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/business-panel-hours-${width}.png` });
      const overflow = await dialog.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axe(page)).toEqual([]);

    const saved = recordSaved(page);
    await dialog.getByRole("button", { name: "Speichern" }).focus();
    await page.keyboard.press("Enter");
    expect((await saved).status()).toBe(200);
    await page.locator("[data-sonner-toast]", { hasText: "Geschäftsdaten gespeichert" }).waitFor();
  });

  it("shows the change at once on the live footer, contact page and directory, in German and French, with today's state", async () => {
    const start = addDays(todayInZone(new Date()).date, 3);
    const date = start.split("-").reverse().join(".");
    for (const [path, tuesday, note, state] of [
      ["/de", "Dienstag", "Betriebsferien", /^(Heute geöffnet bis|Geschlossen, öffnet) /],
      ["/fr/~contact", "Mardi", "Betriebsferien", /^(Ouvert aujourd'hui jusqu'à|Fermé, ouvre) /],
    ] as const) {
      const visitor = await openPage(browser(), `${base}${path}`, { viewport: { width: 390, height: 844 } });
      const footer = visitor.page.locator(".site-footer");
      expect(await footer.locator(".opening-hours__row", { hasText: tuesday }).locator("dd").textContent()).toBe("08:00–19:15");
      const holiday = footer.locator(`[data-date="${start}"]`);
      expect(await holiday.isVisible()).toBe(true);
      expect(await holiday.textContent()).toContain(date);
      expect(await holiday.textContent()).toContain(`(${note})`);
      expect(await footer.locator(".branch__state").first().textContent()).toMatch(state);
      expect(visitor.errors).toEqual([]);
      await footer.scrollIntoViewIfNeeded();
      await visitor.page.screenshot({ path: `${SHOTS}/business-footer-${path.replaceAll("/", "_")}-390.png`, fullPage: false });
      await visitor.close();
    }
    // The directory draws the owner's hours when its entry opens; its state line is filled then (no hydration error).
    const directory = await openPage(browser(), `${base}/de/optikerverzeichnis`);
    await directory.page.locator('.directory[data-live="true"]').waitFor();
    const entry = directory.page.locator(".directory li", { hasText: "Optik Seeblick" }).first();
    await entry.locator("button[aria-expanded]").first().click();
    await entry.locator(".opening-hours__row", { hasText: "Dienstag" }).first().waitFor();
    expect(await entry.locator(".opening-hours__row", { hasText: "Dienstag" }).first().locator("dd").textContent()).toBe("08:00–19:15");
    await expect.poll(() => entry.locator(".branch__state").first().textContent()).toMatch(/^(Heute geöffnet bis|Geschlossen, öffnet) /);
    expect(directory.errors).toEqual([]);
    await directory.close();
  });

  it("keeps the last branch and says why", async () => {
    const { page } = editor;
    await page.goto(`${base}/de/edit?settings=1`, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Geschäftsdaten und Öffnungszeiten bearbeiten" }).click();
    const dialog = panel(page);
    await dialog.getByRole("button", { name: "Filiale entfernen" }).click();
    await dialog.getByText("Die letzte Filiale kann nicht entfernt werden.").waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole("button", { name: "Filiale entfernen" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/business-panel-top-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});
