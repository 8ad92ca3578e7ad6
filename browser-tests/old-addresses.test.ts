import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage } from "./browser";
import { api, toast } from "./panel-helpers";
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

/** What a visitor's first request for `path` answers: status and where a redirect points. */
async function firstAnswer(path: string) {
  const response = await editor.page.request.get(`${base}${path}`, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? null };
}

describe.each([1280, 390])("old addresses in the page menu at %i px", (width) => {
  it("renames the address, publishes, and the old address leads to the new one; it is listed, can be removed, and one is added by hand", async () => {
    const { page } = editor;
    await page.setViewportSize({ width, height: 900 });
    const before = `alt-${stamp}-${width}`;
    const after = `neu-${stamp}-${width}`;
    const { id } = await createTestPage(page, base, { name: `Umzug ${width}`, slug: before });
    await api(page, base, "/page/publish", { id });
    expect(await firstAnswer(`/de/${before}`)).toEqual({ status: 200, location: null });

    await page.goto(`${base}/de/edit/${before}?pagemenu=1`, { waitUntil: "networkidle" });
    const menu = page.getByRole("dialog", { name: "Seite" });
    const slug = menu.getByLabel("URL (DE)");
    await slug.fill(after);
    await Promise.all([page.waitForURL(`${base}/de/edit/${after}?pagemenu=1`), slug.press("Enter")]);
    await api(page, base, "/page/publish", { id });
    expect(await firstAnswer(`/de/${before}?von=mail`)).toEqual({ status: 301, location: `/de/${after}?von=mail` });
    // A visitor following the old link lands on the page.
    await page.goto(`${base}/de/${before}`);
    expect(new URL(page.url()).pathname).toBe(`/de/${after}`);

    await page.goto(`${base}/de/edit/${after}?pagemenu=1`, { waitUntil: "networkidle" });
    const old = menu.getByRole("group", { name: "Alte Adressen" });
    const listed = old.getByRole("listitem");
    await listed.filter({ hasText: `/de/${before}` }).waitFor();
    expect(await listed.allTextContents()).toEqual([expect.stringContaining("führt zu DE")]);

    // By hand: the own address is refused in place; a path of the previous website is added and leads here.
    const field = old.getByLabel("Alte Adresse hinzufügen (z. B. von der früheren Website)");
    await field.fill(`/de/${after}`);
    await old.getByRole("button", { name: "Hinzufügen" }).click();
    expect(await old.getByRole("alert").textContent()).toBe("Das ist die aktuelle Adresse dieser Seite.");
    await field.fill(`https://alter-shop.ch/brillen-${stamp}-${width}.html`);
    await old.getByRole("button", { name: "Hinzufügen" }).click();
    await listed.filter({ hasText: `/brillen-${stamp}-${width}.html` }).waitFor();
    expect(await old.getByRole("alert").count()).toBe(0);
    expect(await field.inputValue()).toBe("");
    expect(await firstAnswer(`/brillen-${stamp}-${width}.html`)).toEqual({ status: 301, location: `/de/${after}` });

    // Nothing of the section leaves the menu's width, and it passes the accessibility checks.
    expect(await old.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/old-addresses-${width}.png` });

    await old.getByRole("button", { name: `Alte Adresse /de/${before} entfernen` }).click();
    await toast(page, "Alte Adresse entfernt").waitFor();
    await listed.filter({ hasText: `/de/${before}` }).waitFor({ state: "detached" });
    expect(await firstAnswer(`/de/${before}`)).toEqual({ status: 404, location: null });
    await page.keyboard.press("Escape");
  });
});
