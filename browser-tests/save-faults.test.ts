import type { Page, Route } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { api, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { delay } from "./waits";
import { createTestPage } from "./test-pages";

/**
 * Issue 42 / decision 117: nothing an owner types is lost. Saves meet dropped connections, 503s, slow answers,
 * answers lost after the server applied them, a tab closed halfway and a second window; every field ends with the
 * last value typed, each edit applied once.
 */
const base = inject("baseURL");
const browser = browserForThisFile();
const run = Date.now().toString(36);
const FIELDS = 4;

const text = (name: string, value: string) => ({ name, contentType: "localizedSingleValue", content: { de: { text: value } } });
const titles = (page: Page) => page.locator('h1[data-field-name="title"]');
const status = (page: Page) => page.locator(".editor-save-status");
const isData = (route: Route) => route.request().method() === "POST" && new URL(route.request().url()).pathname === "/api/v1/data";

/** The field's value and version as the server holds them now. */
async function stored(page: Page, fieldId: string): Promise<{ text: string | null; version: number }> {
  const item = await api(page, base, `/history/item?id=${fieldId}`);
  return { text: item.value.content.de?.text ?? null, version: item.version };
}

/** A page of the test's own with `FIELDS` hero blocks, each with a title; opened in edit mode. */
async function openTestPage(opened: OpenedPage, name: string): Promise<string[]> {
  const slug = `${name}-${run}`;
  const groups = Array.from({ length: FIELDS }, (_, index) => ({ blockType: "hero", fields: [text("title", `Titel ${index}`)] }));
  await createTestPage(opened.page, base, { name, slug, groups });
  await opened.page.goto(`${base}/de/edit/${slug}?toolbar=1`, { waitUntil: "networkidle" });
  await opened.page.locator(".editor-toolbar").waitFor();
  return titles(opened.page).evaluateAll((elements) => elements.map((element) => element.getAttribute("data-item") ?? ""));
}

/** Replaces the text of title `index` and commits it with Enter (the caret stays in the field). */
async function retype(page: Page, index: number, value: string): Promise<void> {
  await titles(page).nth(index).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(value);
  await page.keyboard.press("Enter");
}

/** Waits until no save is pending or retried. */
const allSaved = (page: Page, timeout = 60_000) => expect.poll(() => status(page).getAttribute("data-pending"), { timeout, interval: 100 }).toBe("0");

let editor: OpenedPage;
let fields: string[];
const field = (index: number): string => fields[index] ?? "";
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  fields = await openTestPage(editor, "pannen");
}, 90_000);
afterAll(async () => {
  await editor?.close();
});

