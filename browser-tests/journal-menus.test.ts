import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { api, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

/**
 * Issue 42, point 2 / decision 117: a page-menu save that a closed tab could not send is kept in the browser's
 * journal as the values it changed, and replayed on the next visit: written where nobody changed them since, kept
 * together with another editor's change of another value, asked about where someone changed the same value. A
 * page's password is never journaled.
 */
const base = inject("baseURL");
const browser = browserForThisFile();
const run = Date.now().toString(36);

const status = (page: Page) => page.locator(".editor-save-status");
const journal = (page: Page) => page.evaluate(() => localStorage.getItem("editor-journal"));
const isInfoPut = (url: URL, method: string) => method === "PUT" && url.pathname === "/api/v1/page/info";

type Info = { version: number; slug: string | null; meta: { name: Record<string, string>; protected: boolean } };
const info = (page: Page, id: string, lang = "de"): Promise<Info> => api(page, base, `/page/info?id=${id}&lang=${lang}`);

let editor: OpenedPage;
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
}, 90_000);
afterAll(async () => {
  await editor?.close();
});

/**
 * Opens the page menu of a new page in a tab whose page-menu saves cannot reach the server, lets `edit` change it,
 * waits until the save is being retried, and closes the tab. Resolves to the page's id and edit address.
 */
async function editOfflineAndClose(name: string, edit: (tab: Page) => Promise<void>): Promise<{ id: string; path: string }> {
  const slug = `${name.toLowerCase()}-${run}`;
  const { id } = await createTestPage(editor.page, base, { name, slug });
  const path = `${base}/de/edit/${slug}`;
  const tab = await editor.context.newPage();
  await tab.goto(`${path}?pagemenu=1`, { waitUntil: "networkidle" });
  await tab.route(
    (url) => url.pathname === "/api/v1/page/info",
    (route) => (isInfoPut(new URL(route.request().url()), route.request().method()) ? route.abort("internetdisconnected") : route.continue()),
  );
  await edit(tab);
  await expect.poll(() => status(tab).getAttribute("data-state")).toBe("retrying");
  await tab.close();
  return { id, path };
}

/** Commits a page-menu text field: types over it and leaves it with Enter. */
async function retype(page: Page, label: string, value: string): Promise<void> {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByLabel(label, { exact: true }).press("Enter");
}

describe("page-menu saves of a closed tab", () => {
  it("are replayed on the next visit; a password typed meanwhile is never written to the journal", async () => {
    let written: string | null = null;
    const { id, path } = await editOfflineAndClose("Journalname", async (tab) => {
      await retype(tab, "Name (FR)", "Lunettes de soleil");
      await expect.poll(() => journal(tab)).toContain("Lunettes de soleil");
      await tab.getByLabel("Neues Passwort").fill("geheim-123");
      await tab.getByRole("button", { name: "Passwort setzen" }).click();
      written = await journal(tab);
    });
    expect(written).not.toContain("geheim-123");
    expect(JSON.parse(written ?? "[]")).toHaveLength(1);
    const next = await editor.context.newPage();
    try {
      await next.goto(path, { waitUntil: "networkidle" });
      await toast(next, "Eine nicht gespeicherte Änderung wurde nachgetragen").waitFor();
      await expect.poll(async () => (await info(next, id)).meta.name.fr).toBe("Lunettes de soleil");
      expect((await info(next, id)).meta.protected).toBe(false);
      await expect.poll(() => journal(next)).toBeNull();
    } finally {
      await next.close();
    }
  });

  it("keep another editor's change of another value: only the changed value is written", async () => {
    const { id, path } = await editOfflineAndClose("Journalmix", (tab) => retype(tab, "URL (FR)", `journalmix-fr-${run}`));
    // Meanwhile another editor renames the page in German: the page's version moves on.
    const current = await info(editor.page, id);
    await api(editor.page, base, "/page/info", { id, lang: "de", version: current.version, meta: { name: { de: "Neuer Name" } } }, "PUT");
    const next = await editor.context.newPage();
    try {
      await next.goto(path, { waitUntil: "networkidle" });
      await expect.poll(async () => (await info(next, id, "fr")).slug, { timeout: 20_000 }).toBe(`journalmix-fr-${run}`);
      const after = await info(next, id);
      expect(after.meta.name.de).toBe("Neuer Name");
      expect(await next.locator("[data-sonner-toast]", { hasText: "Deine Fassung" }).count()).toBe(0);
      await expect.poll(() => journal(next)).toBeNull();
    } finally {
      await next.close();
    }
  });

  it("ask keep mine / take theirs with both values when someone changed the same value", async () => {
    const { id, path } = await editOfflineAndClose("Journalstreit", (tab) => retype(tab, "Name (FR)", "Ma version"));
    const current = await info(editor.page, id);
    await api(editor.page, base, "/page/info", { id, lang: "de", version: current.version, meta: { name: { fr: "Autre version" } } }, "PUT");
    const next = await editor.context.newPage();
    try {
      await next.goto(path, { waitUntil: "networkidle" });
      await toast(next, "Deine Fassung: «Ma version» · Gespeichert ist: «Autre version»").waitFor();
      // Nothing is decided silently: the other value stays until the owner chooses.
      expect((await info(next, id)).meta.name.fr).toBe("Autre version");
      await next.locator("[data-sonner-toast] button", { hasText: "Meine behalten" }).click();
      await expect.poll(async () => (await info(next, id)).meta.name.fr).toBe("Ma version");
      await expect.poll(() => journal(next)).toBeNull();
    } finally {
      await next.close();
    }
  });
});
