import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, danglingIdReferences, gzipBytes, openPage } from "./browser";
import { islandsHydrated, stays } from "./waits";

const base = inject("baseURL");
const browser = browserForThisFile();

async function open(path: string) {
  const { page, scripts, close } = await openPage(browser(), base + path, { viewport: { width: 1280, height: 1000 } });
  // Hydrated: React attached its handlers to the server's form (the islands entry sets nothing visible).
  await page.waitForFunction(() => document.querySelector("[data-island] form") !== null);
  await islandsHydrated(page);
  return { page, scripts, close };
}

const button = (page: Page) => page.locator("[data-island] button[type=submit]");

describe("contact form", () => {
  it("hydrates only its own island code and passes axe", async () => {
    const { page, scripts, close } = await open("/de/~contact");
    expect(scripts.some((s) => /\/assets\/islands-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /contact-form-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /sponsor-form/.test(s))).toBe(false);
    // Budget: the heaviest non-map page loads at most 150 KB of JavaScript (gzip).
    const bytes = await gzipBytes(base, scripts);
    console.log(`JavaScript on /de/~contact: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files`);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    // The form checks with zod only on submit: zod's code comes when a field is first focused, not with the page.
    const withZod = async (paths: string[]) => {
      const found: string[] = [];
      for (const path of paths) if ((await (await page.request.get(base + path)).text()).includes("ZodError")) found.push(path);
      return found;
    };
    expect(await withZod(scripts)).toEqual([]);
    await page.locator("#field-vorname").focus();
    await expect.poll(async () => (await withZod(scripts)).length).toBe(1);
    expect(await axe(page)).toEqual([]);
    await close();
  });

  it("shows and announces errors, then sends, resets and stays sent", async () => {
    const { page, close } = await open("/de/~contact");
    await button(page).click();
    // The first submit loads the schema (zod) before it checks: the errors come when it has arrived.
    await expect.poll(() => page.locator("#field-vorname").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#field-vorname-error").textContent()).toBe("Dieses Feld ist erforderlich");
    expect(await page.locator("#field-vorname").getAttribute("aria-describedby")).toBe("field-vorname-error");
    expect(await page.locator("#field-themes-error").textContent()).toBe("Bitte wähle mindestens ein Thema");
    // Ids rendered on the server and ids the island renders later (errors) refer to each other.
    expect(await danglingIdReferences(page)).toEqual([]);
    expect(await axe(page)).toEqual([]);

    // Keyboard only from here on.
    await page.locator("#field-anrede input[value=frau]").focus();
    await page.keyboard.press("Space");
    for (const [field, value] of [
      ["vorname", "Lea"],
      ["nachname", "Brunner"],
      ["plz", "8400"],
      ["telefon", "052 000 00 00"],
      ["email", "lea@example.ch"],
      ["bevorzugterTermin", "Dienstag"],
      ["bevorzugteUhrzeit", "10:00"],
    ]) {
      await page.locator(`#field-${field}`).focus();
      await page.keyboard.type(value!);
    }
    await page.locator("#field-existingCustomer input[value=nein]").focus();
    await page.keyboard.press("Space");
    await page.locator("#field-themes input[value=healthCheck]").focus();
    await page.keyboard.press("Space");
    await button(page).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => button(page).textContent()).toBe("Gesendet");
    expect(await button(page).isDisabled()).toBe(true);
    expect(await page.locator("#field-vorname").inputValue()).toBe("");
    expect(await page.locator("[data-island] [role=status]").textContent()).toBe("Vielen Dank! Deine Anfrage ist angekommen.");
    // A success stays (unlike an error, which is idle again after 3 s).
    expect(await stays(page, () => button(page).textContent(), 3_500)).toBe("Gesendet");
    await close();
  });

  it("shows the error label after a failure and is idle again after 3 s", async () => {
    const { page, close } = await open("/fr/~contact");
    await page.route("**/api/v1/contact", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.locator("#field-anrede input[value=herr]").check();
    for (const [field, value] of [
      ["vorname", "Marc"],
      ["nachname", "Rochat"],
      ["plz", "1003"],
      ["telefon", "021 000 00 00"],
      ["email", "marc@example.ch"],
      ["bevorzugterTermin", "lundi"],
      ["bevorzugteUhrzeit", "9h"],
    ])
      await page.fill(`#field-${field}`, value!);
    await page.locator("#field-existingCustomer input[value=ja]").check();
    await page.locator("#field-themes input").first().check();
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe("Erreur – veuillez réessayer");
    const errorAt = Date.now();
    await expect.poll(() => button(page).textContent(), { timeout: 5_000 }).toBe("Envoyer");
    expect(Date.now() - errorAt).toBeGreaterThanOrEqual(2_500);
    await close();
  });
});

describe("sponsor form", () => {
  const total = (page: Page) => page.locator("[data-island] output[name=total]").textContent();

  it("updates the total as the visitor chooses, keeps booked-out packages disabled, and passes axe", async () => {
    const { page, close } = await open("/de/sponsoring");
    expect(await total(page)).toBe("CHF 0");
    await page.locator("input[name=hauptsponsor]").check();
    expect(await total(page)).toMatch(/^CHF 29[’']000$/);
    await page.fill("#field-numberOfPersons", "2");
    expect(await total(page)).toMatch(/^CHF 29[’']600$/);
    await page.fill("#field-aspectNumberOfPersons", "1");
    expect(await total(page)).toMatch(/^CHF 29[’']999$/);
    expect(await page.locator("input[name=standprasenz9m]").isDisabled()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await close();
  });

  it("sends, shows sent, then is idle and reset after 2 s; after a failure idle again after 2 s", async () => {
    const { page, close } = await open("/de/sponsoring");
    await page.locator("input[name=vormittagspause]").check();
    await page.fill("#field-numberOfPersons", "1");
    await button(page).click();
    expect(await page.locator("#field-personsNames-error").textContent()).toBe("Bitte gib die Namen aller Personen an");
    await page.fill("#field-personsNames", "Lea Brunner");
    for (const [field, value] of [
      ["company", "Brillen AG"],
      ["contactName", "Lea Brunner"],
      ["phone", "052 000 00 00"],
      ["email", "lea@example.ch"],
    ])
      await page.fill(`#field-${field}`, value!);
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe("Gesendet");
    const sentAt = Date.now();
    await expect.poll(() => button(page).textContent(), { timeout: 4_000 }).toBe("Absenden");
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(1_500);
    expect(await total(page)).toBe("CHF 0");
    expect(await page.locator("#field-company").inputValue()).toBe("");

    await page.route("**/api/v1/aspectSponsorForm", (route) => route.fulfill({ status: 500, body: "{}" }));
    for (const [field, value] of [
      ["company", "Brillen AG"],
      ["contactName", "Lea"],
      ["phone", "052"],
      ["email", "lea@example.ch"],
    ])
      await page.fill(`#field-${field}`, value!);
    await button(page).click();
    await expect.poll(() => button(page).textContent()).toBe("Fehler – bitte erneut versuchen");
    await expect.poll(() => button(page).textContent(), { timeout: 4_000 }).toBe("Absenden");
    expect(await page.locator("#field-company").inputValue()).toBe("Brillen AG");
    await close();
  });
});