describe("a save that meets a fault is retried until the server keeps it", () => {
  it("offline: the field and the toolbar say it is being retried; back online it is saved, once", async () => {
    const { page, context } = editor;
    const before = await stored(page, field(0));
    await context.setOffline(true);
    await retype(page, 0, "Im Zug getippt");
    await expect.poll(() => status(page).textContent()).toBe("Nicht gespeichert – wird erneut versucht (1)");
    expect(await titles(page).nth(0).getAttribute("data-save-state")).toBe("retrying");
    expect(await titles(page).nth(0).getAttribute("data-save-label")).toBe("Nicht gespeichert – wird erneut versucht (1)");
    expect(await titles(page).nth(0).textContent()).toBe("Im Zug getippt");
    await context.setOffline(false);
    await expect.poll(() => status(page).textContent()).toBe("Gespeichert");
    // The field says so too, for a moment.
    expect(await titles(page).nth(0).getAttribute("data-save-label")).toBe("Gespeichert");
    await expect.poll(() => titles(page).nth(0).getAttribute("data-save-state")).toBeNull();
    expect(await stored(page, field(0))).toEqual({ text: "Im Zug getippt", version: before.version + 1 });
  });

  it("a 503 and a timeout-like abort are retried; an answer lost after the server applied the save is not applied twice", async () => {
    const { page } = editor;
    const before = await stored(page, field(1));
    const faults = ["503", "applied-then-dropped", "aborted"];
    await page.route("**/api/v1/data", async (route) => {
      const fault = isData(route) ? faults.shift() : undefined;
      if (fault === "503") return route.fulfill({ status: 503, contentType: "application/json", body: '{"error":"unavailable","message":"try later"}' });
      if (fault === "aborted") return route.abort("timedout");
      if (fault === "applied-then-dropped") {
        await route.fetch();
        return route.abort("connectionreset");
      }
      return route.continue();
    });
    await retype(page, 1, "Trotz Störung");
    await allSaved(page);
    await page.unroute("**/api/v1/data");
    expect(faults).toEqual([]);
    expect(await stored(page, field(1))).toEqual({ text: "Trotz Störung", version: before.version + 1 });
    expect(await page.locator("[data-sonner-toast]", { hasText: "inzwischen geändert" }).count()).toBe(0);
  });

  it("slow answers: quick successive edits of one field arrive in order, the last one wins", async () => {
    const { page } = editor;
    const before = await stored(page, field(2));
    await page.route("**/api/v1/data", async (route) => {
      if (isData(route)) await delay(700);
      return route.continue();
    });
    for (const value of ["Eins", "Zwei", "Drei"]) await retype(page, 2, value);
    await allSaved(page);
    await page.unroute("**/api/v1/data");
    expect(await stored(page, field(2))).toEqual({ text: "Drei", version: before.version + 3 });
    expect(await titles(page).nth(2).textContent()).toBe("Drei");
  });

  it("a 4xx is a refusal: not retried, the error says why and the typed text stays", async () => {
    const { page } = editor;
    let calls = 0;
    await page.route("**/api/v1/data", (route) => {
      if (!isData(route)) return route.continue();
      calls++;
      return route.fulfill({ status: 400, contentType: "application/json", body: '{"error":"invalid","message":"data: zu lang"}' });
    });
    await retype(page, 3, "Abgelehnt");
    await toast(page, "Fehler beim Speichern: data: zu lang").waitFor();
    await allSaved(page);
    await page.unroute("**/api/v1/data");
    expect(calls).toBe(1);
    expect(await titles(page).nth(3).textContent()).toBe("Abgelehnt");
  });
});

describe("rich text, options and the page menu under faults", () => {
  it("each is retried until saved, once", { timeout: 120_000 }, async () => {
    const opened = await signInAs(browser(), base, "/de/edit");
    try {
      const { page, context } = opened;
      const slug = `pannen-mehr-${run}`;
      const paragraph = (words: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: words }] }] });
      const { id } = await createTestPage(page, base, {
        name: "Pannen mehr",
        slug,
        groups: [
          {
            blockType: "hero",
            fields: [text("title", "Mehr Pannen"), { name: "description", contentType: "localizedRichText", content: { de: { json: paragraph("Brillen") } } }],
          },
        ],
      });
      await page.goto(`${base}/de/edit/${slug}?toolbar=1`, { waitUntil: "networkidle" });
      await page.locator(".editor-toolbar").waitFor();
      const description = page.locator('.rich-text[data-field-name="description"]');
      const descriptionId = (await description.getAttribute("data-item")) ?? "";
      const fails = (count: number) => {
        let left = count;
        return (route: Route) => (left-- > 0 ? route.fulfill({ status: 503, contentType: "application/json", body: "{}" }) : route.continue());
      };

      // Rich text: two 503s, then saved.
      await description.click();
      await page.getByRole("toolbar", { name: "Textformatierung" }).waitFor();
      await page.keyboard.press("End");
      await page.keyboard.type(" für Kinder");
      await page.route("**/api/v1/data", fails(2));
      await page.mouse.click(640, 880);
      await expect.poll(() => status(page).getAttribute("data-state")).toBe("retrying");
      await allSaved(page);
      await page.unroute("**/api/v1/data");
      const rich = await api(page, base, `/history/item?id=${descriptionId}`);
      expect(JSON.stringify(rich.value.content.de.json)).toContain("Brillen für Kinder");

      // An option while offline: saved once the browser is back online.
      const hero = page.locator('[data-item-type="group"][data-block-type="hero"]').first();
      const heroId = (await hero.getAttribute("data-item")) ?? "";
      await hero.focus();
      await page.keyboard.press("Enter");
      const part = page.locator('.editor-menu [data-options-for="hero"]');
      await part.waitFor();
      await context.setOffline(true);
      await part.getByLabel("Volle Höhe").check();
      await expect.poll(() => status(page).getAttribute("data-state")).toBe("retrying");
      await context.setOffline(false);
      await allSaved(page);
      const group = await api(page, base, `/history/item?id=${heroId}`);
      expect(group.value.options.fullHeight.value).toBe(true);
      await expect.poll(() => hero.locator(".hero--full").count()).toBe(1);

      // A page menu field: a 503, then saved.
      await page.goto(`${base}/de/edit/${slug}?pagemenu=1`, { waitUntil: "networkidle" });
      // One 503 in all: the counter lives outside the handler (made inside it, every PUT would fail).
      const oncePut = fails(1);
      await page.route("**/api/v1/page/info", (route) => (route.request().method() === "PUT" ? oncePut(route) : route.continue()));
      await page.getByLabel("URL (FR)").fill(`${slug}-fr`);
      await page.keyboard.press("Enter");
      await allSaved(page);
      await page.unroute("**/api/v1/page/info");
      expect((await api(page, base, `/page/info?id=${id}&lang=fr`)).slug).toBe(`${slug}-fr`);
    } finally {
      await opened.close();
    }
  });
});

