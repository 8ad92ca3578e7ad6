import { HtmlValidate } from "html-validate";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, type OpenedPage, openPage } from "./browser";
import { api, openPagesPanel, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const stamp = Date.now().toString(36);
const collectionName = `auswahl-${stamp}`;
const names = { a: `Nav A ${stamp}`, b: `Nav B ${stamp}`, c: `Nav C ${stamp}` };
const entries = { one: `Eins ${stamp}`, two: `Zwei ${stamp}`, three: `Drei ${stamp}` };

let editor: OpenedPage;
let savedNavigation: unknown;
const ids: Record<string, string> = {};
beforeAll(async () => {
  editor = await signInAs(browser(), base, "/de/edit");
  const { page } = editor;
  savedNavigation = await api(page, base, "/navigation");
  for (const [key, name] of Object.entries(names)) {
    ids[key] = (await createTestPage(page, base, { name, slug: `nav-${key}-${stamp}` })).id;
    await api(page, base, "/page/publish", { id: ids[key] });
  }
  await api(page, base, "/collection/add", { collectionName, collectionType: "page", kind: "service" });
  for (const [key, name] of Object.entries(entries)) {
    ids[key] = (await createTestPage(page, base, { name, slug: `${key}-${stamp}`, collectionName })).id;
    await api(page, base, "/page/publish", { id: ids[key] });
  }
  const { id: listing } = await createTestPage(page, base, {
    name: `Auswahl ${stamp}`,
    slug: `auswahl-${stamp}`,
    groups: [{ blockType: "servicesContainer", options: { collection: { type: "text", value: collectionName } } }],
  });
  await api(page, base, "/page/publish", { id: listing });
}, 120_000);
afterAll(async () => {
  // The demo navigation as it was, for the other test files.
  if (savedNavigation) await api(editor.page, base, "/navigation", savedNavigation);
  await editor?.close();
});

/** What a visitor's page shows, in document order, of the given names. */
async function visitorOrder(path: string, shown: string[]): Promise<string[]> {
  const html = await (await fetch(`${base}${path}`)).text();
  return shown.filter((name) => html.includes(name)).sort((x, y) => html.indexOf(x) - html.indexOf(y));
}
const rowNames = (page: Page, list: string) => page.locator(`${list} > .editor-sortable .editor-sortable__name`).allTextContents();
/** A navigation container's items as the editor nests them: "A" or "A > B, C" for an item with sub-items. */
const tree = (container: Locator) =>
  container.locator(":scope > ul.editor-sortable-list").evaluate((list) =>
    [...list.querySelectorAll(":scope > li.editor-nav-item")].map((li) => {
      const name = li.querySelector(":scope > .editor-sortable .editor-sortable__name")?.textContent;
      const subs = [...li.querySelectorAll(":scope > ul > li > .editor-sortable .editor-sortable__name")].map((n) => n.textContent);
      return subs.length ? `${name} > ${subs.join(", ")}` : name;
    }),
  );
const announced = (page: Page) => page.getByTestId("navigation-announcement").textContent();

describe("navigation editor", () => {
  const container = (page: Page) => page.locator(".editor-nav-container").last();

  it("builds a navigation and reorders it by keyboard alone, announced, saved whole and live at once", async () => {
    const { page } = editor;
    await openPagesPanel(page, base);
    await page.getByRole("button", { name: "Navigation hinzufügen" }).click();
    await container(page).getByLabel("Bezeichnung (DE)").fill(`Test ${stamp}`);
    await container(page).getByLabel("Bezeichnung (DE)").press("Enter");
    for (const name of Object.values(names)) {
      await container(page).locator("select").last().selectOption({ label: name });
      await container(page).getByRole("button", { name: "Seite hinzufügen" }).click();
    }
    await container(page).getByLabel(`Darstellung: ${names.c}`).selectOption("button");
    expect(await tree(container(page))).toEqual([names.a, names.b, names.c]);
    expect(await axe(page)).toEqual([]);

    // Keyboard only: focus is in A's row; Alt+ArrowDown twice moves it to the end, each move announced.
    await container(page).getByLabel(`Darstellung: ${names.a}`).focus();
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => page.getByTestId("navigation-announcement").textContent()).toBe(`${names.a}: Position 2 von 3 in Test ${stamp}`);
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => page.getByTestId("navigation-announcement").textContent()).toBe(`${names.a}: Position 3 von 3 in Test ${stamp}`);
    expect(await page.evaluate(() => document.activeElement?.closest("[data-sortable-id]")?.textContent)).toContain(names.a);
    expect(await tree(container(page))).toEqual([names.b, names.c, names.a]);
    // Past the last place there is nowhere to go: said so, nothing changes.
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => page.getByTestId("navigation-announcement").textContent()).toBe(`${names.a} ist schon ganz aussen`);

    // From the first place up, B moves into the navigation before (the footer's "Entdecken") and back down.
    await container(page)
      .getByRole("button", { name: `Nach oben: ${names.b}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => page.getByTestId("navigation-announcement").textContent())
      .toMatch(new RegExp(`^${names.b}: Position (\\d+) von \\1 in Entdecken$`));
    await page.keyboard.press("Alt+ArrowDown");
    await expect.poll(async () => tree(container(page))).toEqual([names.b, names.c, names.a]);

    // Saved as the whole navigation, and visitors see it at once (decision 038).
    await expect
      .poll(async () => {
        const saved = await api(page, base, "/navigation");
        const last = saved.containers.at(-1);
        return [last.label.de, ...last.children.map((item: { page: string; appearance: string }) => `${item.page}:${item.appearance}`)];
      })
      .toEqual([`Test ${stamp}`, `${ids.b}:default`, `${ids.c}:button`, `${ids.a}:default`]);
    await expect.poll(() => visitorOrder("/de", Object.values(names))).toEqual([names.b, names.c, names.a]);
  });

  it("drags an item after 3 px, not before; closing the panel shows the reload notice and reloads after 1 s", async () => {
    const { page } = editor;
    const handle = (name: string) => container(page).locator(".editor-sortable", { hasText: name }).locator(".editor-sortable__handle");
    const from = (await handle(names.a).boundingBox())!;
    const to = (await container(page).locator(".editor-sortable", { hasText: names.b }).boundingBox())!;
    // 2 px is a click, not a drag.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 2);
    await page.mouse.up();
    expect(await tree(container(page))).toEqual([names.b, names.c, names.a]);
    // A real drag: A onto B's place.
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 5, { steps: 2 });
    await page.mouse.move(to.x + 20, to.y + to.height / 3, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => tree(container(page))).toEqual([names.a, names.b, names.c]);
    await expect
      .poll(async () => (await api(page, base, "/navigation")).containers.at(-1).children.map((item: { page: string }) => item.page))
      .toEqual([ids.a, ids.b, ids.c]);

    const started = Date.now();
    const reloaded = page.waitForEvent("load");
    await page.keyboard.press("Escape");
    await toast(page, "Die Seite wird neu geladen …").waitFor();
    await reloaded;
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(await page.locator(".site-footer").textContent()).toContain(`Test ${stamp}`);
  });
});

describe("sub-menus (decision 055)", () => {
  const test = (page: Page) => page.locator(".editor-nav-container", { has: page.getByRole("heading", { name: new RegExp(`^Test ${stamp}`) }) });
  const savedMain = async (page: Page) =>
    (await api(page, base, "/navigation")).containers[0].children.map((item: { page: string; children: { page: string }[] }) =>
      [item.page, ...item.children.map((s) => s.page)].join(">"),
    );

  it("indents by keyboard alone, announced and saved whole; the live header's sub-menu opens and closes with the keyboard", async () => {
    const { page } = editor;
    await openPagesPanel(page, base);
    // The test's navigation first, so the header shows it (the footer shows the others).
    for (let i = 0; i < 2; i++) {
      await test(page)
        .getByRole("button", { name: `Nach oben: Test ${stamp}` })
        .focus();
      await page.keyboard.press("Enter");
    }
    await expect.poll(() => page.locator(".editor-nav-container").first().getByRole("heading").textContent()).toContain(`Test ${stamp}`);

    // Alt+ArrowRight on B nests it under A (the item above), announced; focus lands on its "Ausrücken" button.
    await test(page).getByLabel(`Darstellung: ${names.b}`).focus();
    await page.keyboard.press("Alt+ArrowRight");
    await expect.poll(() => announced(page)).toBe(`${names.b}: unter ${names.a}, Position 1 von 1`);
    expect(await tree(test(page))).toEqual([`${names.a} > ${names.b}`, names.c]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Ausrücken: ${names.b}`);
    // A sub-item cannot be indented further, nor the first item: said so, nothing changes.
    await page.keyboard.press("Alt+ArrowRight");
    await expect.poll(() => announced(page)).toBe(`${names.b} kann hier nicht eingerückt werden`);
    // The sub-list is a real nested list, named after its parent.
    expect(
      await test(page)
        .getByRole("list", { name: `Unterpunkte von ${names.a}` })
        .getByRole("listitem")
        .count(),
    ).toBe(1);
    expect(await axe(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/navigation-editor-nested-1280.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await test(page)
      .getByRole("list", { name: `Unterpunkte von ${names.a}` })
      .scrollIntoViewIfNeeded();
    await page.screenshot({ path: "/tmp/navigation-editor-nested-390.png" });
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(() => savedMain(page)).toEqual([`${ids.a}>${ids.b}`, ids.c]);

    // Visitors see it at once: A's toggle opens the sub-menu; Escape closes it and returns focus; a click outside too.
    const visitor = await openPage(browser(), `${base}/de`);
    try {
      const { page: live } = visitor;
      const toggle = live.getByRole("button", { name: `Untermenü: ${names.a}` });
      const sub = live.locator(".main-nav__sub");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await sub.isVisible()).toBe(false);
      await live.getByRole("link", { name: names.a, exact: true }).focus();
      await live.keyboard.press("Tab");
      expect(await live.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe(await sub.getAttribute("id"));
      await live.keyboard.press("Enter");
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      await live.keyboard.press("Tab");
      expect(await live.evaluate(() => document.activeElement?.textContent)).toBe(names.b);
      expect(await axe(live)).toEqual([]);
      await live.screenshot({ path: "/tmp/header-submenu-1280.png" });
      await live.keyboard.press("Escape");
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await live.evaluate(() => document.activeElement?.getAttribute("aria-controls"))).toBe(await sub.getAttribute("id"));
      await live.keyboard.press("Space");
      expect(await sub.isVisible()).toBe(true);
      await live.locator("main").click({ position: { x: 10, y: 300 } });
      expect(await sub.isVisible()).toBe(false);

      // At 390 px the sub-menu works inside the phone menu; Escape closes the sub-menu first, then the menu.
      await live.setViewportSize({ width: 390, height: 844 });
      await live.getByRole("button", { name: "Menü öffnen" }).click();
      await toggle.click();
      expect(await sub.isVisible()).toBe(true);
      expect(await axe(live)).toEqual([]);
      await live.screenshot({ path: "/tmp/header-submenu-390.png" });
      await toggle.focus();
      await live.keyboard.press("Escape");
      expect(await sub.isVisible()).toBe(false);
      expect(await live.locator("#site-menu").isVisible()).toBe(true);
      await live.keyboard.press("Escape");
      expect(await live.locator("#site-menu").isVisible()).toBe(false);
      expect(visitor.errors).toEqual([]);
      // The server-rendered header with a sub-menu is valid HTML (html-valid.test.ts crawls the demo, which has none).
      const validator = new HtmlValidate({ extends: ["html-validate:standard", "html-validate:document"], rules: { "require-sri": "off" } });
      const report = await validator.validateString(await (await fetch(`${base}/de`)).text());
      expect(report.results.flatMap((r) => r.messages.filter((m) => m.severity === 2).map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`))).toEqual(
        [],
      );
    } finally {
      await visitor.close();
    }

    // Outdent back: B leaves A and follows it.
    await test(page)
      .getByRole("button", { name: `Ausrücken: ${names.b}` })
      .focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => announced(page)).toBe(`${names.b}: Position 2 von 3 in Test ${stamp}`);
    expect(await tree(test(page))).toEqual([names.a, names.b, names.c]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Einrücken: ${names.b}`);
    await expect.poll(() => savedMain(page)).toEqual([ids.a, ids.b, ids.c]);
  });

  it("nests an item dragged one step right under the item above, and un-nests it dragged left", async () => {
    const { page } = editor;
    const drag = async (name: string, dx: number) => {
      const handle = (await test(page).locator(".editor-sortable", { hasText: name }).locator(".editor-sortable__handle").boundingBox())!;
      const x = handle.x + handle.width / 2;
      const y = handle.y + handle.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + Math.sign(dx) * 5, y, { steps: 2 });
      await page.mouse.move(x + dx, y, { steps: 8 });
      await page.mouse.up();
    };
    await drag(names.c, 30);
    await expect.poll(() => tree(test(page))).toEqual([names.a, `${names.b} > ${names.c}`]);
    await expect.poll(() => announced(page)).toBe(`${names.c}: unter ${names.b}, Position 1 von 1`);
    await expect.poll(() => savedMain(page)).toEqual([ids.a, `${ids.b}>${ids.c}`]);
    await drag(names.c, -30);
    await expect.poll(() => tree(test(page))).toEqual([names.a, names.b, names.c]);
    await expect.poll(() => savedMain(page)).toEqual([ids.a, ids.b, ids.c]);
  });
});

describe("collections editor", () => {
  const section = (page: Page) => page.locator(`[data-collection-editor="${collectionName}"]`);
  const visible = `[data-collection-editor="${collectionName}"] .editor-sortable-list`;

  it("opens with team and service collections active; reorders by keyboard and toggles with optimistic updates", async () => {
    const { page } = editor;
    await openPagesPanel(page, base);
    await page.getByRole("button", { name: "Sammlungen bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Sammlungen" });
    await section(page).locator(".editor-sortable").first().waitFor();
    expect(await dialog.getByRole("button", { name: /^Team/ }).getAttribute("aria-expanded")).toBe("true");
    expect(await dialog.getByRole("button", { name: /^Dienstleistungen/ }).getAttribute("aria-expanded")).toBe("true");
    expect(await dialog.getByRole("button", { name: /^Golf/ }).getAttribute("aria-expanded")).toBe("false");
    expect(await axe(page)).toEqual([]);
    expect(await rowNames(page, visible)).toEqual([entries.one, entries.two, entries.three]);

    await section(page)
      .getByRole("button", { name: `Nach unten: ${entries.one}` })
      .focus();
    await page.keyboard.press("Enter");
    expect(await rowNames(page, visible)).toEqual([entries.two, entries.one, entries.three]);
    await page.keyboard.press("Alt+ArrowDown");
    expect(await rowNames(page, visible)).toEqual([entries.two, entries.three, entries.one]);
    await expect
      .poll(async () => {
        const list = await api(page, base, "/collection/list");
        return list.collections.find((c: { collectionName: string }) => c.collectionName === collectionName).items.map((e: { id: string }) => e.id);
      })
      .toEqual([ids.two, ids.three, ids.one]);
    await expect.poll(() => visitorOrder(`/de/auswahl-${stamp}`, Object.values(entries))).toEqual([entries.two, entries.three, entries.one]);

    await section(page)
      .getByRole("button", { name: `Ausblenden: ${entries.three}` })
      .click();
    expect(await rowNames(page, visible)).toEqual([entries.two, entries.one]);
    expect(await section(page).locator(".editor-archive li").allTextContents()).toEqual([expect.stringContaining(entries.three)]);
    await expect.poll(() => visitorOrder(`/de/auswahl-${stamp}`, Object.values(entries))).toEqual([entries.two, entries.one]);
    await section(page)
      .getByRole("button", { name: `Einblenden: ${entries.three}` })
      .click();
    expect(await rowNames(page, visible)).toEqual([entries.two, entries.one, entries.three]);
    await expect.poll(() => visitorOrder(`/de/auswahl-${stamp}`, Object.values(entries))).toEqual([entries.two, entries.one, entries.three]);
  });

  it("says 'Fehler beim Sortieren der Sammlung' when a sort fails and keeps the optimistic order; adds a new entry", async () => {
    const { page } = editor;
    // Another editor deleted the page meanwhile: the server no longer has it in the collection.
    await api(page, base, "/page/remove", { id: ids.three });
    await section(page)
      .getByRole("button", { name: `Nach oben: ${entries.three}` })
      .click();
    await toast(page, "Fehler beim Sortieren der Sammlung: Eintrag nicht in der Sammlung").waitFor();
    expect(await rowNames(page, visible)).toEqual([entries.two, entries.three, entries.one]);

    const form = section(page).getByRole("form");
    await form.getByLabel("Name des neuen Eintrags").fill(`Vier ${stamp}`);
    await Promise.all([
      page.waitForURL(`${base}/de/edit/${collectionName}/vier-${stamp}?toolbar=1`),
      form.getByRole("button", { name: "Neuer Eintrag" }).click(),
    ]);
    await page.locator("h1", { hasText: `Vier ${stamp}` }).waitFor();
  });

  it("opens from a team block's menu with the team collection active", async () => {
    const { page } = editor;
    await page.goto(`${base}/de/edit/ueber-uns?toolbar=1`, { waitUntil: "networkidle" });
    await page.locator('[data-item-type="group"][data-block-type="teamContainer"]').first().focus();
    await page.keyboard.press("Shift+F10");
    await page.locator(".editor-menu").getByRole("button", { name: "Sammlungen bearbeiten" }).click();
    const dialog = page.getByRole("dialog", { name: "Sammlungen" });
    await dialog.locator('[data-collection-editor="team"] .editor-sortable').first().waitFor();
    expect(await dialog.getByRole("button", { name: /^Team/ }).getAttribute("aria-expanded")).toBe("true");
    expect(await dialog.getByRole("button", { name: /^Dienstleistungen/ }).getAttribute("aria-expanded")).toBe("false");
  });
});
