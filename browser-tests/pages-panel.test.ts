import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage, openPage } from "./browser";
import { api, openPagesPanel, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("pages panel (toolbar Pages)", () => {
  it("lists every page by collection with draft and protected marks, opens a page in edit mode, and Escape closes it", async () => {
    const { page } = editor;
    await createTestPage(page, base, { name: `Entwurf ${stamp}`, slug: `entwurf-${stamp}` });
    const { id: guarded } = await createTestPage(page, base, { name: `Geschützt ${stamp}`, slug: `geschuetzt-${stamp}` });
    await api(page, base, "/page/info", { id: guarded, lang: "de", meta: { password: "geheim" } }, "PUT");
    await openPagesPanel(page, base);
    const uncategorized = page.locator('[data-collection="Uncategorized"]');
    await expect(uncategorized.locator("h4").textContent()).resolves.toContain("Ohne Sammlung");
    const draft = uncategorized.locator("li", { hasText: `Entwurf ${stamp}` });
    expect(await draft.locator(".editor-badge").allTextContents()).toEqual(["Entwurf"]);
    expect(
      await uncategorized
        .locator("li", { hasText: `Geschützt ${stamp}` })
        .locator(".editor-badge")
        .allTextContents(),
    ).toEqual(["Entwurf", "Geschützt"]);
    expect(await page.locator('[data-collection="team"] h4').textContent()).toContain("Team");
    await page.locator('[data-collection="team"] a', { hasText: "Lea Brunner" }).waitFor();
    expect(await page.locator('[data-collection="services"] h4').textContent()).toContain("Dienstleistungen");
    // The page being edited is marked as the current one.
    expect(await page.locator('.editor-page-list a[aria-current="page"]').count()).toBe(1);
    await page.locator(".editor-nav-container").first().waitFor();
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await page.locator(".editor-page-list").waitFor({ state: "detached" });
    expect(await page.locator(".editor-toolbar").isVisible()).toBe(true);

    await page.locator(".editor-toolbar button", { hasText: "Seiten" }).click();
    await Promise.all([page.waitForURL(`${base}/de/edit/entwurf-${stamp}`), draft.locator("a").click()]);
    await page.locator("h1", { hasText: `Entwurf ${stamp}` }).waitFor();
  });

  it("creates a page: a name is required, a collection gives it its blocks, the editor goes to it; a failure says so", async () => {
    const { page } = editor;
    await openPagesPanel(page, base);
    const form = page.getByRole("form", { name: "Neue Seite" });
    await form.getByRole("button", { name: "Seite erstellen" }).click();
    expect(await form.getByRole("alert").textContent()).toBe("Bitte gib einen Namen ein");
    await form.getByLabel("Name der Seite").fill(`Neu ${stamp}`);
    await form.getByLabel("Sammlung").selectOption("team");
    await Promise.all([page.waitForURL(`${base}/de/edit/team/neu-${stamp}?toolbar=1`), form.getByRole("button", { name: "Seite erstellen" }).click()]);
    await page.locator("h1", { hasText: `Neu ${stamp}` }).waitFor();
    // The collection's initial blocks: a text block titled with the name, and the page joins the team list.
    expect(await page.locator('[data-item-type="group"][data-block-type="richTextBlock"]').count()).toBe(1);
    const list = await api(page, base, "/collection/list");
    const team = list.collections.find((c: { collectionName: string }) => c.collectionName === "team");
    expect(team.items.map((e: { name: { de: string } }) => e.name.de)).toContain(`Neu ${stamp}`);

    // The same name again: its address exists, so creating fails and says why; the name stays for another try.
    await openPagesPanel(page, base);
    await form.getByLabel("Name der Seite").fill(`Neu ${stamp}`);
    await form.getByRole("button", { name: "Seite erstellen" }).click();
    await toast(page, "Fehler beim Erstellen der Seite: Diese URL existiert bereits").waitFor();
    expect(await form.getByLabel("Name der Seite").inputValue()).toBe(`Neu ${stamp}`);
  });
});

describe("page menu (pagemenu flag)", () => {
  const infoOf = async (id: string, lang: string) => api(editor.page, base, `/page/info?id=${id}&lang=${lang}`);
  let id = "";

  it("renames per language, keeps the slug rules while typing, goes to the new address, and sets the languages", async () => {
    const { page } = editor;
    id = (await createTestPage(page, base, { name: `Menü ${stamp}`, slug: `menue-${stamp}` })).id;
    await page.goto(`${base}/de/edit/menue-${stamp}?pagemenu=1`, { waitUntil: "networkidle" });
    const menu = page.getByRole("dialog", { name: "Seite" });
    await menu.getByLabel("Name (FR)").waitFor();
    expect(await axe(page)).toEqual([]);

    await menu.getByLabel("Name (FR)").fill(`Menu ${stamp}`);
    await menu.getByLabel("Name (FR)").press("Enter");
    await toast(page, "Gespeichert").waitFor();
    expect((await infoOf(id, "fr")).meta.name).toEqual({ de: `Menü ${stamp}`, fr: `Menu ${stamp}` });

    const slug = menu.getByLabel("URL (DE)");
    await slug.fill("");
    await slug.pressSequentially("Neue Adresse für Brillen ");
    expect(await slug.inputValue()).toBe("neue-adresse-fuer-brillen-");
    await slug.fill("");
    await slug.press("Tab");
    expect(await menu.getByRole("alert").textContent()).toBe("Die URL darf nicht leer sein");
    await slug.fill("");
    await slug.pressSequentially("Sehtest");
    expect(await menu.getByRole("alert").textContent()).toBe("Diese URL existiert bereits");
    await slug.fill("");
    await slug.pressSequentially(`Adresse ${stamp}`);
    await Promise.all([page.waitForURL(`${base}/de/edit/adresse-${stamp}?pagemenu=1`), slug.press("Enter")]);
    expect((await infoOf(id, "de")).slug).toBe(`adresse-${stamp}`);

    const languages = page.getByRole("group", { name: "Sprachen der Seite" });
    await languages.getByLabel("FR").uncheck();
    await toast(page, "Gespeichert").waitFor();
    await expect.poll(async () => (await infoOf(id, "de")).meta.disallowedLanguages).toEqual(["fr"]);
    await languages.getByLabel("DE").click();
    expect(await languages.getByRole("alert").textContent()).toBe("Mindestens eine Sprache muss aktiv bleiben");
    expect(await languages.getByLabel("DE").isChecked()).toBe(true);
    await languages.getByLabel("FR").check();
    await expect.poll(async () => (await infoOf(id, "de")).meta.disallowedLanguages).toEqual([]);
  });

  it("protects the page with a password a visitor must enter after publishing; changes and removes it", async () => {
    const { page } = editor;
    const menu = page.getByRole("dialog", { name: "Seite" });
    const password = page.getByRole("group", { name: "Passwort" });
    expect(await password.locator("[data-protected]").textContent()).toContain("Die Seite ist frei zugänglich.");
    await password.getByLabel("Neues Passwort").fill("brille-2026");
    await password.getByRole("button", { name: "Passwort setzen" }).click();
    await password.locator('[data-protected="true"]').waitFor();
    expect(await menu.locator(".editor-facts .editor-badge").textContent()).toBe("Geschützt");
    await api(page, base, "/page/publish", { id });

    const visitor = await openPage(browser(), `${base}/de/adresse-${stamp}`);
    try {
      const form = visitor.page.locator('form[action="/api/v1/page/unlock"]');
      await form.waitFor();
      expect(await visitor.page.locator("h1", { hasText: `Menü ${stamp}` }).count()).toBe(0);
      await form.locator('input[name="password"]').fill("falsch");
      await Promise.all([visitor.page.waitForURL(/error=1/), form.locator('button[type="submit"]').click()]);
      await form.locator('input[name="password"]').fill("brille-2026");
      await Promise.all([visitor.page.waitForLoadState("load"), form.locator('button[type="submit"]').click()]);
      await visitor.page.locator("h1", { hasText: `Menü ${stamp}` }).waitFor();
    } finally {
      await visitor.close();
    }

    await password.getByLabel("Neues Passwort").fill("brille-2027");
    // Waits for this save's own answer (an earlier "Gespeichert" toast may still be showing).
    const changed = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/page/info" && r.request().method() === "PUT");
    await password.getByRole("button", { name: "Passwort ändern" }).click();
    expect((await changed).status()).toBe(200);
    // The field empties once the save is through and the menu has the page's info again.
    await expect.poll(() => password.getByLabel("Neues Passwort").inputValue()).toBe("");
    await password.getByRole("button", { name: "Passwort entfernen" }).click();
    await password.locator('[data-protected="false"]').waitFor();
    expect((await infoOf(id, "de")).meta.protected).toBe(false);
  });

  it("deletes the page after a confirmation and goes to the home page", async () => {
    const { page } = editor;
    await page.getByRole("dialog", { name: "Seite" }).getByRole("button", { name: "Seite löschen" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Seite löschen" });
    await Promise.all([page.waitForURL(`${base}/de/edit?toolbar=1`), confirm.getByRole("button", { name: "Seite löschen" }).click()]);
    const response = await page.request.get(`${base}/api/v1/page/info?id=${id}&lang=de`);
    expect(response.status()).toBe(404);
  });
});
