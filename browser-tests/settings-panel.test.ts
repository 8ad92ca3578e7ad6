import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";
import { signInAs } from "./sign-in";
import { stays } from "./waits";

const base = inject("baseURL");
const browser = browserForThisFile();
const SCREENSHOTS = new URL("../tmp/screenshots/", import.meta.url);

let editor: OpenedPage;
let original: unknown;
const panel = (page: Page) => page.getByRole("dialog", { name: "Einstellungen" });
const section = (page: Page, name: string) => panel(page).getByRole("region", { name, exact: true });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).last();
const settingsSaves = (page: Page) => {
  const saves: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/settings") saves.push(request.postData() ?? "");
  });
  return saves;
};

/** Flips a switch and waits until its save is done. */
async function flip(page: Page, where: Locator, label: string) {
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/settings" && r.request().method() === "POST");
  await where.getByRole("switch", { name: label, exact: true }).click();
  expect((await saved).status()).toBe(200);
}

/** Types into a text setting and saves it with Enter. */
async function typeSetting(page: Page, where: Locator, label: string, text: string) {
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/settings" && r.request().method() === "POST");
  await where.getByLabel(label, { exact: true }).fill(text);
  await where.getByLabel(label, { exact: true }).press("Enter");
  return saved;
}

/** Marks every changelog entry seen by the test editor, so no other test file finds the dialog open. */
async function markChangelogSeen(page: Page) {
  const { entries } = (await (await page.request.get(`${base}/api/v1/changelog?showAll=true`)).json()) as { entries: { date: string }[] };
  if (entries.length) await page.request.post(`${base}/api/v1/changelog`, { headers: { Origin: base }, data: { dates: entries.map((e) => e.date) } });
}

/** The live page as a visitor sees it now (fresh context: no session, no cache of ours). */
async function visit(path = "/de") {
  return openPage(browser(), `${base}${path}`);
}

beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  original = await (await editor.page.request.get(`${base}/api/v1/settings`)).json();
  // Changelog entries of other runs are marked seen: this file decides when the dialog opens.
  await markChangelogSeen(editor.page);
  await editor.page.goto(`${base}/de/edit?settings=1`, { waitUntil: "networkidle" });
  await panel(editor.page).getByRole("region", { name: "Kopfzeile", exact: true }).waitFor();
}, 60_000);
afterAll(async () => {
  // Other test files expect the demo settings: put them back.
  await editor?.page.request.post(`${base}/api/v1/settings`, { headers: { Origin: base }, data: original });
  if (editor) await markChangelogSeen(editor.page);
  await editor?.close();
});

