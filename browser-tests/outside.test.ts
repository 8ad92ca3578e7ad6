import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, gzipBytes, openPage } from "./browser";

const base = inject("baseURL");
const browser = browserForThisFile();
const EDITOR = { email: "editor@optik-seeblick.example", password: "seeblick-demo-2026" };

/** Signs the page's context in through the login form (the session cookie then goes with every request). */
async function signIn(page: Page) {
  await page.goto(`${base}/de/login`);
  await page.fill("#login-email", EDITOR.email);
  await page.fill("#login-password", EDITOR.password);
  await Promise.all([page.waitForURL((url) => !url.pathname.endsWith("/login")), page.locator(".login__form button[type=submit]").click()]);
}

/** The answers of the routes this file calls (fields as far as it reads them). */
type Answer = {
  id?: string;
  message?: string;
  issues?: { message: string }[];
  postId?: number;
  teaser?: { title: string };
  pages?: { id: string; slugs: { de?: string } }[];
} & Record<string, unknown>;

/** A same-origin JSON request from the page, as the editor's code makes it. */
function api(page: Page, method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: Answer }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: { "Content-Type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { method, path, body },
  );
}

describe("outside content through the adapters (local stand-ins)", () => {
  it("shows the Instagram feed's pictures and the branch's Google reviews on /de/einblicke", async () => {
    const { page, errors, close } = await openPage(browser(), `${base}/de/einblicke`);
    try {
      const posts = page.locator(".instagram-grid__post");
      expect(await posts.count()).toBe(6);
      await posts.last().scrollIntoViewIfNeeded();
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>(".instagram-grid img")].every((img) => img.complete && img.naturalWidth > 0),
      );
      expect(await posts.first().locator("img").getAttribute("src")).toBe(`${base}/_standins/behold/pictures/0`);
      expect(await posts.first().locator("a").getAttribute("href")).toBe("https://www.instagram.com/p/standin0/");
      const reviews = page.locator(".review-slider .review");
      expect(await reviews.count()).toBe(4);
      expect(await reviews.first().textContent()).toContain("Sehr kompetente Beratung");
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it("adds an article teaser by URL (with each lookup text) to a news block, and visitors see it after publishing", async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    let groupId = "";
    let pageId = "";
    try {
      await signIn(page);
      const list = await api(page, "GET", "/api/v1/page/get?includeDrafts=true");
      pageId = list.json.pages?.find((p) => p.slugs.de === "einblicke")?.id ?? "";
      groupId = (await api(page, "POST", "/api/v1/group/add", { pageId, groupName: "newsFeedBoard" })).json.id ?? "";
      const lookup = (url?: string) => api(page, "POST", "/api/v1/articles/lookup", url === undefined ? {} : { url });
      const missing = await lookup();
      expect([missing.status, missing.json.issues?.[0]?.message]).toEqual([400, "URL nicht angegeben"]);
      const unknown = await lookup(`${base}/_standins/articles/2026/10/gibt-es-nicht/`);
      expect([unknown.status, unknown.json.message]).toEqual([404, "Url nicht gefunden"]);
      const elsewhere = await lookup("https://example.com/2026/10/kurzsichtigkeit-bei-kindern/");
      expect([elsewhere.status, elsewhere.json.message]).toEqual([404, "Url nicht gefunden"]);
      const outage = await lookup(`${base}/_standins/articles/2026/10/serverfehler/`);
      expect([outage.status, outage.json.message]).toEqual([502, "Ein Fehler ist aufgetreten"]);
      const found = await lookup(`${base}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/`);
      expect(found.status).toBe(200);
      expect(found.json.teaser?.title).toBe("Kurzsichtigkeit bei Kindern früh erkennen");
      const saved = await api(page, "POST", "/api/v1/data", {
        itemType: "group",
        linkId: groupId,
        version: 1,
        data: { options: { articles: { type: "articles", value: [found.json.postId] } } },
      });
      expect(saved.status).toBe(200);
      expect((await api(page, "POST", "/api/v1/page/publish", { id: pageId })).status).toBe(200);

      const visitor = await openPage(browser(), `${base}/de/einblicke`);
      try {
        const teaser = visitor.page.locator(".news-feed .article-teaser");
        expect(await teaser.count()).toBe(1);
        const link = teaser.getByRole("link", { name: "Kurzsichtigkeit bei Kindern früh erkennen" });
        expect(await link.getAttribute("href")).toBe(`${base}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/`);
        expect(await teaser.locator(".card__text").textContent()).toBe(
          "Immer mehr Kinder werden kurzsichtig. Woran Eltern es merken und was Myopie-Management bewirkt. …",
        );
        // The article site's picture (lazy, far down the page): its address answers with the picture.
        const src = (await teaser.locator("img").getAttribute("src")) ?? "";
        expect(src).toBe(`${base}/_standins/articles/wp-content/102.svg`);
        const picture = await visitor.page.request.get(src);
        expect([picture.status(), picture.headers()["content-type"]]).toEqual([200, "image/svg+xml"]);
      } finally {
        await visitor.close();
      }
    } finally {
      // Leave the demo page as it was for the files after this one.
      if (groupId) await api(page, "POST", "/api/v1/group/remove", { pageId, groupId });
      if (pageId) await api(page, "POST", "/api/v1/page/publish", { id: pageId });
      await context.close();
    }
  });
});

