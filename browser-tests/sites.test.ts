import { describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage } from "./browser";

const base = new URL(inject("baseURL"));
const browser = browserForThisFile();
/** The same server under each demo site's local name (Chromium resolves *.localhost to the loopback). */
const at = (host: string, path: string) => `http://${host}:${base.port}${path}`;

describe("two demo sites on one deployment", () => {
  it("opens both sites side by side under their .localhost names, each with its own content, languages and origin", async () => {
    const [seeblick, lac] = await Promise.all([
      openPage(browser(), at("localhost", "/de"), { viewport: { width: 1280, height: 900 } }),
      openPage(browser(), at("lausanne.localhost", "/it"), { viewport: { width: 1280, height: 900 } }),
    ]);
    try {
      expect(seeblick.status).toBe(200);
      expect(lac.status).toBe(200);
      expect(await seeblick.page.title()).toBe("Optik Seeblick");
      expect(await lac.page.title()).toBe("Optique du Lac");
      expect(await lac.page.locator("html").getAttribute("lang")).toBe("it");
      expect(await lac.page.locator("h1").first().textContent()).toBe("Vedere il lago, nitido.");
      expect(await seeblick.page.locator("body").textContent()).not.toContain("Optique du Lac");
      expect(await lac.page.locator("body").textContent()).not.toContain("Seeblick");
      // Language switches offer each site's own languages.
      expect(await seeblick.page.locator(".language-switch a").allTextContents()).toEqual(["DE", "FR"]);
      expect(await lac.page.locator(".language-switch a").allTextContents()).toEqual(["FR", "DE", "IT", "EN"]);
      // Canonical links name each site's primary origin (with this server's port).
      const canonical = (page: typeof lac.page) => page.locator('link[rel="canonical"]').getAttribute("href");
      expect(await canonical(seeblick.page)).toBe(at("localhost", "/de"));
      expect(await canonical(lac.page)).toBe(at("lausanne.localhost", "/it"));
      expect(await axe(lac.page)).toEqual([]);
      expect([...seeblick.errors, ...lac.errors]).toEqual([]);
      await seeblick.page.screenshot({ path: "/tmp/sites-seeblick-1280.png" });
      await lac.page.screenshot({ path: "/tmp/sites-lausanne-1280.png" });
      await lac.page.setViewportSize({ width: 390, height: 844 });
      await lac.page.screenshot({ path: "/tmp/sites-lausanne-390.png" });
    } finally {
      await Promise.all([seeblick.close(), lac.close()]);
    }
  });

  it("serves 127.0.0.1 the default site with the same primary-origin links, and redirects the alias", async () => {
    const loopback = await openPage(browser(), at("127.0.0.1", "/fr"));
    try {
      expect(await loopback.page.title()).toBe("Optik Seeblick");
      expect(await loopback.page.locator('link[rel="canonical"]').getAttribute("href")).toBe(at("localhost", "/fr"));
    } finally {
      await loopback.close();
    }
    const alias = await openPage(browser(), at("seeblick.localhost", "/de/~imprint"));
    try {
      expect(alias.page.url()).toBe(at("localhost", "/de/~imprint"));
    } finally {
      await alias.close();
    }
  });
});
