import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, type OpenedPage } from "./browser";
import { api, toast } from "./panel-helpers";
import { signInAs } from "./sign-in";
import { stays } from "./waits";
import { createTestPage } from "./test-pages";

const base = inject("baseURL");
const browser = browserForThisFile();
const slug = `einmal-${Date.now().toString(36)}`;
const editPath = `/de/edit/${slug}`;

const title = (page: Page) => page.locator('h1[data-field-name="title"]');
/** The "keep mine / take theirs" prompts (not the error toast of the refused save, which names the conflict too). */
const conflictPrompts = (page: Page) => page.locator("[data-sonner-toast]").filter({ has: page.locator("button", { hasText: "Meine behalten" }) });

/** Counts the field saves (POST /api/v1/data) the page sends from now on. */
function countSaves(page: Page): { count: () => number } {
  let count = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/data") count += 1;
  });
  return { count: () => count };
}

/** Types `text` into the title in place and presses Enter, then Tab (leaving the field). */
async function retitleEnterTab(page: Page, text: string) {
  await title(page).click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
}

let lea: OpenedPage;
let marc: OpenedPage;
beforeAll(async () => {
  lea = await signInAs(browser(), base, "/de/edit");
  marc = await signInAs(browser(), base, "/de/edit");
  const { id } = await createTestPage(lea.page, base, {
    name: "Einmal",
    slug,
    groups: [{ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Erste Fassung" } } }] }],
  });
  await api(lea.page, base, "/page/publish", { id });
  await lea.page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
  await marc.page.goto(`${base}${editPath}?toolbar=1`, { waitUntil: "networkidle" });
}, 90_000);
afterAll(async () => {
  await lea?.close();
  await marc?.close();
});

describe("one edit, one save", () => {
  it("Enter followed by leaving the field sends one save", async () => {
    const saves = countSaves(lea.page);
    await retitleEnterTab(lea.page, "Fassung von Lea");
    await toast(lea.page, "Gespeichert").waitFor();
    // Long enough for a second save the blur would have queued behind the first.
    expect(await stays(lea.page, () => saves.count(), 1_500)).toBe(1);
  });

  it("a conflict is asked once: leaving the field and answering the prompt send the same value no second time", async () => {
    const saves = countSaves(marc.page);
    // Marc is typing in the title when Lea saves it again: his tab leaves the field he edits alone (a save shown from
    // elsewhere only reaches fields nobody edits, decision 077), so his save meets her newer version and he is asked.
    await title(marc.page).click();
    await marc.page.keyboard.press("ControlOrMeta+a");
    await marc.page.keyboard.type("Fassung von Marc");
    const leaSaved = lea.page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/v1/data");
    await retitleEnterTab(lea.page, "Zweite Fassung von Lea");
    expect((await leaSaved).status()).toBe(200);
    expect(await stays(marc.page, () => title(marc.page).textContent(), 1_000)).toBe("Fassung von Marc");
    await marc.page.keyboard.press("Enter");
    await marc.page.keyboard.press("Tab");
    await conflictPrompts(marc.page).first().waitFor();
    expect(await stays(marc.page, () => conflictPrompts(marc.page).count(), 1_500)).toBe(1);
    // Laid out as a sentence with its two buttons below it (the text once wrapped letter by letter beside them).
    const layout = await conflictPrompts(marc.page)
      .first()
      .evaluate((prompt) => {
        const text = prompt.querySelector("[data-title]")!.getBoundingClientRect();
        const buttons = [...prompt.querySelectorAll("[data-button]")].map((b) => b.getBoundingClientRect());
        const lines = Math.round(text.height / Number.parseFloat(getComputedStyle(prompt.querySelector("[data-title]")!).lineHeight || "20"));
        return { textWidth: text.width, lines, below: buttons.every((b) => b.top >= text.bottom), buttons: buttons.length };
      });
    expect(layout.buttons).toBe(2);
    expect(layout.below).toBe(true);
    expect(layout.textWidth).toBeGreaterThan(250);
    expect(layout.lines).toBeLessThanOrEqual(2);
    await marc.page.locator("[data-sonner-toast] button", { hasText: "Meine behalten" }).click();
    await toast(marc.page, "Gespeichert").waitFor();
    // The prompt goes, and is not asked again.
    await expect.poll(() => conflictPrompts(marc.page).count()).toBe(0);
    expect(await stays(marc.page, () => conflictPrompts(marc.page).count(), 1_500)).toBe(0);
    // The refused save and the one "Meine behalten" sent.
    expect(saves.count()).toBe(2);
    await lea.page.reload({ waitUntil: "networkidle" });
    expect(await title(lea.page).textContent()).toBe("Fassung von Marc");
  });
});
