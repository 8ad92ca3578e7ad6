import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axe, gzipBytes, openPage, browserForThisFile } from "./browser";
import { stays } from "./waits";

const base = inject("baseURL");
const browser = browserForThisFile();

/** Opens a page and records the scripts it requests. */
async function open(path: string, viewport = { width: 1280, height: 900 }) {
  return openPage(browser(), base + path, { viewport });
}

const PAGES: [string, string, string, string][] = [
  ["/de", "de", "Optik Seeblick", "/fr"],
  ["/fr", "fr", "Optik Seeblick", "/de"],
  ["/de/dienstleistungen", "de", "Dienstleistungen – Optik Seeblick", "/fr/prestations"],
  ["/fr/prestations", "fr", "Prestations – Optik Seeblick", "/de/dienstleistungen"],
  ["/de/ueber-uns", "de", "Über uns – Optik Seeblick", "/fr/a-propos"],
  ["/fr/a-propos", "fr", "À propos – Optik Seeblick", "/de/ueber-uns"],
  ["/de/services/sehtest", "de", "Sehtest – Optik Seeblick", "/fr/services/examen-de-la-vue"],
  ["/de/~imprint", "de", "Impressum – Optik Seeblick", "/fr/~imprint"],
  ["/fr/~privacy", "fr", "Protection des données – Optik Seeblick", "/de/~privacy"],
  ["/de/~terms", "de", "AGB – Optik Seeblick", "/fr/~terms"],
  ["/de/search?searchquery=Linse", "de", "Suche – Optik Seeblick", "/fr/search"],
];

describe("demo site in both languages", () => {
  it.each(PAGES)(
    "%s renders, links its other language, passes axe and loads only the site script and its own small modules",
    async (path, lang, title, other) => {
      const { page, status, scripts, close } = await open(path);
      expect(status).toBe(200);
      expect(await page.getAttribute("html", "lang")).toBe(lang);
      expect(await page.title()).toBe(title);
      expect(await page.locator("h1, h2").first().isVisible()).toBe(true);
      expect(await page.locator(`.language-switch a[hreflang="${other.slice(1, 3)}"]`).getAttribute("href")).toBe(other);
      expect(await axe(page)).toEqual([]);
      // The site script, and only the small modules it imports on demand (blurhash placeholders): no islands, no React.
      expect(scripts[0]).toMatch(/^\/assets\/site-[\w-]+\.js$/);
      expect(scripts.filter((s) => /islands|react|client-|maplibre|lightbox/i.test(s))).toEqual([]);
      // Site script, one chunk of the small modules it shares with other entries ("site-shared" in vite.config.ts:
      // the bundler's preload helper, the edit path, today's open state of decision 087) and at most the two modules
      // of the blurhash placeholders, loaded on demand.
      expect(scripts.length).toBeLessThanOrEqual(4);
      // Budget: a text-only page loads at most 50 KB of JavaScript (gzip).
      expect(await gzipBytes(base, scripts)).toBeLessThanOrEqual(50 * 1024);
      await close();
    },
  );

  it("answers an unknown page with the localized 404", async () => {
    const de = await open("/de/gibt-es-nicht");
    expect(de.status).toBe(404);
    expect(await de.page.locator("h1").textContent()).toBe("Seite nicht gefunden");
    await de.close();
    const fr = await open("/fr/nexiste-pas");
    expect(fr.status).toBe(404);
    expect(await fr.page.getAttribute("html", "lang")).toBe("fr");
    expect(await fr.page.locator("h1").textContent()).toBe("Page introuvable");
    expect(await axe(fr.page)).toEqual([]);
    await fr.close();
  });
});

describe("header behaviour", () => {
  const scrollState = (page: Page) => page.locator(".site-header").getAttribute("data-scroll");

  it("hides the header when scrolling down more than 10 px and shows it when scrolling up", async () => {
    const { page, close } = await open("/de", { width: 1280, height: 600 });
    // A jitter below the threshold changes nothing (the spec: hide threshold 10 px of movement).
    await page.evaluate(() => window.scrollTo(0, 5));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await scrollState(page)).toBeNull();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => scrollState(page)).toBe("down");
    // Hidden: after its slide-up transition the header sits above the viewport.
    await expect.poll(() => page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().bottom)).toBeLessThanOrEqual(1);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => scrollState(page)).toBe("up");
    await close();
  });

  it("opens the mobile menu with its button, locks body scroll, and closes it with Escape", async () => {
    const { page, close } = await open("/de", { width: 375, height: 800 });
    const button = page.locator("[data-menu-toggle]");
    await button.click();
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(true);
    expect(await page.getByRole("link", { name: "Über uns" }).isVisible()).toBe(true);
    await page.keyboard.press("Escape");
    expect(await button.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(false);
    await close();
  });

  it("on mobile the search icon goes to the search page", async () => {
    const { page, close } = await open("/de", { width: 375, height: 800 });
    await page.locator("[data-search-toggle]").click();
    await page.waitForURL(`${base}/de/search`);
    await close();
  });

  it("on desktop the search icon opens the bar; results come 500 ms after 3 characters; Enter searches at once", async () => {
    const { page, close } = await open("/de");
    const searches: number[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/search")) searches.push(Date.now());
    });
    await page.locator("[data-search-toggle]").click();
    const input = page.locator("#site-search-input");
    expect(await input.isVisible()).toBe(true);
    await input.pressSequentially("Li", { delay: 30 });
    // Two characters: no search, however long the visitor waits.
    expect(await stays(page, () => searches.length, 700)).toBe(0);
    const typedAt = Date.now();
    await input.pressSequentially("n", { delay: 0 });
    await page.locator("[data-search-results] a").first().waitFor();
    expect(searches).toHaveLength(1);
    expect(searches[0]! - typedAt).toBeGreaterThanOrEqual(450);
    await input.press("Enter");
    await page.waitForURL(`${base}/de/search?searchquery=Lin`);
    expect(await page.locator(".search-results li").count()).toBeGreaterThan(0);
    await close();
  });
});

describe("HTTP caching", () => {
  it("serves hashed assets as immutable and HTML with an ETag and 304", async () => {
    const html = await (await fetch(`${base}/de/~imprint`)).text();
    const asset = html.match(/src="(\/assets\/site-[^"]+\.js)"/)![1]!;
    expect((await fetch(base + asset)).headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const second = await fetch(`${base}/de/~imprint`);
    const etag = second.headers.get("ETag")!;
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fetch(`${base}/de/~imprint`, { headers: { "If-None-Match": etag } })).status).toBe(304);
  });
});
