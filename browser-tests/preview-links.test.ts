import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage, openPage } from "./browser";
import { api, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);

let owner: OpenedPage;
beforeAll(async () => {
  owner = await signInAs(browser(), base, "/de/edit");
}, 60_000);
afterAll(async () => {
  await owner?.close();
});

describe.each([
  [1280, 900],
  [390, 844],
])("preview links in the page menu at %i px", (width, height) => {
  it("shows an unpublished heading to a browser without a session, marked as a preview, until the owner revokes the link", async () => {
    const { page } = owner;
    await page.setViewportSize({ width, height });
    const title = (text: string) => ({ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text } } }] });
    const { id, editPath } = await createTestPage(page, base, {
      name: `Vorschau ${width}`,
      slug: `vorschau-${stamp}-${width}`,
      groups: [title("Alte Fassung")],
    });
    await api(page, base, "/page/publish", { id });

    // The owner changes the heading in place and does not publish.
    const changed = `Neue Fassung ${width}`;
    await page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
    await page.locator('h1[data-field-name="title"]').click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(changed);
    await page.keyboard.press("Enter");
    await toast(page, "Gespeichert").waitFor();

    await page.goto(`${base}${editPath}?pagemenu=1`, { waitUntil: "networkidle" });
    const section = page.getByRole("dialog", { name: "Seite" }).getByRole("group", { name: "Vorschau-Links" });
    await section.getByText("Keine aktiven Vorschau-Links.").waitFor();
    expect(await section.getByLabel("Gültig für").inputValue()).toBe("7");
    await section.getByRole("button", { name: "Vorschau-Link erstellen" }).click();
    await toast(page, "Vorschau-Link erstellt").waitFor();
    const address = section.getByLabel("Neuer Vorschau-Link");
    const url = await address.inputValue();
    expect(url).toMatch(new RegExp(`^${base}/~preview/[A-Za-z0-9_-]{43}$`));
    expect(await section.getByRole("listitem").allTextContents()).toEqual([expect.stringContaining("gültig bis")]);
    expect(await section.getByRole("button", { name: "Link kopieren" }).count()).toBe(1);
    // Nothing of the section leaves the menu's width, and it passes the accessibility checks.
    expect(await section.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await section.screenshot({ path: `/tmp/preview-links-menu-${width}.png` });

    // A second browser, never signed in, opens the link: the new heading, under the preview banner, no editor.
    const guest = await openPage(browser(), url, { viewport: { width, height } });
    try {
      expect(guest.status).toBe(200);
      expect(await guest.page.locator("h1").first().textContent()).toBe(changed);
      expect(await guest.page.getByRole("region", { name: "Vorschau – noch nicht veröffentlicht" }).textContent()).toBe("Vorschau – noch nicht veröffentlicht");
      expect(await guest.page.locator("#editor-root, .editor-floating, [data-item]").count()).toBe(0);
      expect(guest.errors).toEqual([]);
      await guest.page.screenshot({ path: `/tmp/preview-links-banner-${width}.png` });
      // The live page still shows what is published.
      expect(await (await guest.page.request.get(`${base}/de/vorschau-${stamp}-${width}`)).text()).toContain("Alte Fassung");

      await section.getByRole("button", { name: /widerrufen$/ }).click();
      await toast(page, "Vorschau-Link widerrufen").waitFor();
      await section.getByText("Keine aktiven Vorschau-Links.").waitFor();

      const refused = await guest.page.reload({ waitUntil: "networkidle" });
      expect(refused?.status()).toBe(410);
      expect(await guest.page.locator("h1").first().textContent()).toBe("Vorschau nicht mehr verfügbar");
      expect(await guest.page.getByText(changed).count()).toBe(0);
      await guest.page.screenshot({ path: `/tmp/preview-links-refused-${width}.png` });
    } finally {
      await guest.close();
    }
    await page.keyboard.press("Escape");
  });
});
