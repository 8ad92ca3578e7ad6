import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FLY_TO, MAP_STYLES } from "../common/map/constants";
import { LOCAL_MAP_STYLE } from "../bench/map-style-standin.mjs";
import { COURSE_ROUTE } from "../scripts/seed/map";
import { axe, gzipBytes, launch } from "./browser";
import { drawn as framesDrawn } from "./waits";

// Runs without network: the swisstopo styles are answered with a small local style (a background layer, no
// tiles, no glyphs), every other outside request is aborted and recorded.
const base = inject("baseURL");
/** Somewhere in Winterthur's old town: the fake device position. */
const HERE = { latitude: 47.4997, longitude: 8.7293 };

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Opened = { context: BrowserContext; page: Page; scripts: string[]; styles: string[]; outside: string[]; errors: string[]; close: () => Promise<void> };

async function open(path: string, options: { failStyles?: boolean; geolocation?: boolean; context?: BrowserContext; width?: number } = {}): Promise<Opened> {
  const context =
    options.context ??
    (await browser.newContext({
      viewport: { width: options.width ?? 1280, height: 900 },
      hasTouch: true,
      // Sensors too: Chromium asks for them before it reports device orientation.
      ...(options.geolocation ? { geolocation: HERE, permissions: ["geolocation", "accelerometer", "gyroscope", "magnetometer"] } : {}),
    }));
  const scripts: string[] = [];
  const styles: string[] = [];
  const outside: string[] = [];
  const errors: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(base)) return route.continue();
    if ((Object.values(MAP_STYLES) as string[]).includes(url)) {
      styles.push(url);
      return options.failStyles ? route.abort("failed") : route.fulfill({ contentType: "application/json", body: JSON.stringify(LOCAL_MAP_STYLE) });
    }
    outside.push(url);
    return route.abort("blockedbyclient");
  });
  const page = await context.newPage();
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(base)) scripts.push(new URL(request.url()).pathname);
  });
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto(base + path, { waitUntil: "load" });
  return { context, page, scripts, styles, outside, errors, close: () => context.close() };
}

/**
 * Waits until maplibre runs in the frame, has replaced the course picture and the camera has settled after the
 * initial fit. A course map starts maplibre on request: `start` presses "Karte bedienen" first (decision 097).
 */
async function mapReady(page: Page, start = true) {
  const button = page.locator("[data-map-start]");
  if (start && (await button.count()) > 0) await button.click();
  await page.waitForFunction(
    () => {
      const map = (document.querySelector("[data-map-canvas]") as unknown as { courseMap?: { loaded: () => boolean; isMoving: () => boolean } }).courseMap;
      return Boolean(
        map?.loaded() &&
          !map.isMoving() &&
          document.querySelector("[data-map-canvas] canvas.maplibregl-canvas") &&
          !document.querySelector("[data-course-picture]"),
      );
    },
    undefined,
    { timeout: 20_000 },
  );
}

const mapCall = <T>(page: Page, body: string) =>
  page.evaluate((code) => {
    const map = (document.querySelector("[data-map-canvas]") as unknown as { courseMap: unknown }).courseMap;
    return new Function("map", code)(map) as T;
  }, body);

/** Where each marker's tip (the middle of its bottom edge) lies in the map frame, by stop number. */
const tips = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => {
    const frame = document.querySelector(".course-map__frame")?.getBoundingClientRect() ?? { x: 0, y: 0 };
    return elements.map((e) => {
      const r = e.getBoundingClientRect();
      return { number: e.textContent ?? "", x: r.x + r.width / 2 - frame.x, y: r.bottom - frame.y };
    });
  });

const activeIndex = (page: Page) => page.locator(".map-drawer--active").getAttribute("data-drawer-index");