const TRACKING_HOSTS = /^https:\/\/(www\.googletagmanager\.com|www\.google-analytics\.com|connect\.facebook\.net|www\.facebook\.com)\//;

describe("tracking only after consent", () => {
  it("requests no analytics host before agreeing, loads it after, remembers the choice and passes axe with the banner open", async () => {
    const admin = await browser().newContext();
    const editor = await admin.newPage();
    await signIn(editor);
    const before = (await api(editor, "GET", "/api/v1/settings")).json;
    expect(
      (await api(editor, "POST", "/api/v1/settings", { ...before, tracking: { analyticsId: "G-DEMO1234", tagManagerId: "GTM-DEMO12", pixelId: "" } })).status,
    ).toBe(200);
    const requested: string[] = [];
    // The providers' hosts are answered here (no network): the test sees every request that would leave.
    const fakeProvider = (route: Route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: "text/javascript", body: "window.__providerLoaded = (window.__providerLoaded || 0) + 1;" });
    };
    const context = await browser().newContext({ viewport: { width: 390, height: 844 } });
    await context.route(TRACKING_HOSTS, fakeProvider);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" && r.url().startsWith(base)) scripts.push(new URL(r.url()).pathname);
    });
    try {
      await page.goto(`${base}/de`, { waitUntil: "networkidle" });
      const banner = page.getByRole("region", { name: "Datenschutz-Einstellungen" });
      await banner.waitFor({ state: "visible" });
      expect(requested).toEqual([]);
      expect(await axe(page)).toEqual([]);
      const consentScript = scripts.filter((s) => /consent/.test(s));
      console.log(`consent script: ${await gzipBytes(base, consentScript)} B gzip (${consentScript.join(", ")})`);
      // The content slider's analytics event waits in the page's dataLayer: no request before consent.
      await page.evaluate(() => {
        (window as unknown as { dataLayer: unknown[] }).dataLayer = [
          { event: "slider_progress_update", sliderId: "s", pageId: "/de", totalProgress: 0.5, totalSlideCount: 2, currentIndex: 0 },
        ];
      });
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("#consent") !== null || document.activeElement?.classList.contains("skip-link"))).toBe(
        true,
      );
      await banner.getByRole("button", { name: "Zustimmen" }).click();
      await page.waitForFunction(() => (window as unknown as { __providerLoaded?: number }).__providerLoaded === 2);
      expect(requested.map((url) => new URL(url).pathname).sort()).toEqual(["/gtag/js", "/gtm.js"]);
      expect(await banner.isHidden()).toBe(true);
      const layer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
      expect(layer).toContain("slider_progress_update");
      expect(layer).toContain("gtm.js");

      // Remembered: the next page loads the providers at once and shows no banner.
      requested.length = 0;
      await page.goto(`${base}/de/einblicke`, { waitUntil: "networkidle" });
      expect(await page.locator("#consent").isHidden()).toBe(true);
      expect(requested.length).toBe(2);

      // Changed from the footer: declining reloads, and then nothing is requested.
      // By keyboard: a pointer click on the footer can miss while the page's scroll-locking slider, passed on the
      // way down, still settles the scroll position (seen on a loaded machine).
      await page.getByRole("button", { name: "Datenschutz-Einstellungen" }).focus();
      await page.keyboard.press("Enter");
      await banner.waitFor({ state: "visible" });
      await Promise.all([page.waitForEvent("load"), banner.getByRole("button", { name: "Ablehnen" }).click()]);
      await page.waitForLoadState("networkidle");
      requested.length = 0;
      await page.goto(`${base}/de`, { waitUntil: "networkidle" });
      expect(await page.locator("#consent").isHidden()).toBe(true);
      expect(requested).toEqual([]);
    } finally {
      await context.close();
      await api(editor, "POST", "/api/v1/settings", before);
      await admin.close();
    }
  });
});
