import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { formatPrice } from "../common/chf";
import { axe, browserForThisFile, gzipBytes, openPage } from "./browser";

const base = inject("baseURL");
/** The demo's (fictional) booking provider; the tests answer for it, nothing leaves the machine. */
const PROVIDER = "https://termine.optik-seeblick.example/";
const browser = browserForThisFile();

/** Opens a page, answering the booking provider locally and recording scripts and provider requests. */
async function open(path: string, ready: string | null) {
  const provider: string[] = [];
  const { page, scripts, errors, context } = await openPage(
    browser(),
    base + path,
    { viewport: { width: 1280, height: 1000 } },
    {
      prepare: async (page) => {
        await page.route(`${PROVIDER}**`, (route) => {
          provider.push(route.request().url());
          return route.fulfill({
            status: 200,
            contentType: "text/html",
            body: "<!doctype html><html lang=de><title>Buchung</title><p>Buchungsdemo</p></html>",
          });
        });
      },
    },
  );
  if (ready) await page.waitForSelector(ready);
  return {
    page,
    scripts,
    provider,
    close: async () => {
      expect(errors).toEqual([]);
      await context.close();
    },
  };
}

const buttons = (page: Page) => page.locator(".list-accordion__button");
const expanded = (page: Page) => buttons(page).evaluateAll((list) => list.map((b) => b.getAttribute("aria-expanded")));
const panelOf = async (page: Page, index: number) => page.locator(`[id="${await buttons(page).nth(index).getAttribute("aria-controls")}"]`);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? "");
const LIST_READY = ".list-accordion[data-ready=true]";

