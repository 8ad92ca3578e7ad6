import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { FIT_BOUNDS, FLY_TO, MAP_STYLES } from "../common/map/constants";
import { LOCAL_MAP_STYLE } from "../bench/map-style-standin.mjs";
import { COURSE_ROUTE } from "../scripts/seed/map";
import { launch } from "./browser";

// The course map's hand-over from the server's picture to maplibre (decisions 097, 128): the spec's camera moves
// (fit-bounds over 1000 ms, fly-to of the active stop) and the chosen theme survive it. The camera calls and move
// events are recorded from the moment the island hands the map to its frame (a setter on `courseMap`).
const base = inject("baseURL");

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type CameraLog = { kind: string; at: number; duration?: number; padding?: unknown; maxZoom?: number; zoom?: number; center?: [number, number] }[];

/** Records the map's camera calls and move events from its creation on (before the island's first fit). */
function recordCamera() {
  const log: CameraLog = [];
  (window as unknown as { cameraLog: CameraLog }).cameraLog = log;
  type Camera = { duration?: number; padding?: unknown; maxZoom?: number; zoom?: number; center?: { lng: number; lat: number } | [number, number] };
  type Recorded = {
    fitBounds: (bounds: unknown, options?: Camera) => unknown;
    flyTo: (options: Camera, data?: unknown) => unknown;
    on: (event: string, listener: () => void) => void;
  };
  Object.defineProperty(HTMLElement.prototype, "courseMap", {
    configurable: true,
    set(this: HTMLElement, map: Recorded | undefined) {
      Object.defineProperty(this, "courseMap", { value: map, writable: true, configurable: true });
      if (!map) return;
      const originalFit = map.fitBounds.bind(map);
      map.fitBounds = (bounds, options) => {
        log.push({ kind: "fitBounds", at: performance.now(), duration: options?.duration, padding: options?.padding, maxZoom: options?.maxZoom });
        return originalFit(bounds, options);
      };
      const fly = map.flyTo.bind(map);
      map.flyTo = (options, data) => {
        const c = options.center;
        const center: [number, number] | undefined = Array.isArray(c) ? c : c ? [c.lng, c.lat] : undefined;
        log.push({ kind: "flyTo", at: performance.now(), duration: options.duration, zoom: options.zoom, center });
        return fly(options, data);
      };
      map.on("movestart", () => log.push({ kind: "movestart", at: performance.now() }));
      map.on("moveend", () => log.push({ kind: "moveend", at: performance.now() }));
    },
  });
}

const cameraLog = (page: Page) => page.evaluate(() => (window as unknown as { cameraLog: CameraLog }).cameraLog);
const activeIndex = (page: Page) => page.locator(".map-drawer--active").getAttribute("data-drawer-index");

describe("course map hand-over (picture -> maplibre)", () => {
  it("keeps the 1000 ms fit-bounds flight, then flies to the stop chosen before, in the theme chosen while maplibre loaded", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const styles: string[] = [];
    // maplibre's files wait until the test has chosen the theme: the choice falls into the library's loading time.
    let release = () => {};
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route("**/*", async (route) => {
      const url = route.request().url();
      if (url.startsWith(base)) {
        if (/maplibre/.test(new URL(url).pathname)) await loaded;
        return route.continue();
      }
      if ((Object.values(MAP_STYLES) as string[]).includes(url)) {
        styles.push(url);
        return route.fulfill({ contentType: "application/json", body: JSON.stringify(LOCAL_MAP_STYLE) });
      }
      return route.abort("blockedbyclient");
    });
    await context.addInitScript(recordCamera);
    const page = await context.newPage();
    await page.goto(`${base}/de/platzkarte`, { waitUntil: "load" });

    // Before the map: the visitor moves to the third stop in the drawers.
    const next = () => page.locator(".map-drawer--active").getByRole("button", { name: "Nächste Station" });
    await next().click();
    await expect.poll(() => activeIndex(page)).toBe("1");
    await next().click();
    await expect.poll(() => activeIndex(page)).toBe("2");

    await page.getByRole("button", { name: "Karte bedienen" }).click();
    // The theme buttons come with the request; aerial imagery is chosen while maplibre is still loading.
    await page.getByRole("button", { name: "Luftbild" }).click();
    expect(await page.getByRole("button", { name: "Luftbild" }).getAttribute("aria-pressed")).toBe("true");
    release();

    // The fit: the spec's camera (padding 50, max zoom 16, 1000 ms), and a move that lasts its 1000 ms.
    await expect
      .poll(async () => (await cameraLog(page)).some((entry) => entry.kind === "flyTo" && entry.zoom === FLY_TO.zoom), { timeout: 20_000 })
      .toBe(true);
    const log = await cameraLog(page);
    const fit = log.findIndex((entry) => entry.kind === "fitBounds");
    expect(log[fit]).toMatchObject({ duration: FIT_BOUNDS.duration, padding: FIT_BOUNDS.padding, maxZoom: FIT_BOUNDS.maxZoom });
    const start = log.findIndex((entry, i) => i > fit && entry.kind === "movestart");
    const end = log.findIndex((entry, i) => i > start && entry.kind === "moveend");
    expect(start).toBeGreaterThan(fit);
    expect(log[end]!.at - log[start]!.at).toBeGreaterThanOrEqual(FIT_BOUNDS.duration - 50);
    // Then the fly-to of the active stop (the third), started once the fit is over.
    const flight = log.findIndex((entry) => entry.kind === "flyTo" && entry.zoom === FLY_TO.zoom);
    expect(flight).toBeGreaterThan(end);
    const [lng, lat] = COURSE_ROUTE[2]!;
    expect(log[flight]).toMatchObject({ duration: FLY_TO.duration });
    expect(log[flight]!.center![0]).toBeCloseTo(lng, 5);
    expect(log[flight]!.center![1]).toBeCloseTo(lat, 5);
    await expect
      .poll(() =>
        page.evaluate(() => {
          const map = (
            document.querySelector("[data-map-canvas]") as unknown as { courseMap: { getCenter: () => { lng: number; lat: number }; isMoving: () => boolean } }
          ).courseMap;
          const c = map.getCenter();
          return map.isMoving() ? null : [Number(c.lng.toFixed(4)), Number(c.lat.toFixed(4))];
        }),
      )
      .toEqual([Number(lng.toFixed(4)), Number(lat.toFixed(4))]);

    // The theme chosen during the load is the map's style, not only the button's state.
    await expect.poll(() => page.locator("[data-map-canvas]").getAttribute("data-map-style")).toBe(MAP_STYLES.imagery);
    await expect.poll(() => styles.at(-1)).toBe(MAP_STYLES.imagery);
    await context.close();
  });
});
