import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, openPage } from "./browser";
import { animationsDone, drawn, islandsHydrated } from "./waits";

// A stop's drawer on the demo course map shows the stop page's own blocks (decision 128): the first hole's page has
// its text, a step slider with a picture, its own map point and the score card (the last two stay out).
const base = inject("baseURL");
const browser = browserForThisFile();
const STOP_PAGE = "/de/golf/loch-1";

const drawer = (page: Page) => page.locator('.map-drawer[data-drawer-index="0"]');
/** Body classes of the two locks: the full drawer's page lock and the step slider's. */
const locks = (page: Page) =>
  page.evaluate(() => ({ page: document.body.classList.contains("scroll-locked"), slider: document.body.classList.contains("scroll-slider-locked") }));

async function swipeDown(page: Page, x: number, from: number, to: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y: from }] });
  for (let step = 1; step <= 5; step++)
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x, y: from + ((to - from) * step) / 5 }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

/**
 * A downward swipe from the full drawer's top, dispatched as touch events on the drawer itself: the drawer's own
 * gesture handling without the browser's scrolling of a touch drag, which left the drawer open in two loaded
 * fresh-clone runs (the drag over the slider above keeps the browser's own touch path).
 */
async function swipeDownFromTop(page: Page, from: number, to: number) {
  await drawer(page).evaluate(
    (element, [fromY, toY]) => {
      const touch = (y: number) => new Touch({ identifier: 1, target: element, clientX: element.clientWidth / 2, clientY: y });
      element.dispatchEvent(new TouchEvent("touchstart", { bubbles: true, touches: [touch(fromY)], changedTouches: [touch(fromY)] }));
      element.dispatchEvent(new TouchEvent("touchmove", { bubbles: true, touches: [touch(toY)], changedTouches: [touch(toY)] }));
      element.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(toY)] }));
    },
    [from, to] as const,
  );
}

/** Opens the first stop's drawer full screen and waits until it is done animating with its blocks hydrated. */
async function openFull(page: Page) {
  await drawer(page).getByRole("button", { name: "Details anzeigen" }).click();
  await expect.poll(() => drawer(page).getAttribute("data-drawer-snap")).toBe("1");
  await expect.poll(() => drawer(page).getAttribute("data-drawer-animating")).toBe("false");
  await drawer(page).locator("[data-stop-blocks] .scroll-slider.is-enhanced").waitFor();
}

async function expectClosed(page: Page) {
  await expect.poll(() => drawer(page).getAttribute("data-drawer-snap")).toBe("0.2");
  await expect.poll(() => locks(page)).toEqual({ page: false, slider: false });
}

describe.each([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])("a stop's drawer with the stop page's own blocks at $width px", ({ width, height }) => {
  it("loads them on opening, full screen, with the step slider's dots, text and picture; closes by Escape, button and swipe", async () => {
    const stopRequests: string[] = [];
    const { page, scripts, errors, close } = await openPage(
      browser(),
      `${base}/de/platzkarte`,
      { viewport: { width, height }, hasTouch: true },
      {
        prepare: async (page) => {
          page.on("request", (request) => {
            if (new URL(request.url()).pathname === STOP_PAGE) stopRequests.push(request.url());
          });
        },
      },
    );
    await islandsHydrated(page);
    // Nothing of the stop page is loaded until its drawer opens.
    expect(stopRequests).toEqual([]);
    expect(scripts.some((s) => /scroll-slider/.test(s))).toBe(false);

    await openFull(page);
    expect(stopRequests).toHaveLength(1);
    expect(scripts.some((s) => /scroll-slider/.test(s))).toBe(true);
    // Full screen, over the page.
    await expect.poll(() => drawer(page).boundingBox()).toEqual({ x: 0, y: 0, width, height });
    expect(await locks(page)).toEqual({ page: true, slider: false });
    const blocks = drawer(page).locator("[data-stop-blocks]");
    // The page's own blocks: its text and the step slider with three dots and the hole's picture; not its map or score card.
    expect(await blocks.locator("[data-block]").evaluateAll((sections) => sections.map((s) => s.getAttribute("data-block")))).toEqual([
      "richTextBlock",
      "stepFeedBoard",
    ]);
    expect(await blocks.textContent()).toContain("Abschlag beim Hauptbahnhof");
    expect(await blocks.locator(".scroll-slider__track > li").count()).toBe(3);
    expect(await blocks.getByRole("heading", { name: "Ball hinlegen" }).count()).toBe(1);
    const dots = blocks.locator(".slider-controls__dot");
    expect(await dots.count()).toBe(3);
    const picture = blocks.locator('img[alt="Abschlag von Loch 1 beim Hauptbahnhof Winterthur"]');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The summary gives way to the blocks.
    expect(await drawer(page).locator(".map-drawer__text").isVisible()).toBe(false);
    expect(await axe(page)).toEqual([]);

    // Scrolling the drawer brings the slider to its top: it locks there (full screen and done animating).
    await drawer(page).evaluate((el) => {
      const slider = el.querySelector(".scroll-slider")!;
      el.scrollBy({ top: slider.getBoundingClientRect().top - el.getBoundingClientRect().top - 60, behavior: "instant" });
    });
    await page.mouse.move(width / 2, height / 2);
    await page.mouse.wheel(0, 200);
    await expect.poll(() => locks(page)).toEqual({ page: true, slider: true });
    const sliderTop = await blocks.locator(".scroll-slider").evaluate((el) => Math.round(el.getBoundingClientRect().top));
    expect(Math.abs(sliderTop)).toBeLessThanOrEqual(1);
    // A drag down over the locked slider at its first step is the slider's (it lets go), not the drawer's.
    await swipeDown(page, width / 2, height / 3, height / 3 + 200);
    await expect.poll(() => locks(page)).toEqual({ page: true, slider: false });
    await drawn(page);
    expect(await drawer(page).getAttribute("data-drawer-snap")).toBe("1");

    // The dots (shown in the locked stage) move the slider with its 0.5 s tween.
    const track = blocks.locator(".scroll-slider__track");
    expect(await track.evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0.5s");
    await dots.nth(1).click();
    await expect.poll(() => dots.nth(1).getAttribute("aria-current")).toBe("true");
    expect(await track.getAttribute("data-index")).toBe("1");
    await animationsDone(page, '.map-drawer[data-drawer-index="0"] .scroll-slider__track');

    // Escape closes the drawer and releases both locks.
    await page.keyboard.press("Escape");
    await expectClosed(page);
    // Opened again: the blocks are there already (no second request); the back button closes it.
    await openFull(page);
    expect(stopRequests).toHaveLength(1);
    await drawer(page).getByRole("button", { name: "Zurück" }).click();
    await expectClosed(page);
    // A swipe down from the drawer's top closes it too.
    await openFull(page);
    expect((await locks(page)).slider).toBe(false);
    expect(await drawer(page).evaluate((el) => el.scrollTop)).toBe(0);
    await swipeDownFromTop(page, 80, 400);
    await expectClosed(page);
    expect(errors).toEqual([]);
    await close();
  });
});