describe("jobs", () => {
  it("hydrates only the list island, prints its JavaScript and passes axe closed and open", async () => {
    const { page, scripts, close } = await open("/de/stellen", LIST_READY);
    expect(scripts.some((s) => /accordion-list-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /booking-[\w-]+\.js$/.test(s))).toBe(false);
    const bytes = await gzipBytes(base, scripts);
    console.log(`JavaScript on /de/stellen: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    expect(await buttons(page).count()).toBeGreaterThanOrEqual(4);
    expect(await axe(page)).toEqual([]);
    await buttons(page).first().click();
    expect(await axe(page)).toEqual([]);
    await close();
  });

  it("opens one item at a time; opening another closes the first; activating the open one closes it", async () => {
    const { page, close } = await open("/de/stellen", LIST_READY);
    expect(await expanded(page)).toEqual(["false", "false", "false", "false"]);
    await buttons(page).nth(0).click();
    expect(await expanded(page)).toEqual(["true", "false", "false", "false"]);
    expect(await (await panelOf(page, 0)).isVisible()).toBe(true);
    await buttons(page).nth(1).click();
    expect(await expanded(page)).toEqual(["false", "true", "false", "false"]);
    expect(await (await panelOf(page, 0)).isVisible()).toBe(false);
    expect(await (await panelOf(page, 1)).isVisible()).toBe(true);
    await buttons(page).nth(1).click();
    expect(await expanded(page)).toEqual(["false", "false", "false", "false"]);
    await close();
  });

  it("works from the keyboard: arrows, Home and End move between titles, Enter and Space toggle", async () => {
    const { page, close } = await open("/fr/emplois", LIST_READY);
    await buttons(page).first().focus();
    await page.keyboard.press("ArrowDown");
    expect(await focusedText(page)).toContain("Apprenti/e opticien/ne CFC");
    await page.keyboard.press("Enter");
    expect(await expanded(page)).toEqual(["false", "true", "false", "false"]);
    await page.keyboard.press("End");
    await page.keyboard.press("Space");
    expect(await expanded(page)).toEqual(["false", "false", "false", "true"]);
    await page.keyboard.press("Home");
    expect(await focusedText(page)).toContain("Opticien/ne CFC");
    await page.keyboard.press("ArrowUp");
    expect(await focusedText(page)).toContain("Gestionnaire du commerce de détail");
    await close();
  });

  it("has image strip arrows with 5 images (they move the strip and stop at the end) and none with 3", async () => {
    const { page, close } = await open("/de/stellen", LIST_READY);
    await buttons(page).nth(0).click();
    const strip = (await panelOf(page, 0)).locator(".image-strip");
    expect(await strip.getAttribute("data-strip-count")).toBe("5");
    const prev = strip.getByRole("button", { name: "Vorherige Bilder" });
    const next = strip.getByRole("button", { name: "Nächste Bilder" });
    expect(await prev.getAttribute("aria-disabled")).toBe("true");
    const firstImage = strip.locator("img").first();
    const x0 = (await firstImage.boundingBox())!.x;
    await next.click();
    await expect.poll(() => strip.locator(".image-strip__track").getAttribute("data-index")).toBe("1");
    await expect.poll(async () => (await firstImage.boundingBox())!.x).toBeLessThan(x0 - 50);
    expect(await prev.getAttribute("aria-disabled")).toBe("false");
    await next.click();
    expect(await strip.locator(".image-strip__track").getAttribute("data-index")).toBe("2");
    expect(await next.getAttribute("aria-disabled")).toBe("true");
    // At the end the next arrow does nothing, and keeps the keyboard focus.
    await next.focus();
    await page.keyboard.press("Enter");
    expect(await strip.locator(".image-strip__track").getAttribute("data-index")).toBe("2");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Nächste Bilder");
    await prev.focus();
    await page.keyboard.press("Enter");
    expect(await strip.locator(".image-strip__track").getAttribute("data-index")).toBe("1");
    expect(await axe(page)).toEqual([]);

    await buttons(page).nth(1).click();
    const three = (await panelOf(page, 1)).locator(".image-strip");
    expect(await three.getAttribute("data-strip-count")).toBe("3");
    expect(await three.locator("img").count()).toBe(3);
    expect(await three.locator("button").count()).toBe(0);
    await close();
  });
});

describe("marketplace", () => {
  it("shows the cost in CHF and the options as labelled badges, one item open at a time, axe clean", async () => {
    const { page, scripts, close } = await open("/de/marktplatz", LIST_READY);
    const bytes = await gzipBytes(base, scripts);
    console.log(`JavaScript on /de/marktplatz: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(await buttons(page).count()).toBe(6);
    const vintage = buttons(page).filter({ hasText: "Vintage-Hornfassung" });
    expect(await vintage.textContent()).toContain("CHF 1'250.00");
    await vintage.click();
    const panel = page.locator(".list-accordion__panel:not([hidden])");
    expect(await panel.count()).toBe(1);
    expect(await panel.locator(".list-facts__cost").textContent()).toBe("CHF 1'250.00");
    expect(await panel.getByRole("list", { name: "Konditionen" }).locator("li").allTextContents()).toEqual([
      "Angebot",
      "Versand gegen Porto",
      "Preis verhandelbar",
    ]);
    await buttons(page).filter({ hasText: "Schaufensterfiguren" }).click();
    expect(await page.locator(".list-accordion__panel:not([hidden])").count()).toBe(1);
    expect(await page.locator(".list-accordion__panel:not([hidden]) .list-facts__cost").textContent()).toBe("CHF 45.50");
    expect(await axe(page)).toEqual([]);
    await close();
  });

  it("speaks French on /fr/marche", async () => {
    const { page, close } = await open("/fr/marche", LIST_READY);
    await buttons(page).filter({ hasText: "Frontofocomètre" }).click();
    expect(await page.locator(".list-accordion__panel:not([hidden]) .badge").allTextContents()).toEqual(["Offre", "À retirer sur place"]);
    expect(await page.locator(".list-accordion__panel:not([hidden]) .list-facts__cost").textContent()).toBe(formatPrice(380, "fr"));
    await close();
  });
});

describe("booking", () => {
  const launcher = (page: Page) => page.locator(".booking-launcher__button");

  it("opens a modal dialog whose iframe carries locale, layout=none, select_location=false and theme_color; Escape closes and focus returns", async () => {
    const { page, scripts, provider, close } = await open("/de/termin", ".booking-launcher__button[data-ready=true]");
    const bytes = await gzipBytes(base, scripts);
    console.log(`JavaScript on /de/termin: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    // Nothing is fetched from the provider before the visitor asks.
    expect(provider).toEqual([]);
    expect(await page.locator("iframe").count()).toBe(0);
    expect(await axe(page)).toEqual([]);

    await launcher(page).click();
    const dialog = page.getByRole("dialog", { name: "Online-Terminbuchung" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => (document.querySelector("dialog") as HTMLDialogElement).matches(":modal"))).toBe(true);
    const src = new URL((await dialog.locator("iframe").getAttribute("src"))!);
    expect(src.origin + src.pathname).toBe(`${PROVIDER}buchen`);
    expect(Object.fromEntries(src.searchParams)).toEqual({ locale: "de", layout: "none", select_location: "false", theme_color: "0b5d7a" });
    await expect.poll(() => provider.length).toBe(1);
    expect(new URL(provider[0]!).searchParams.get("theme_color")).toBe("0b5d7a");
    // Focus moved into the dialog.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(true);
    expect(await axe(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("booking-launcher__button"))).toBe(true);

    // Again with the close button, from the keyboard.
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "Schliessen" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("booking-launcher__button"))).toBe(true);
    await close();
  });

  it("the French page asks the provider in French", async () => {
    const { page, close } = await open("/fr/reserver", ".booking-launcher__button[data-ready=true]");
    await launcher(page).click();
    const src = new URL((await page.locator("dialog iframe").getAttribute("src"))!);
    expect(src.searchParams.get("locale")).toBe("fr");
    await close();
  });

  it("the home page loads no booking code and contacts no provider (the site-wide button is off in the demo)", async () => {
    const { page, scripts, provider, close } = await open("/de", null);
    expect(scripts.some((s) => /booking-[\w-]+\.js$/.test(s))).toBe(false);
    expect(provider).toEqual([]);
    expect(await page.locator("[data-island=booking], dialog, iframe").count()).toBe(0);
    await close();
  });
});