describe("the journal keeps what a closed tab could not save", () => {
  it("replays it on the next visit: saved when its version is still current", async () => {
    const context = editor.context;
    const tab = await context.newPage();
    const slugPage = editor.page.url();
    await tab.goto(slugPage, { waitUntil: "networkidle" });
    await tab.locator(".editor-toolbar").waitFor();
    const before = await stored(tab, field(0));
    // The connection is gone: the save cannot be sent, the owner closes the tab anyway.
    await tab.route("**/api/v1/data", (route) => (isData(route) ? route.abort("internetdisconnected") : route.continue()));
    await retype(tab, 0, "Vor dem Schliessen");
    await expect.poll(() => status(tab).getAttribute("data-state")).toBe("retrying");
    const journal = await tab.evaluate(() => JSON.parse(localStorage.getItem("editor-journal") ?? "[]"));
    expect(journal).toHaveLength(1);
    expect(JSON.stringify(journal)).not.toMatch(/session|cookie|password/i);
    await tab.close();
    const next = await context.newPage();
    await next.goto(slugPage, { waitUntil: "networkidle" });
    await toast(next, "Eine nicht gespeicherte Änderung wurde nachgetragen").waitFor();
    expect(await stored(next, field(0))).toEqual({ text: "Vor dem Schliessen", version: before.version + 1 });
    expect(await titles(next).nth(0).textContent()).toBe("Vor dem Schliessen");
    expect(await next.evaluate(() => localStorage.getItem("editor-journal"))).toBeNull();
    await next.close();
  });

  it("asks keep mine / take theirs with both texts when the field changed meanwhile", async () => {
    const context = editor.context;
    const tab = await context.newPage();
    await tab.goto(editor.page.url(), { waitUntil: "networkidle" });
    await tab.locator(".editor-toolbar").waitFor();
    await tab.route("**/api/v1/data", (route) => (isData(route) ? route.abort("internetdisconnected") : route.continue()));
    await retype(tab, 1, "Meine Fassung");
    await expect.poll(() => status(tab).getAttribute("data-state")).toBe("retrying");
    await tab.close();
    // Meanwhile someone else saves the field.
    const current = await stored(editor.page, field(1));
    await api(editor.page, base, "/data", {
      itemType: "field",
      linkId: field(1),
      version: current.version,
      data: { content: { de: { text: "Andere Fassung" } } },
    });
    const next = await context.newPage();
    await next.goto(editor.page.url(), { waitUntil: "networkidle" });
    await toast(next, "Deine Fassung: «Meine Fassung» · Gespeichert ist: «Andere Fassung»").waitFor();
    await next.locator("[data-sonner-toast] button", { hasText: "Meine behalten" }).click();
    await expect.poll(async () => (await stored(next, field(1))).text).toBe("Meine Fassung");
    await expect.poll(() => titles(next).nth(1).textContent()).toBe("Meine Fassung");
    await expect.poll(() => next.evaluate(() => localStorage.getItem("editor-journal"))).toBeNull();
    await next.close();
  });
});

