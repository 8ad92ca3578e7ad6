import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForThisFile, openPage } from "./browser";
import { drawn, islandsHydrated } from "./waits";

const base = inject("baseURL");
const browser = browserForThisFile();

/** Every demo page, the interactive ones included (map, sliders, gallery, video, booking, forms, game). */
const DEMO_PAGES = [
  "/de",
  "/fr",
  "/de/dienstleistungen",
  "/fr/prestations",
  "/de/ueber-uns",
  "/de/services/sehtest",
  "/de/~imprint",
  "/fr/~privacy",
  "/de/~terms",
  "/de/search?searchquery=Linse",
  "/de/optikerverzeichnis",
  "/de/platzkarte",
  "/de/einblicke",
  "/de/galerie",
  "/de/video",
  "/de/stellen",
  "/de/marktplatz",
  "/de/termin",
  "/de/~contact",
  "/de/sponsoring",
  "/de/golf/loch-1",
  "/de/~start",
  "/de/login",
  "/de/keine-seite",
];

/** Records every violation of the page's Content-Security-Policy, from before the first script runs. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
}
const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

describe("Content-Security-Policy", () => {
  it.each(DEMO_PAGES)("%s loads and runs with the policy on and reports no violation", async (path) => {
    const { page, errors, close } = await openPage(browser(), base + path, {}, { prepare: recordViolations });
    try {
      expect((await page.evaluate(() => fetch(location.href).then((r) => r.headers.get("content-security-policy")))) ?? "").toContain("script-src 'self'");
      // Islands hydrated and their lazy parts (maplibre's worker, lightbox, video) started.
      await islandsHydrated(page);
      expect(await violationsOf(page)).toEqual([]);
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it("lets edit mode work: an editor signs in and opens edit pages without a violation", async () => {
    const { page, errors, close } = await openPage(browser(), `${base}/de/login?next=%2Fde%2Fedit%2Fueber-uns`, {}, { prepare: recordViolations });
    try {
      await page.fill('input[name="email"]', "editor@optik-seeblick.example");
      await page.fill('input[name="password"]', "seeblick-demo-2026");
      await Promise.all([page.waitForURL(/\/de\/edit\/ueber-uns(\?toolbar=1)?$/), page.click('button[type="submit"]')]);
      await page.waitForLoadState("networkidle");
      for (const path of ["/de/edit/ueber-uns", "/de/edit", "/de/edit/platzkarte", "/de/edit/submissions"]) {
        if (!page.url().endsWith(path)) await page.goto(base + path, { waitUntil: "networkidle" });
        // Edit mode hydrates no islands (client/editor/saving/blocks-in-place.ts): loaded (network idle) and drawn.
        await drawn(page);
        expect(await violationsOf(page), path).toEqual([]);
      }
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