describe("site settings panel (decision 043)", () => {
  it("shows every section of the settings and has no axe violations (1280 and 390 px screenshots)", async () => {
    const { page } = editor;
    for (const name of [
      "Kopfzeile",
      "Buchungsbutton",
      "Fusszeile",
      "Sprache des Editors",
      "Soziale Netzwerke",
      "Tracking",
      "Qualitätssiegel",
      "Hintergrund-Overlay",
      "Kontakt",
    ]) {
      await section(page, name).waitFor();
    }
    await panel(page).getByRole("button", { name: "Neuigkeiten im Editor" }).waitFor();
    expect(await axe(page)).toEqual([]);
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: new URL("settings-1280.png", SCREENSHOTS).pathname });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: new URL("settings-390.png", SCREENSHOTS).pathname });
    expect(await axe(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it("applies the display rules: business-data fields, booking address or shore company, triangle or bubble", async () => {
    const { page } = editor;
    const footer = section(page, "Fusszeile");
    expect(await footer.getByLabel("Strasse").count()).toBe(0);
    await flip(page, footer, "Geschäftsdaten verwenden");
    await footer.getByLabel("Strasse").waitFor();
    // A switch busy saving is disabled; the next one waits for it.
    const booking = section(page, "Buchungsbutton");
    expect(await booking.getByLabel("Externe Buchungsadresse").count()).toBe(1);
    expect(await booking.getByLabel("Shore-Firma").count()).toBe(0);
    await flip(page, booking, "Shore-Buchung verwenden");
    await booking.getByLabel("Shore-Firma").waitFor();
    expect(await booking.getByLabel("Externe Buchungsadresse").count()).toBe(0);
    await flip(page, booking, "Shore-Buchung verwenden");
    const overlay = section(page, "Hintergrund-Overlay");
    await flip(page, overlay, "Blase");
    await flip(page, overlay, "Dreieck");
    await expect.poll(() => overlay.getByRole("switch", { name: "Dreieck" }).isChecked()).toBe(true);
    await expect.poll(() => overlay.getByRole("switch", { name: "Blase" }).isChecked()).toBe(false);
    // The overlay on the page's main landmark must not lift the site header above the editor's panel.
    await page.reload({ waitUntil: "networkidle" });
    await panel(page).waitFor();
    expect(await page.evaluate(() => Boolean(document.elementFromPoint(40, 40)?.closest(".editor-panel")))).toBe(true);
  });

  it("skips text saves when unchanged, validates typed settings and shows the spec's error text, keeping what was typed", async () => {
    const { page } = editor;
    const saves = settingsSaves(page);
    const tracking = section(page, "Tracking");
    const analytics = tracking.getByLabel("Google Analytics (G-…)");
    await analytics.focus();
    await analytics.press("Enter");
    await analytics.blur();
    expect(saves).toEqual([]);
    // An invalid address is not sent; its message shows under the field.
    const social = section(page, "Soziale Netzwerke");
    const instagram = await social.getByLabel("Instagram", { exact: true }).inputValue();
    await social.getByLabel("Instagram", { exact: true }).fill("keine adresse");
    await social.getByLabel("Instagram", { exact: true }).press("Enter");
    await social.getByText("Bitte gib eine gültige URL ein").waitFor();
    expect(saves).toEqual([]);
    // Back to the saved address: unchanged, so leaving the field saves nothing.
    await social.getByLabel("Instagram", { exact: true }).fill(instagram);
    // The server refuses a bad booking colour: the spec's text, and the typed value stays.
    const refused = await typeSetting(page, section(page, "Buchungsbutton"), "Farbe im Buchungsfenster (Hex, z. B. 0b5d7a)", "blau");
    expect(refused.status()).toBe(400);
    await toast(page, "Fehler beim Aktualisieren der Einstellungen: ").waitFor();
    expect(await section(page, "Buchungsbutton").getByLabel("Farbe im Buchungsfenster (Hex, z. B. 0b5d7a)").inputValue()).toBe("blau");
    await section(page, "Buchungsbutton").getByLabel("Farbe im Buchungsfenster (Hex, z. B. 0b5d7a)").fill("0b5d7a");
    await panel(page).getByRole("heading", { name: "Kopfzeile" }).click();
    expect(saves).toHaveLength(1);
  });

  it("changes the live site for every section after saving", async () => {
    const { page } = editor;
    await flip(page, section(page, "Kopfzeile"), "Grossbuchstaben");
    const booking = section(page, "Buchungsbutton");
    await flip(page, booking, "Aktiv");
    const footer = section(page, "Fusszeile");
    await typeSetting(page, footer, "Strasse", "Seestrasse 12");
    await typeSetting(page, section(page, "Soziale Netzwerke"), "Instagram", "https://www.instagram.com/optik.seeblick");
    await typeSetting(page, section(page, "Tracking"), "Google Analytics (G-…)", "G-SEEBLICK1");
    await typeSetting(page, section(page, "Qualitätssiegel"), "Konto beim Qualitätssiegel", "QS-2044");
    await typeSetting(page, section(page, "Kontakt"), "Firmenname", "Seeblick Brillen AG");
    const visitor = await visit();
    try {
      const live = visitor.page;
      expect(await live.locator(".site-header__bar").evaluate((el) => getComputedStyle(el).textTransform)).toBe("uppercase");
      await live.locator(".booking-launcher--floating .booking-launcher__button").waitFor();
      expect(await live.locator(".site-footer__branches").count()).toBe(0);
      expect(await live.locator(".site-footer__address").textContent()).toContain("Seestrasse 12");
      expect(await live.locator('.site-footer__social a[href="https://www.instagram.com/optik.seeblick"]').count()).toBe(1);
      expect(await live.locator("#consent").count()).toBe(1);
      expect(await live.locator(".quality-seal").textContent()).toContain("QS-2044");
      expect(await live.locator("main#main").getAttribute("class")).toContain("site-overlay--triangle");
      expect(await live.locator(".site-footer__bottom p").textContent()).toContain("© Seeblick Brillen AG");
    } finally {
      await visitor.close();
    }
    // The editor language changes the editor's own texts at once, and after a reload.
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/settings" && r.request().method() === "POST");
    await section(page, "Sprache des Editors").getByRole("combobox", { name: "Sprache des Editors" }).selectOption("fr");
    expect((await saved).status()).toBe(200);
    await page.getByRole("dialog", { name: "Paramètres" }).waitFor();
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("dialog", { name: "Paramètres" }).waitFor();
    // English is an editor language too (decision 075): the editor's texts follow at once.
    const english = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/settings" && r.request().method() === "POST");
    await page.getByRole("dialog", { name: "Paramètres" }).getByRole("combobox", { name: "Langue de l'éditeur" }).selectOption("en");
    expect((await english).status()).toBe(200);
    await page.getByRole("dialog", { name: "Settings" }).waitFor();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await page.screenshot({ path: `/tmp/settings-english-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const back = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/settings" && r.request().method() === "POST");
    await page.getByRole("dialog", { name: "Settings" }).getByRole("combobox", { name: "Editor language" }).selectOption("de");
    await back;
    await panel(page).waitFor();
  });

  it("warns while 'E-Mail für Kontaktanfragen' of the business record is empty: in the settings and on form blocks in edit mode, never live", async () => {
    const { page } = editor;
    const record = async () =>
      (await (await page.request.get(`${base}/api/v1/optician/record`)).json()) as { contactEmail: string; branches: { usedIn?: unknown }[] };
    const putEmail = async (contactEmail: string) => {
      const { branches, ...rest } = await record();
      const body = { ...rest, contactEmail, branches: branches.map(({ usedIn: _u, ...branch }) => branch) };
      expect((await page.request.put(`${base}/api/v1/optician/record`, { headers: { Origin: base }, data: body })).status()).toBe(200);
    };
    const before = (await record()).contactEmail;
    const warning = "Ohne diese Adresse werden Formulareingänge nur gespeichert und nicht per E-Mail verschickt.";
    expect(await section(page, "Kontakt").getByText(warning).count()).toBe(0);
    await putEmail("");

    // The contact page's form says so in edit mode, with the way to the business panel; the live page says nothing.
    const note = page.locator(".editor-form-mail");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`${base}/de/edit/~contact`, { waitUntil: "networkidle" });
      await note.getByText("Formulareingänge werden gespeichert, aber nicht per E-Mail verschickt").waitFor();
      const box = (await note.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      expect(await axe(page)).toEqual([]);
      await note.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/settings-form-mail-note-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    const live = await (await fetch(`${base}/de/~contact`)).text();
    expect(live).not.toContain("editor-form-mail");
    expect(live).not.toContain("nicht per E-Mail verschickt");

    await note.getByRole("button", { name: "Geschäftsdaten und Öffnungszeiten bearbeiten" }).click();
    const business = page.getByRole("dialog", { name: "Geschäftsdaten und Öffnungszeiten" });
    await business.getByText(warning).waitFor();
    await business.getByLabel("E-Mail für Kontaktanfragen", { exact: true }).fill(before || "praxis@optik-seeblick.example");
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/optician/record" && r.request().method() === "PUT");
    await business.getByRole("button", { name: "Speichern" }).click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => note.count()).toBe(0);
    expect(await business.getByText(warning).count()).toBe(0);
    await page.keyboard.press("Escape");
    await page.goto(`${base}/de/edit?settings=1`, { waitUntil: "networkidle" });
    await section(page, "Kontakt").waitFor();
    expect(await section(page, "Kontakt").getByText(warning).count()).toBe(0);
  });

  it("resets the footer from the business record", async () => {
    const { page } = editor;
    const footer = section(page, "Fusszeile");
    expect(await footer.getByLabel("Strasse").inputValue()).toBe("Seestrasse 12");
    await footer.getByRole("button", { name: "Fusszeile aus den Geschäftsdaten zurücksetzen" }).click();
    // Several branches: the editor picks one, then resets.
    if (await footer.getByLabel("Filiale").count()) await footer.getByRole("button", { name: "Fusszeile aus den Geschäftsdaten zurücksetzen" }).click();
    await toast(page, "Fusszeile zurückgesetzt").waitFor();
    await expect.poll(() => footer.getByRole("switch", { name: "Geschäftsdaten verwenden" }).isChecked()).toBe(true);
    expect(await footer.getByLabel("Strasse").count()).toBe(0);
    const visitor = await visit();
    try {
      expect(await visitor.page.locator(".site-footer__branches").count()).toBe(1);
    } finally {
      await visitor.close();
    }
  });
});

describe("changelog dialog (decision 043)", () => {
  it("opens from the settings with all entries (empty text first); an admin adds one", async () => {
    const { page } = editor;
    await panel(page).getByRole("button", { name: "Neuigkeiten im Editor" }).click();
    const dialog = page.getByRole("dialog", { name: "Neuigkeiten" });
    await dialog.waitFor();
    const date = "2026-11-23";
    const known = await dialog.locator("li").count();
    if (known === 0) await dialog.getByText("Keine Neuigkeiten.").waitFor();
    await dialog.getByLabel("Datum").fill(date);
    await dialog.getByLabel("Text (Deutsch)").fill("Einstellungen für die ganze Website im Editor");
    await dialog.getByLabel("Text (Französisch)").fill("Paramètres de tout le site dans l'éditeur");
    await dialog.getByRole("button", { name: "Hinzufügen" }).click();
    await dialog.getByText("Einstellungen für die ganze Website im Editor").waitFor();
    expect(await axe(page)).toEqual([]);
    const seen = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/changelog");
    await dialog.getByRole("button", { name: "Schliessen" }).last().click();
    expect(JSON.parse((await seen).postData() ?? "{}").dates).toContain(date);
  });

  it("opens by itself once a session when an entry is unseen; closing posts its date as seen", async () => {
    const { page } = editor;
    const added = await page.request.post(`${base}/api/v1/changelog/entries`, {
      headers: { Origin: base },
      data: { date: "2026-11-24", textDe: "Neuer Eintrag", textFr: "Nouvelle entrée" },
    });
    expect([201, 409]).toContain(added.status());
    const fresh = await signInAs(browser(), base, "/de/edit");
    try {
      const dialog = fresh.page.getByRole("dialog", { name: "Neuigkeiten" });
      await dialog.getByText("Neuer Eintrag").waitFor();
      expect(await dialog.getByText("Einstellungen für die ganze Website im Editor").count()).toBe(0);
      const seen = fresh.page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/v1/changelog");
      await fresh.page.keyboard.press("Escape");
      expect(JSON.parse((await seen).postData() ?? "{}").dates).toEqual(["2026-11-24"]);
      // Seen: a new session does not open it again.
      await fresh.page.evaluate(() => sessionStorage.clear());
      await fresh.page.reload({ waitUntil: "networkidle" });
      expect(await stays(fresh.page, () => dialog.count(), 1_000)).toBe(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("settings saves under faults (issue 42, decision 117)", () => {
  const journal = (page: Page) => page.evaluate(() => localStorage.getItem("editor-journal"));
  const stored = async (page: Page) =>
    (await (await page.request.get(`${base}/api/v1/settings`)).json()) as {
      version: number;
      contact: { companyName: string };
      accounts: { qualitySealId: string };
    };
  const openSettings = async (page: Page) => {
    await page.goto(`${base}/de/edit?settings=1`, { waitUntil: "networkidle" });
    await section(page, "Kontakt").waitFor();
  };

  it("a change a closed tab could not send is replayed on the next visit, beside another editor's change of another setting", async () => {
    const tab = await editor.context.newPage();
    await openSettings(tab);
    await tab.route(
      (url) => url.pathname === "/api/v1/settings",
      (route) => (route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue()),
    );
    await section(tab, "Kontakt").getByLabel("Firmenname", { exact: true }).fill("Seeblick Offline AG");
    await section(tab, "Kontakt").getByLabel("Firmenname", { exact: true }).press("Enter");
    await expect.poll(() => tab.locator(".editor-save-status").getAttribute("data-state")).toBe("retrying");
    expect(await journal(tab)).toContain("Seeblick Offline AG");
    await tab.close();
    // Meanwhile another editor saves another setting: the settings' version moves on.
    const current = await stored(editor.page);
    const { version, ...settings } = current;
    const saved = await editor.page.request.post(`${base}/api/v1/settings?version=${version}`, {
      headers: { Origin: base },
      data: { ...settings, accounts: { qualitySealId: "QS-JOURNAL" } },
    });
    expect(saved.status()).toBe(200);
    const next = await editor.context.newPage();
    try {
      await next.goto(`${base}/de/edit`, { waitUntil: "networkidle" });
      await toast(next, "Eine nicht gespeicherte Änderung wurde nachgetragen").waitFor();
      await expect.poll(async () => (await stored(next)).contact.companyName).toBe("Seeblick Offline AG");
      expect((await stored(next)).accounts.qualitySealId).toBe("QS-JOURNAL");
      await expect.poll(() => journal(next)).toBeNull();
    } finally {
      await next.close();
    }
  });

  it("two windows change different settings: the second is merged with the first, not refused", async () => {
    const first = editor.page;
    const second = await editor.context.newPage();
    try {
      await openSettings(first);
      await openSettings(second);
      expect((await typeSetting(first, section(first, "Kontakt"), "Firmenname", "Seeblick Zwei AG")).status()).toBe(200);
      // The second window still holds the version before: its save meets a 409 and is written on top of the first.
      await section(second, "Qualitätssiegel").getByLabel("Konto beim Qualitätssiegel", { exact: true }).fill("QS-ZWEI");
      await section(second, "Qualitätssiegel").getByLabel("Konto beim Qualitätssiegel", { exact: true }).press("Enter");
      await expect.poll(async () => (await stored(second)).accounts.qualitySealId).toBe("QS-ZWEI");
      expect((await stored(second)).contact.companyName).toBe("Seeblick Zwei AG");
      expect(await second.locator("[data-sonner-toast]", { hasText: "Fehler" }).count()).toBe(0);
    } finally {
      await second.close();
    }
  });
});