describe("leaving the page", () => {
  it("asks while a save is being retried, and never with nothing pending", async () => {
    const { context } = editor;
    const tab = await context.newPage();
    await tab.goto(editor.page.url(), { waitUntil: "networkidle" });
    await tab.locator(".editor-toolbar").waitFor();
    const dialogs: string[] = [];
    tab.on("dialog", (dialog) => {
      dialogs.push(dialog.type());
      void dialog.dismiss();
    });
    // Nothing pending after a save went through: leaving does not ask.
    await retype(tab, 2, "Gespeichert vor dem Gehen");
    await expect.poll(() => status(tab).getAttribute("data-pending")).toBe("0");
    await tab.goto(editor.page.url(), { waitUntil: "networkidle" });
    expect(dialogs).toEqual([]);
    await tab.locator(".editor-toolbar").waitFor();
    // Typed but not committed: leaving asks.
    await titles(tab).nth(2).click();
    await tab.keyboard.type(" und mehr");
    await tab.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(["beforeunload"]);
    // A save being retried: leaving asks.
    await tab.route("**/api/v1/data", (route) => (isData(route) ? route.fulfill({ status: 503, body: "{}" }) : route.continue()));
    await tab.keyboard.press("Enter");
    await expect.poll(() => status(tab).getAttribute("data-state")).toBe("retrying");
    await tab.close({ runBeforeUnload: true });
    await expect.poll(() => dialogs).toEqual(["beforeunload", "beforeunload"]);
    await tab.unroute("**/api/v1/data");
    await expect.poll(() => status(tab).getAttribute("data-pending"), { timeout: 20_000 }).toBe("0");
    await tab.close({ runBeforeUnload: true });
    expect(dialogs).toHaveLength(2);
  });
});

describe("two windows on one field", () => {
  it("after the conflict is decided, the other window shows the saved value within one second", async () => {
    const marc = await signInAs(browser(), base, "/de/edit");
    try {
      const { page } = editor;
      await marc.page.goto(page.url(), { waitUntil: "networkidle" });
      await marc.page.locator(".editor-presence li").first().waitFor();
      // Marc starts typing on the version both windows show; Lea saves first and keeps the caret in the field.
      await titles(marc.page).nth(3).click();
      await marc.page.keyboard.press("ControlOrMeta+a");
      await marc.page.keyboard.type("Fassung von Marc");
      await retype(page, 3, "Fassung von Lea");
      await allSaved(page);
      await marc.page.keyboard.press("Enter");
      // Listened for before the click: the save's answer may come before the click's call returns.
      const answer = marc.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/v1/data" && r.status() === 200);
      await marc.page.locator("[data-sonner-toast] button", { hasText: "Meine behalten" }).click();
      const saved = await answer;
      const savedAt = Date.now();
      expect(saved.ok()).toBe(true);
      await expect.poll(() => titles(page).nth(3).textContent(), { timeout: 5_000, interval: 50 }).toBe("Fassung von Marc");
      const tookMs = Date.now() - savedAt;
      console.log(`conflict decided: the other window showed the saved text after ${tookMs} ms`);
      expect(tookMs).toBeLessThan(1_000);
      expect((await stored(page, field(3))).text).toBe("Fassung von Marc");
    } finally {
      await marc.close();
    }
  });
});