async function swipe(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let step = 1; step <= 5; step++) {
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: from.x + ((to.x - from.x) * step) / 5, y: from.y + ((to.y - from.y) * step) / 5 }],
    });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function waitForCenter(page: Page, lng: number, lat: number) {
  await expect
    .poll(
      async () => {
        const [cLng, cLat, moving] = await mapCall<[number, number, boolean]>(page, "const c = map.getCenter(); return [c.lng, c.lat, map.isMoving()];");
        return !moving && Math.abs(cLng - lng) < 1e-4 && Math.abs(cLat - lat) < 1e-4;
      },
      { timeout: 5_000 },
    )
    .toBe(true);
}

describe("course map", () => {
  it("shows the course as a picture without maplibre; Enter on «Karte bedienen» starts the map, its markers where the picture drew them", async () => {
    const home = await open("/de");
    await home.page.waitForLoadState("networkidle");
    expect(home.scripts.some((s) => /maplibre/.test(s))).toBe(false);
    expect(home.styles).toEqual([]);
    await home.close();

    const { page, scripts, styles, outside, errors, close } = await open("/de/platzkarte");
    await page.waitForLoadState("networkidle");
    // At load: the server's picture (numbered markers with their icons, the route as a line), no maplibre, no style.
    expect(scripts.some((s) => /maplibre/.test(s))).toBe(false);
    expect(styles).toEqual([]);
    const picture = await tips(page, "[data-picture-marker]");
    expect(picture.map((m) => m.number)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(await page.locator("[data-picture-marker].map-marker--start svg, [data-picture-marker].map-marker--end svg").count()).toBe(2);
    expect(await page.locator("[data-course-picture] .course-picture__route path").getAttribute("d")).toMatch(/^M[\d. ]+(L[\d. ]+){8}$/);
    // Screen readers and the keyboard get the stop list, not the picture.
    expect(await page.locator("[data-course-picture]").getAttribute("aria-hidden")).toBe("true");
    expect(await axe(page)).toEqual([]);
    // The drawers work without the map.
    await page.locator(".map-drawer--active").getByRole("button", { name: "Nächste Station" }).click();
    await expect.poll(() => activeIndex(page)).toBe("1");
    await page.locator(".map-drawer--active").getByRole("button", { name: "Vorherige Station" }).click();
    await expect.poll(() => activeIndex(page)).toBe("0");
    expect(scripts.some((s) => /maplibre/.test(s))).toBe(false);
    // Keyboard: focus on «Karte bedienen» and Enter start maplibre in the same frame; the focus moves on to the map.
    // At the top of the page the frame reaches below the screen: moving the focus to the map must not scroll the
    // page (the frame is measured once the button has the focus, whose own scroll is the keyboard's, not the map's).
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole("button", { name: "Karte bedienen" }).focus();
    const frameBefore = await page.locator(".course-map__frame").boundingBox();
    expect((frameBefore?.y ?? 0) + (frameBefore?.height ?? 0)).toBeGreaterThan(900);
    await page.keyboard.press("Enter");
    await mapReady(page, false);
    expect(await page.locator(".course-map__frame").boundingBox()).toEqual(frameBefore);
    expect(await page.evaluate(() => document.activeElement?.classList.contains("maplibregl-canvas"))).toBe(true);
    // Nothing jumps: every marker of the map lies where the picture drew it (within a pixel).
    const drawn = await tips(page, ".map-marker[data-marker-number]");
    expect(drawn.map((m) => m.number)).toEqual(picture.map((m) => m.number));
    drawn.forEach((marker, i) => {
      expect(Math.abs(marker.x - (picture[i]?.x ?? 0))).toBeLessThanOrEqual(1);
      expect(Math.abs(marker.y - (picture[i]?.y ?? 0))).toBeLessThanOrEqual(1);
    });
    // Hydration and the map do not move the page: the frame has its height from the server.
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    // The observer has been handed the shifts so far (buffered) and those of the frames since.
    await framesDrawn(page);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    console.log(`Layout shift on /de/platzkarte: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThanOrEqual(0.02);
    expect(styles).toEqual([MAP_STYLES.light]);
    expect(await page.locator("[data-map-canvas] canvas.maplibregl-canvas").count()).toBe(1);
    const markers = await page
      .locator(".map-marker[data-marker-number]")
      .evaluateAll((elements) => elements.map((e) => ({ number: e.textContent, className: e.className, label: e.getAttribute("aria-label") })));
    expect(markers.map((m) => m.number)).toEqual(["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    expect(markers[0]?.className).toContain("map-marker--start");
    expect(markers[0]?.label).toBe("1: Loch 1: Hauptbahnhof (Start)");
    expect(markers[1]?.className).toContain("map-marker--default");
    expect(markers[7]?.className).toContain("map-marker--party");
    expect(markers[8]?.className).toContain("map-marker--end");
    expect(await page.locator(".map-marker--start svg, .map-marker--end svg, .map-marker--party svg").count()).toBe(3);
    expect(await page.locator(".map-marker--default svg").count()).toBe(0);
    // The route source holds the course as a GeoJSON LineString, drawn by a line layer.
    const route = await mapCall<{ type: string; layer: string | undefined; coordinates: number[][] }>(
      page,
      "const s = map.getSource('course-route'); return s.getData().then((d) => ({ type: s.type, layer: map.getLayer('course-route-line')?.type, coordinates: d.geometry.coordinates }));",
    );
    expect(route.type).toBe("geojson");
    expect(route.layer).toBe("line");
    expect(route.coordinates).toEqual(COURSE_ROUTE);
    // The initial camera shows every stop (fit bounds, max zoom 16).
    const fitted = await mapCall<{ zoom: number; inside: boolean }>(
      page,
      "const b = map.getBounds(); const pts = [[8.724, 47.5], [8.742, 47.503]]; return { zoom: map.getZoom(), inside: pts.every((p) => b.contains(p)) };",
    );
    expect(fitted.zoom).toBeLessThanOrEqual(16);
    expect(fitted.inside).toBe(true);
    const bytes = await gzipBytes(base, scripts);
    const maplibre = await gzipBytes(
      base,
      scripts.filter((s) => /maplibre/.test(s)),
    );
    console.log(
      `JavaScript on /de/platzkarte: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files, of which maplibre (library and its worker) ${(maplibre / 1024).toFixed(1)} KB`,
    );
    expect(scripts.some((s) => /maplibre-gl-[\w-]+\.js$/.test(s))).toBe(true);
    expect(outside).toEqual([]);
    // No hydration mismatch or map error on the way.
    expect(errors).toEqual([]);
    await close();
  });

  it("on a phone, markers that would overlap become one group marker; choosing it zooms in and parts them", async () => {
    const { page, errors, close } = await open("/de/platzkarte", { width: 390 });
    // A tap on the picture starts the map.
    await page.locator("[data-map-start]:not([disabled])").waitFor();
    await page.locator("[data-course-picture]").tap({ position: { x: 200, y: 150 } });
    await mapReady(page, false);
    type Target = { label: string; group: boolean; x: number; y: number; width: number; height: number };
    const targets = () =>
      page.locator(".map-marker:not([hidden])").evaluateAll((elements) =>
        elements.map((e) => {
          const r = e.getBoundingClientRect();
          return { label: e.textContent ?? "", group: e.classList.contains("map-marker--group"), x: r.x, y: r.y, width: r.width, height: r.height };
        }),
      );
    const overlapping = (list: Target[]) =>
      list.flatMap((a, i) =>
        list
          .slice(i + 1)
          .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
          .map((b) => `${a.label}/${b.label}`),
      );
    /** Every stop number a target stands for: "2–4" is 2, 3 and 4. */
    const numbers = (list: Target[]) =>
      list
        .flatMap(({ label }) =>
          label.split(", ").flatMap((range) => {
            const [from, to = from] = range.split("–").map(Number);
            return Array.from({ length: (to ?? 0) - (from ?? 0) + 1 }, (_, k) => (from ?? 0) + k);
          }),
        )
        .sort((a, b) => a - b);

    const fitted = await targets();
    const groups = fitted.filter((t) => t.group);
    console.log(`Markers at 390 px: ${fitted.map((t) => t.label).join(" ")}`);
    // The demo's holes lie 100-200 m apart: at the zoom that fits the course on a phone some must be grouped.
    expect(groups.length).toBeGreaterThan(0);
    expect(overlapping(fitted)).toEqual([]);
    expect(numbers(fitted)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await page.locator(".map-marker--group").first().getAttribute("aria-label")).toMatch(/^Stationen \d+(–\d+)?(, \d+(–\d+)?)*: heranzoomen$/);
    // WCAG 2.2 target size: every marker is clear of the others.
    expect(await axe(page, ["wcag22aa"])).toEqual([]);

    const group = groups[0] as Target;
    const zoomBefore = await mapCall<number>(page, "return map.getZoom();");
    await page.locator(".map-marker--group", { hasText: group.label }).click();
    await expect.poll(() => mapCall<boolean>(page, "return !map.isMoving();")).toBe(true);
    await expect.poll(() => mapCall<number>(page, "return map.getZoom();")).toBeGreaterThan(zoomBefore + 0.5);
    // The group's stops now show on their own (or in smaller groups), still without overlaps.
    const zoomed = await targets();
    expect(zoomed.some((t) => t.label === group.label && t.group)).toBe(false);
    expect(overlapping(zoomed)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("opens a marker's popup with text, image and page link, and makes its stop the active drawer", async () => {
    const { page, close } = await open("/de/platzkarte");
    // The wheel over the picture starts the map.
    await page.locator("[data-map-start]:not([disabled])").waitFor();
    const picture = await page.locator("[data-course-picture]").boundingBox();
    if (!picture) throw new Error("no course picture");
    await page.mouse.move(picture.x + picture.width / 2, picture.y + 40);
    await page.mouse.wheel(0, 40);
    await mapReady(page, false);
    await page.locator(".map-marker", { hasText: /^1$/ }).click();
    const popup = page.locator(".maplibregl-popup .map-popup");
    await popup.waitFor();
    expect(await popup.locator(".map-popup__title").textContent()).toBe("1. Loch 1: Hauptbahnhof");
    expect(await popup.locator(".map-popup__text").textContent()).toContain("Abschlag beim Hauptbahnhof");
    expect(await popup.locator("img").getAttribute("alt")).toBe("Abschlag von Loch 1 beim Hauptbahnhof Winterthur");
    await expect.poll(() => popup.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await popup.locator("a").getAttribute("href")).toBe("/de/golf/loch-1");
    expect(await popup.getByRole("link", { name: "Zur Seite: Loch 1: Hauptbahnhof" }).textContent()).toBe("Zur Seite");

    await page.locator(".maplibregl-popup-close-button").click();
    await page.locator(".map-marker", { hasText: /^4$/ }).click();
    await expect.poll(() => activeIndex(page)).toBe("3");
    await waitForCenter(page, 8.7318, 47.499);
    expect(await mapCall<number>(page, "return map.getZoom();")).toBeCloseTo(FLY_TO.zoom, 1);
    await close();
  });

  it("switches the theme style and keeps it after a reload; light is the default", async () => {
    const { page, styles, close } = await open("/fr/plan-du-parcours");
    await mapReady(page);
    expect(await page.locator("[data-map-canvas]").getAttribute("data-map-style")).toBe(MAP_STYLES.light);
    await page.getByRole("button", { name: "Photo aérienne" }).click();
    await expect.poll(() => page.locator("[data-map-canvas]").getAttribute("data-map-style")).toBe(MAP_STYLES.imagery);
    expect(await page.getByRole("button", { name: "Photo aérienne" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => styles.at(-1)).toBe(MAP_STYLES.imagery);
    // The route is added again to the new style.
    await expect.poll(() => mapCall<boolean>(page, "return Boolean(map.getSource('course-route') && map.getLayer('course-route-line'));")).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("map-theme"))).toBe("imagery");

    await page.reload({ waitUntil: "load" });
    await mapReady(page);
    expect(await page.locator("[data-map-canvas]").getAttribute("data-map-style")).toBe(MAP_STYLES.imagery);
    expect(styles.at(-1)).toBe(MAP_STYLES.imagery);
    expect(await page.getByRole("button", { name: "Photo aérienne" }).getAttribute("aria-pressed")).toBe("true");
    await page.getByRole("button", { name: "Carte", exact: true }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("map-theme"))).toBe("light");
    await close();
  });

  it("shows the geolocation tooltip once per session and flies to the device position", async () => {
    const { page, context, close } = await open("/de/platzkarte", { geolocation: true });
    await mapReady(page);
    const tip = page.locator("[data-map-tooltip]");
    expect(await tip.textContent()).toContain("Zeigt Ihren Standort auf der Karte");
    const locate = page.getByRole("button", { name: "Meinen Standort zeigen" });
    expect(await locate.getAttribute("aria-describedby")).toBe(await tip.getAttribute("id"));
    await locate.click();
    expect(await tip.count()).toBe(0);
    await page.locator(".map-position").waitFor();
    await waitForCenter(page, HERE.longitude, HERE.latitude);
    // The compass: an absolute orientation reading turns the position pointer (alpha 270 = heading east).
    await page.evaluate(() => window.dispatchEvent(new DeviceOrientationEvent("deviceorientationabsolute", { alpha: 270, beta: 0, gamma: 0, absolute: true })));
    await expect.poll(() => page.locator(".map-position").evaluate((e) => (e as HTMLElement).style.getPropertyValue("--heading"))).toBe("90deg");

    // Same session (reload): seen, not shown again.
    await page.reload({ waitUntil: "load" });
    await mapReady(page);
    expect(await page.locator("[data-map-tooltip]").count()).toBe(0);
    // Another tab is another session: shown again there.
    const other = await open("/de/platzkarte", { context });
    await mapReady(other.page);
    expect(await other.page.locator("[data-map-tooltip]").count()).toBe(1);
    await close();

    // The locate button also starts the map (decision 097): pressed on the picture, the map comes and flies there.
    const fresh = await open("/de/platzkarte", { geolocation: true });
    expect(fresh.scripts.some((s) => /maplibre/.test(s))).toBe(false);
    await fresh.page.getByRole("button", { name: "Meinen Standort zeigen" }).click();
    await mapReady(fresh.page, false);
    await fresh.page.locator(".map-position").waitFor();
    await waitForCenter(fresh.page, HERE.longitude, HERE.latitude);
    expect(await fresh.page.locator("[data-map-tooltip]").count()).toBe(0);
    await fresh.close();
  });

  it("drawers: snap 0.2 -> 1 -> back to 0.2 with events; keyboard steps and Escape", async () => {
    const { page, close } = await open("/de/platzkarte");
    await mapReady(page);
    await page.evaluate(() => {
      const log: string[] = [];
      (window as unknown as { drawerLog: string[] }).drawerLog = log;
      document.addEventListener("drawer-change", (event) => {
        const detail = (event as CustomEvent<{ index: number; snap: number; animating: boolean }>).detail;
        log.push(`change ${detail.index} ${detail.snap} ${detail.animating}`);
      });
      document.addEventListener("drawer-close", (event) => log.push(`close ${(event as CustomEvent<{ index: number }>).detail.index}`));
    });
    const active = page.locator(".map-drawer--active");
    expect(await active.getAttribute("data-drawer-snap")).toBe("0.2");
    const peekHeight = await active.evaluate((e) => e.getBoundingClientRect().height);
    expect(peekHeight).toBeGreaterThanOrEqual(900 * 0.2 - 1);
    expect(await active.evaluate((e) => e.getBoundingClientRect().width)).toBeCloseTo(1280 * 0.8, 0);

    await active.getByRole("button", { name: "Details anzeigen" }).click();
    expect(await active.getAttribute("data-drawer-snap")).toBe("1");
    // The drawer animated on its way up: read from its events, not from the attribute right after the click (on a
    // loaded machine the animation could be over before the test reads it).
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { drawerLog: string[] }).drawerLog))
      .toContainEqual(expect.stringMatching(/^change \d+ 1 true$/));
    await expect.poll(() => active.getAttribute("data-drawer-animating")).toBe("false");
    expect(await active.evaluate((e) => e.getBoundingClientRect().height)).toBe(900);
    // Focus moved to the back button; Tab stays inside the full-screen drawer; the page behind is locked.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Zurück");
    expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(true);
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".map-drawer--full")))).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest(".map-drawer--full")))).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.getByRole("button", { name: "Zurück" }).click();
    expect(await active.getAttribute("data-drawer-snap")).toBe("0.2");
    expect(await page.evaluate(() => document.body.classList.contains("scroll-locked"))).toBe(false);
    await expect.poll(() => active.getAttribute("data-drawer-animating")).toBe("false");
    expect(await page.evaluate(() => (window as unknown as { drawerLog: string[] }).drawerLog)).toEqual([
      "change 0 1 true",
      "change 0 1 false",
      "change 0 0.2 true",
      "close 0",
      "change 0 0.2 false",
    ]);

    // Keyboard: next/previous buttons, Escape back to peek.
    await active.getByRole("button", { name: "Nächste Station" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => activeIndex(page)).toBe("1");
    await waitForCenter(page, 8.731, 47.5008);
    // The focus follows to the next button of the new active drawer (the old one is inert now).
    expect(
      await page.evaluate(
        () => `${document.activeElement?.closest("[data-drawer]")?.getAttribute("data-drawer-index")} ${document.activeElement?.getAttribute("aria-label")}`,
      ),
    ).toBe("1 Nächste Station");
    await page.locator(".map-drawer--active").getByRole("button", { name: "Details anzeigen" }).press("Enter");
    expect(await page.locator(".map-drawer--active").getAttribute("data-drawer-snap")).toBe("1");
    await page.keyboard.press("Escape");
    expect(await page.locator(".map-drawer--active").getAttribute("data-drawer-snap")).toBe("0.2");
    expect(await page.locator(".map-drawer--active").getByRole("button", { name: "Vorherige Station" }).isDisabled()).toBe(false);
    await page.locator(".map-drawer--active").getByRole("button", { name: "Vorherige Station" }).click();
    await expect.poll(() => activeIndex(page)).toBe("0");
    expect(await page.locator(".map-drawer--active").getByRole("button", { name: "Vorherige Station" }).isDisabled()).toBe(true);
    await close();
  });

  it("drawers: touch swipes change the active drawer within bounds and the map flies to its marker", async () => {
    const { page, close } = await open("/de/platzkarte");
    await mapReady(page);
    await page.locator(".map-drawers").evaluate((band) => band.scrollIntoView({ block: "end" }));
    const box = await page.locator(".map-drawer--active").boundingBox();
    if (!box) throw new Error("no active drawer");
    const y = box.y + box.height / 2;
    const mid = box.x + box.width / 2;
    // Right swipe on the first drawer: stays at the first (no wrap-around).
    await swipe(page, { x: mid - 150, y }, { x: mid + 150, y });
    expect(await activeIndex(page)).toBe("0");
    await swipe(page, { x: mid + 150, y }, { x: mid - 150, y });
    await expect.poll(() => activeIndex(page)).toBe("1");
    await waitForCenter(page, 8.731, 47.5008);
    expect(await mapCall<number>(page, "return map.getZoom();")).toBeCloseTo(FLY_TO.zoom, 1);
    for (let i = 0; i < 10; i++) await swipe(page, { x: mid + 150, y }, { x: mid - 150, y });
    await expect.poll(() => activeIndex(page)).toBe("8");
    await waitForCenter(page, 8.742, 47.503);
    await swipe(page, { x: mid - 150, y }, { x: mid + 150, y });
    await expect.poll(() => activeIndex(page)).toBe("7");
    await waitForCenter(page, 8.74, 47.502);
    // A vertical swipe up opens the drawer, down goes back to peek.
    // The drawer answers a swipe on its next render: polled (read at once, a loaded CI run still saw the old snap).
    await swipe(page, { x: mid, y: y + 40 }, { x: mid, y: y - 120 });
    await expect.poll(() => page.locator(".map-drawer--active").getAttribute("data-drawer-snap")).toBe("1");
    await expect.poll(() => page.locator(".map-drawer--active").getAttribute("data-drawer-animating")).toBe("false");
    await swipe(page, { x: mid, y: 200 }, { x: mid, y: 450 });
    await expect.poll(() => page.locator(".map-drawer--active").getAttribute("data-drawer-snap")).toBe("0.2");
    await close();
  });

  it("without tiles (style request failing) the page stays usable: errors logged only, drawers and links work", async () => {
    const { page, errors, close } = await open("/de/platzkarte", { failStyles: true });
    await page.locator("[data-map-start]").click();
    await page.waitForFunction(() => Boolean((document.querySelector("[data-map-canvas]") as unknown as { courseMap?: unknown }).courseMap));
    await expect.poll(() => errors.some((e) => e.startsWith("map error"))).toBe(true);
    expect(await page.locator("[role=alert], .error").count()).toBe(0);
    expect(await page.locator(".map-marker[data-marker-number]").count()).toBe(9);
    await page.locator(".map-drawer--active").getByRole("button", { name: "Nächste Station" }).click();
    await expect.poll(() => activeIndex(page)).toBe("1");
    const link = page.locator(".map-drawer--active").getByRole("link", { name: "Zur Seite: Loch 2: Stadthaus" });
    expect(await link.getAttribute("href")).toBe("/de/golf/loch-2");
    await link.click();
    await page.waitForURL(`${base}/de/golf/loch-2`);
    await close();
  });

  it("without JavaScript the server lists every stop with a link, inside a frame of fixed height", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${base}/de/platzkarte`);
    const links = await page.locator(".map-drawer__link").evaluateAll((elements) => elements.map((e) => e.getAttribute("href")));
    expect(links).toEqual(Array.from({ length: 9 }, (_, i) => `/de/golf/loch-${i + 1}`));
    const frame = await page.locator(".course-map__frame").boundingBox();
    expect(frame?.height).toBe(800 * 0.7);
    // Drawers are 0.9 of a narrow viewport.
    expect((await page.locator(".map-drawer").first().boundingBox())?.width).toBeCloseTo(390 * 0.9, 0);
    await context.close();
  });

  it("a hole page shows its single point on request; the course map page passes axe", async () => {
    // A hole page keeps the map on request: no maplibre and no style request until "Karte anzeigen".
    const hole = await open("/de/golf/loch-8");
    await hole.page.waitForLoadState("networkidle");
    expect(hole.scripts.some((s) => /maplibre/.test(s))).toBe(false);
    expect(hole.styles).toEqual([]);
    expect(await axe(hole.page)).toEqual([]);
    await hole.page.getByRole("button", { name: "Karte anzeigen" }).click();
    await mapReady(hole.page);
    expect(hole.scripts.some((s) => /maplibre-gl-[\w-]+\.js$/.test(s))).toBe(true);
    expect(hole.styles).toEqual([MAP_STYLES.light]);
    expect(await hole.page.locator(".map-marker").count()).toBe(1);
    expect(await hole.page.locator(".map-marker").getAttribute("class")).toContain("map-marker--party");
    expect(await hole.page.locator(".map-marker").getAttribute("aria-label")).toBe("Standort (Fest)");
    expect(await hole.page.locator(".map-marker").textContent()).toBe("");
    expect(await hole.page.locator(".map-points a").getAttribute("href")).toBe("https://www.openstreetmap.org/?mlat=47.502&mlon=8.74#map=18/47.502/8.74");
    expect(await hole.page.locator("[data-drawer]").count()).toBe(0);
    await hole.close();

    const { page, close } = await open("/de/platzkarte");
    await mapReady(page);
    await page.locator(".map-marker", { hasText: /^1$/ }).click();
    await page.locator(".maplibregl-popup").waitFor();
    expect(await axe(page)).toEqual([]);
    await close();
  });
});
