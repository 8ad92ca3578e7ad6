import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage, type OpenedPage } from "./browser";
import { stays } from "./waits";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `zusammen-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;

/** One editor in a browser context of its own (its own session cookie), signed in through the login form. */
async function signIn(): Promise<OpenedPage> {
  const opened = await openPage(browser(), `${base}/de/login?next=${encodeURIComponent("/de/edit")}`);
  await opened.page.fill("#login-email", "editor@optik-seeblick.example");
  await opened.page.fill("#login-password", "seeblick-demo-2026");
  await Promise.all([opened.page.waitForURL((url) => url.pathname === "/de/edit"), opened.page.locator(".login__form button[type=submit]").click()]);
  return opened;
}

const title = (page: Page) => page.locator('h1[data-field-name="title"]');
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text }).last();
async function retitle(page: Page, text: string) {
  await title(page).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

let lea: OpenedPage;
let marc: OpenedPage;
beforeAll(async () => {
  lea = await signIn();
  marc = await signIn();
  const { id } = await createTestPage(lea.page, base, {
    name: "Zusammen",
    slug,
    groups: [{ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Erste Fassung" } } }] }],
  });
  expect((await lea.page.request.post(`${base}/api/v1/page/publish`, { headers: { Origin: base }, data: { id } })).status()).toBe(200);
  await lea.page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
  await marc.page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
}, 90_000);
afterAll(async () => {
  await lea?.close();
  await marc?.close();
});

describe("two editors on one page", () => {
  it("each sees the other, and the block the other has selected is marked", async () => {
    await lea.page.locator(".editor-presence li").waitFor();
    await marc.page.locator(".editor-presence li").waitFor();
    expect(await lea.page.locator(".editor-presence li").textContent()).toBe("editor@optik-seeblick.example");
    // The list sits inside the toolbar (1280 and 390 px): it covers none of the page's text or the header's controls.
    for (const width of [1280, 390]) {
      await lea.page.setViewportSize({ width, height: 800 });
      const placed = await lea.page.evaluate(() => {
        const box = document.querySelector(".editor-presence")!.getBoundingClientRect();
        const bar = document.querySelector(".editor-toolbar")!.getBoundingClientRect();
        const overlaps = (r: DOMRect) => r.width > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom;
        const controls = [...document.querySelectorAll(".site-header a, .site-header button")].filter((el) => overlaps(el.getBoundingClientRect()));
        const inBar = box.top >= bar.top && box.bottom <= bar.bottom && box.left >= bar.left && box.right <= bar.right;
        return { controls: controls.map((el) => el.outerHTML.slice(0, 80)), inBar };
      });
      expect(placed, `${width} px`).toEqual({ controls: [], inBar: true });
    }
    await lea.page.setViewportSize({ width: 1280, height: 900 });
    await title(marc.page).click();
    await lea.page.locator('h1[data-field-name="title"][data-selected-by]').waitFor();
  });

  it("the other window (same account, another tab) shows a saved text without reloading (decision 077)", async () => {
    const navigations: string[] = [];
    marc.page.on("framenavigated", (frame) => {
      if (!frame.parentFrame()) navigations.push(frame.url());
    });
    // Marc left the title he selected before (a field with the caret in it is being edited and left alone).
    await marc.page.evaluate(() => {
      (window as unknown as { kept: string }).kept = "yes";
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await retitle(lea.page, "Fassung von Lea");
    await toast(lea.page, "Gespeichert").waitFor();
    await expect.poll(() => title(marc.page).textContent(), { timeout: 10_000 }).toBe("Fassung von Lea");
    expect(await marc.page.evaluate(() => (window as unknown as { kept?: string }).kept)).toBe("yes");
    expect(navigations).toEqual([]);
    // A block change too: hiding the title in Lea's window takes it away in Marc's, showing it brings it back.
    // Lea leaves her title first: these changes come from outside her editor (a plain fetch), and a tab leaves the
    // block whose field has the caret alone (decision 077), so her next save would meet their newer version.
    await lea.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const block = lea.page.locator('section[data-item-type="group"]').first();
    const blockId = await block.getAttribute("data-item");
    const visibility = (page: Page, visible: boolean) =>
      page.evaluate(
        async ({ id, visible }) => {
          const group = document.querySelector(`[data-item="${id}"]`)!;
          const pageId = JSON.parse(document.getElementById("editor-boot")!.textContent!).pageId as string;
          const version = Number(group.getAttribute("data-item-version")) || undefined;
          return (
            await fetch("/api/v1/group/visibility", {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ pageId, groupId: id, visibleFields: { title: visible }, version }),
            })
          ).status;
        },
        { id: blockId, visible },
      );
    expect(await visibility(lea.page, false)).toBe(200);
    await expect.poll(() => marc.page.locator(`section[data-item="${blockId}"] h1[data-field-name="title"]`).count(), { timeout: 10_000 }).toBe(0);
    expect(await visibility(lea.page, true)).toBe(200);
    await expect.poll(() => title(marc.page).textContent(), { timeout: 10_000 }).toBe("Fassung von Lea");
    expect(navigations).toEqual([]);
  });

  it("a save based on an old version is refused while the other editor types in that field; the editor is told and keeps theirs", async () => {
    // Marc is editing the title when Lea's save arrives: his field is left alone, and his save meets her version.
    await title(marc.page).click();
    await marc.page.keyboard.press("ControlOrMeta+a");
    await marc.page.keyboard.type("Fassung von Marc");
    // Lea's save itself goes through (a "Gespeichert" toast of her earlier save may still be showing).
    const leaSaved = lea.page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/v1/data");
    await retitle(lea.page, "Zweite Fassung von Lea");
    expect((await leaSaved).status()).toBe(200);
    await lea.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    // Marc's field keeps his text while Lea's save reaches his window.
    expect(await stays(marc.page, () => title(marc.page).textContent(), 1_000)).toBe("Fassung von Marc");
    await marc.page.keyboard.press("Enter");
    await toast(marc.page, "hat dies inzwischen geändert").waitFor();
    expect(await title(marc.page).textContent()).toBe("Fassung von Marc");
    await marc.page.locator("[data-sonner-toast] button", { hasText: "Meine behalten" }).click();
    await toast(marc.page, "Gespeichert").waitFor();
    // Lea's window shows Marc's text without a reload, and it is what the server keeps.
    await expect.poll(() => title(lea.page).textContent(), { timeout: 10_000 }).toBe("Fassung von Marc");
    await lea.page.reload({ waitUntil: "networkidle" });
    expect(await title(lea.page).textContent()).toBe("Fassung von Marc");
  });

  it("restores the published version from the page menu's history as the draft", async () => {
    await lea.page.goto(`${base}${editPath}?pagemenu=1`, { waitUntil: "networkidle" });
    const restore = lea.page.locator(".editor-history button", { hasText: "Als Entwurf wiederherstellen" });
    await restore.first().waitFor();
    expect(await restore.count()).toBe(1);
    await restore.first().click();
    const confirm = lea.page.getByRole("alertdialog", { name: "Als Entwurf wiederherstellen?" });
    await Promise.all([lea.page.waitForEvent("load"), confirm.getByRole("button", { name: "Wiederherstellen" }).click()]);
    await expect.poll(() => title(lea.page).textContent()).toBe("Erste Fassung");
  });

  it("lists the page's recent changes in the page menu: who changed what and when, newest first", async () => {
    await lea.page.goto(`${base}${editPath}?pagemenu=1`, { waitUntil: "networkidle" });
    await lea.page.getByText("Letzte Änderungen").click();
    const entries = lea.page.locator(".editor-audit li");
    await entries.first().waitFor();
    const texts = await entries.allTextContents();
    expect(texts[0]).toContain("aus einer Veröffentlichung wiederhergestellt");
    expect(texts.filter((text) => text.startsWith("Feld «Titel» gespeichert") && text.includes("editor@optik-seeblick.example"))).toHaveLength(3);
    expect(await axe(lea.page)).toEqual([]);
  });
});

describe("a save held back while the field was being edited (decision 113)", () => {
  it("is shown at once while nothing is typed, else once the editor leaves the field; the next save goes through", async () => {
    for (const opened of [lea, marc]) {
      await opened.page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
      // In the room with the other editor. The connection of the page this tab just left may still be listed for a
      // moment (the room drops it when its close arrives), so one entry or two.
      await opened.page.locator(".editor-presence li").first().waitFor();
    }
    const navigations: string[] = [];
    lea.page.on("framenavigated", (frame) => {
      if (!frame.parentFrame()) navigations.push(frame.url());
    });
    const saveAnswer = (page: Page) => page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/v1/data");
    // Lea has the caret in the title and has typed nothing: Marc's save shows at once (decision 117), she is not
    // changing the field. Then she types: a save of Marc's is held back while her text is unsaved (decision 113),
    // and shown once she leaves without keeping it (Escape puts back the saved text).
    await title(lea.page).click();
    const marcSaved = saveAnswer(marc.page);
    await retitle(marc.page, "Titel von Marc");
    expect((await marcSaved).status()).toBe(200);
    await marc.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect.poll(() => title(lea.page).textContent(), { timeout: 5_000 }).toBe("Titel von Marc");
    await lea.page.keyboard.press("End");
    await lea.page.keyboard.type(" (Entwurf)");
    const marcAgain = saveAnswer(marc.page);
    await retitle(marc.page, "Zweiter Titel von Marc");
    expect((await marcAgain).status()).toBe(200);
    await marc.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await stays(lea.page, () => title(lea.page).textContent(), 1_000)).toBe("Titel von Marc (Entwurf)");
    await lea.page.keyboard.press("Escape");
    await expect.poll(() => title(lea.page).textContent(), { timeout: 10_000 }).toBe("Zweiter Titel von Marc");
    // Her next save of the title is based on Marc's version: no conflict.
    const leaSaved = saveAnswer(lea.page);
    await retitle(lea.page, "Titel von Lea");
    expect((await leaSaved).status()).toBe(200);
    await lea.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    expect(await lea.page.locator("[data-sonner-toast]", { hasText: "inzwischen geändert" }).count()).toBe(0);
    await expect.poll(() => title(marc.page).textContent(), { timeout: 10_000 }).toBe("Titel von Lea");
    expect(navigations).toEqual([]);
  });
});