describe("page-wide changes that reload the page", () => {
  it("a new German address waits for the French address being typed, and both are saved", async () => {
    const opened = await signInAs(browser(), base, "/de/edit");
    try {
      const { page } = opened;
      const slug = `adressen-${run}`;
      const { id } = await createTestPage(page, base, { name: "Adressen", slug });
      await page.goto(`${base}/de/edit/${slug}?pagemenu=1`, { waitUntil: "networkidle" });
      const german = page.getByLabel("URL (DE)");
      const french = page.getByLabel("URL (FR)");
      // The German answer comes once the French typing has begun, as on a slow connection: the case under test is a
      // German save that lands while the French address is being typed.
      let frenchBegun = () => {};
      const begun = new Promise<void>((resolve) => {
        frenchBegun = resolve;
      });
      await page.route("**/api/v1/page/info", async (route) => {
        if (route.request().method() === "PUT" && route.request().postData()?.includes('"lang":"de"')) await begun;
        await route.continue();
      });
      await german.fill(`${slug}-neu`);
      await french.click();
      await page.keyboard.type(`${slug}-fr`.slice(0, 3), { delay: 40 });
      frenchBegun();
      await page.keyboard.type(`${slug}-fr`.slice(3), { delay: 40 });
      // Leaving the French field saves it; then the editor goes to the new German address.
      await Promise.all([page.waitForURL((url) => url.pathname === `/de/edit/${slug}-neu`, { timeout: 20_000 }), page.keyboard.press("Tab")]);
      const info = await api(page, base, `/page/info?id=${id}&lang=fr`);
      expect(info.slug).toBe(`${slug}-fr`);
    } finally {
      await opened.close();
    }
  });
});

describe("randomised: many edits under random faults", () => {
  it("ends with the last value of every field, no edit lost or applied twice", { timeout: 300_000 }, async () => {
    const { page } = editor;
    // A seeded generator: the same run each time (mulberry32).
    let seed = 4242;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let value = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
      return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
    };
    const faultCounts: Record<string, number> = {};
    await page.route("**/api/v1/data", async (route) => {
      if (!isData(route)) return route.continue();
      const roll = random();
      const fault = roll < 0.12 ? "503" : roll < 0.2 ? "aborted" : roll < 0.28 ? "applied-then-dropped" : roll < 0.36 ? "slow" : "none";
      faultCounts[fault] = (faultCounts[fault] ?? 0) + 1;
      if (fault === "503") return route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
      if (fault === "aborted") return route.abort("connectionreset");
      if (fault === "applied-then-dropped") {
        await route.fetch();
        return route.abort("connectionreset");
      }
      if (fault === "slow") await delay(200 + random() * 600);
      return route.continue();
    });
    const EDITS = 200;
    const before = await Promise.all(fields.map((id) => stored(page, id)));
    const last: string[] = before.map((value) => value.text ?? "");
    const edits = fields.map(() => 0);
    const startedAt = Date.now();
    for (let n = 0; n < EDITS; n++) {
      const index = Math.floor(random() * FIELDS);
      const value = `Fassung ${n}`;
      // Reached by focus, as Tab reaches it (a click waits for the toasts above the titles to move away).
      await titles(page).nth(index).focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type(value);
      await page.keyboard.press("Enter");
      last[index] = value;
      edits[index] = (edits[index] ?? 0) + 1;
    }
    const typedAt = Date.now();
    await page.keyboard.press("Tab");
    await allSaved(page, 240_000);
    console.log(`${EDITS} edits typed in ${((typedAt - startedAt) / 1000).toFixed(1)} s, all saved ${((Date.now() - typedAt) / 1000).toFixed(1)} s later`);
    await page.unroute("**/api/v1/data");
    const after = await Promise.all(fields.map((id) => stored(page, id)));
    const lost = after.filter((value, index) => value.text !== last[index]).length;
    const twice = after.reduce((sum, value, index) => sum + Math.max(0, value.version - (before[index]?.version ?? 0) - (edits[index] ?? 0)), 0);
    const missing = after.reduce((sum, value, index) => sum + Math.max(0, (before[index]?.version ?? 0) + (edits[index] ?? 0) - value.version), 0);
    console.log(`lost edits under faults: ${lost + missing} of ${EDITS}, applied twice: ${twice} (faults: ${JSON.stringify(faultCounts)})`);
    expect({ lost, missing, twice }, JSON.stringify({ last, after, shown: await titles(page).allTextContents() })).toEqual({ lost: 0, missing: 0, twice: 0 });
    // The page shows what is saved.
    expect(await titles(page).allTextContents()).toEqual(last);
  });
});
