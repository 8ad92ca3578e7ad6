import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";
import { signInAs } from "./sign-in";

const base = inject("baseURL");
const browser = browserForThisFile();

/** The raw href of every link to a page of the site (/de…, /fr…) in one part of the page, with where it is. */
const internalLinks = (page: Page, scope: string) =>
  page
    .locator(`${scope} a[href^="/de"], ${scope} a[href^="/fr"]`)
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")!).filter((href) => /^\/(de|fr)(\/|$|[?#])/.test(href)));

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
}, 60_000);
afterAll(async () => {
  await editor?.close();
});

describe("links in edit mode (decision 066)", () => {
  it("every link to a page of the site on the home page (header, navigation, body, footer) stays in edit mode; live, none does", async () => {
    const { page } = editor;
    await page.goto(`${base}/de/edit`, { waitUntil: "networkidle" });
    const visitor = await openPage(browser(), `${base}/de`);
    try {
      for (const scope of [".site-header", "main", ".site-footer"]) {
        const edit = await internalLinks(page, scope);
        const live = await internalLinks(visitor.page, scope);
        expect(edit.length, scope).toBeGreaterThan(0);
        expect(
          edit.filter((href) => !/^\/(de|fr)\/edit(\/|$|[?#])/.test(href)),
          scope,
        ).toEqual([]);
        expect(live.length, scope).toBeGreaterThan(0);
        expect(
          live.filter((href) => /^\/(de|fr)\/edit(\/|$|[?#])/.test(href)),
          scope,
        ).toEqual([]);
      }
      // The same links: each live one has its edit-mode twin (edit mode may show more, e.g. drafts).
      const editAll = new Set(await internalLinks(page, "body"));
      for (const href of await internalLinks(visitor.page, "body")) expect(editAll, href).toContain(href.replace(/^\/(de|fr)/, "/$1/edit"));
    } finally {
      await visitor.close();
    }
  });

  it("clicking 'Kontakt' in the header's navigation of edit mode opens the contact page in edit mode", async () => {
    const { page } = editor;
    await page.goto(`${base}/de/edit`, { waitUntil: "networkidle" });
    const contact = page.locator(".site-header nav a", { hasText: /^Kontakt$/ }).first();
    await Promise.all([page.waitForURL((url) => url.pathname.startsWith("/de/edit/")), contact.click()]);
    await page.locator(".editor-floating button, .editor-toolbar").first().waitFor();
  });
});

describe("the 'Bearbeiten' link of live pages (decision 065)", () => {
  it("the live HTML is the same with and without a session; the link comes from the script and the cookie", async () => {
    const { page } = editor;
    const signedIn = await page.request.get(`${base}/de`);
    const visitor = await openPage(browser(), `${base}/de`);
    try {
      const anonymous = await visitor.page.request.get(`${base}/de`);
      expect(await signedIn.text()).toBe(await anonymous.text());
      expect(await signedIn.text()).not.toContain('edit-link"');
      expect(await visitor.page.locator(".edit-link").count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  for (const [path, label, edit] of [
    ["/de", "Bearbeiten", "/de/edit"],
    ["/fr/prestations", "Modifier", "/fr/edit/prestations"],
  ] as const) {
    it(`shows '${label}' on ${path}, leading to ${edit}`, async () => {
      const { page } = editor;
      await page.goto(base + path, { waitUntil: "networkidle" });
      const link = page.getByRole("link", { name: label, exact: true });
      // Taking it is for editing: edit mode opens with the toolbar (issue 45).
      expect(await link.getAttribute("href")).toBe(`${edit}?toolbar=1`);
      expect(await link.isVisible()).toBe(true);
      await Promise.all([page.waitForURL((url) => url.pathname === edit), link.click()]);
      // Edit mode itself shows no such link.
      await page.locator(".editor-floating button, .editor-toolbar").first().waitFor();
      expect(await page.locator(".edit-link").count()).toBe(0);
    });
  }

  it.each([390, 1280])("is reached with the keyboard, shows a focus ring, passes axe and covers nothing at the end of the page at %i px", async (width) => {
    const phone = await editor.context
      .browser()!
      .newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, storageState: await editor.context.storageState() });
    const page = await phone.newPage();
    try {
      await page.goto(`${base}/de`, { waitUntil: "networkidle" });
      const link = page.locator(".edit-link");
      await link.waitFor();
      let reached = false;
      for (let i = 0; i < 40 && !reached; i++) {
        await page.keyboard.press("Tab");
        reached = await link.evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
      expect(await link.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
      expect(await axe(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/edit-link-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const covered = await page.evaluate(() => {
        const box = document.querySelector(".edit-link")!.getBoundingClientRect();
        const texts = [...document.querySelectorAll(".site-footer a, .site-footer p, .site-footer li, .site-footer h2, .site-footer button")];
        return texts
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          })
          .map((el) => el.textContent?.trim());
      });
      expect(covered).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it("is gone after signing out (the sign-out clears the cookie)", async () => {
    const other = await signInAs(browser(), base, "/de/edit");
    try {
      expect((await other.page.request.post(`${base}/api/v1/auth/logout`, { headers: { Origin: base }, data: {} })).status()).toBe(200);
      await other.page.goto(`${base}/de`, { waitUntil: "networkidle" });
      expect(await other.page.locator(".edit-link").count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});
