import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile, gzipBytes, openPage } from "./browser";
import { animationsDone, drawn, stays } from "./waits";

const base = inject("baseURL");
const browser = browserForThisFile();
const PATH = "/de/einblicke";

/** Opens the sliders demo page and waits until every slider island has hydrated. */
async function openSliders(options: Parameters<typeof openPage>[2] = {}) {
  const opened = await openPage(browser(), base + PATH, options);
  await opened.page.waitForFunction(
    () =>
      document.querySelectorAll(".slider-frame.is-enhanced").length === 2 &&
      document.querySelector(".scroll-slider.is-enhanced") !== null &&
      !document.querySelector(".content-slider .slider-controls")?.hasAttribute("hidden"),
  );
  return opened;
}

const carouselIndex = (page: Page) => page.locator(".image-board .slider-track").getAttribute("data-index");

/** A one-finger horizontal swipe over `selector` through CDP touch events, `dx` px (negative: to the left). */
async function swipe(page: Page, selector: string, dx: number) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`no box for ${selector}`);
  const cdp = await page.context().newCDPSession(page);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 5; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: x + (dx * i) / 5, y }] });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
  // The swipe's pointer events are handled, and the slide it moved to has come to rest (a touch on a moving track
  // can miss it: the slides it passes are inert).
  await drawn(page);
  await animationsDone(page, selector);
}

describe("sliders demo page", () => {
  it("loads only its own island chunks, never swiper, passes axe; /de loads neither", async () => {
    const { page, scripts, errors, close } = await openSliders();
    try {
      expect(scripts.some((s) => /\/assets\/islands-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => /\/slider-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.filter((s) => /swiper/i.test(s))).toEqual([]);
      const bytes = await gzipBytes(base, scripts);
      console.log(`JavaScript on ${PATH}: ${(bytes / 1024).toFixed(1)} KB gzip in ${scripts.length} files (${scripts.join(", ")})`);
      expect(bytes).toBeLessThanOrEqual(150 * 1024);
      expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    const home = await openPage(browser(), `${base}/de`);
    try {
      expect(home.scripts.filter((s) => /swiper|slider/i.test(s))).toEqual([]);
    } finally {
      await home.close();
    }
  });

  it("renders the slides on the server, first one first, as a scroll-snap row without script", async () => {
    const html = await (await fetch(base + PATH)).text();
    expect(html).toContain('class="slider-track image-grid layout-carousel');
    expect(html.indexOf("Unser Laden an der Marktgasse")).toBeLessThan(html.indexOf("Der Messraum für den Sehtest"));
    expect(html).toContain('aria-label="4,5 von 5 Sternen"');
    // Branch and city are separate elements: compare the text a visitor reads.
    const text = (markup: string) => markup.replace(/<[^>]+>/g, "");
    expect(text(html)).toContain("Optik Seeblick Altstadt, Winterthur");
    // The 3-star review is below the block's minimum rating (4).
    expect(html).not.toContain("ich musste auf den Termin warten");
    const fr = await (await fetch(`${base}/fr/apercus`)).text();
    expect(fr).toContain('aria-label="4,5 étoiles sur 5"');
    expect(fr).toContain("Diapositive suivante");
    // Reviews come through the Places adapter (local stand-in) in the page's language; the branch is as stored.
    expect(fr).toContain("Conseils très compétents");
    expect(text(fr)).toContain("Optik Seeblick Altstadt, Winterthur");
  });
});

describe("carousel", () => {
  it("wraps both ways with the buttons and the arrow keys", async () => {
    const { page, close } = await openSliders();
    try {
      const frame = page.locator(".image-board .slider-frame");
      const slides = await frame.locator(".slider-track > li").count();
      expect(slides).toBe(5);
      expect(await carouselIndex(page)).toBe("0");
      await frame.getByRole("button", { name: "Vorherige Folie" }).click();
      expect(await carouselIndex(page)).toBe(String(slides - 1));
      await frame.getByRole("button", { name: "Nächste Folie" }).click();
      expect(await carouselIndex(page)).toBe("0");
      await frame.getByRole("button", { name: `Folie 3 von ${slides}` }).click();
      expect(await carouselIndex(page)).toBe("2");
      expect(await frame.getByRole("button", { name: `Folie 3 von ${slides}` }).getAttribute("aria-current")).toBe("true");
      await frame.locator(".slider-track").focus();
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      expect(await carouselIndex(page)).toBe(String(slides - 1));
      await page.keyboard.press("ArrowRight");
      expect(await carouselIndex(page)).toBe("0");
      // Only the visible slide is reachable; the others are inert.
      expect(await frame.locator(".slider-track > li:not([inert])").count()).toBe(1);
    } finally {
      await close();
    }
  });

  it("moves on a touch swipe over 50 px, not on one of 40 px, and wraps", async () => {
    const { page, close } = await openSliders({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      const list = ".image-board .slider-track";
      await page.locator(list).scrollIntoViewIfNeeded();
      const steps: [number, string][] = [
        [-40, "0"],
        [-60, "1"],
        [60, "0"],
        [60, "4"],
        [40, "4"],
        [-60, "0"],
      ];
      const seen: string[] = [];
      for (const [dx] of steps) {
        await swipe(page, ".image-board .slider-viewport", dx);
        seen.push((await carouselIndex(page)) ?? "");
      }
      expect(seen).toEqual(steps.map(([, index]) => index));
    } finally {
      await close();
    }
  });
});

describe("review slider", () => {
  it("shows 3, 2 and 1 reviews at 1280, 800 and 375 px and lays out again after a resize", async () => {
    const { page, close } = await openSliders();
    try {
      const list = page.locator(".review-slider .slider-track");
      const visible = () => list.locator("> li:not([inert])").count();
      const perView = async (n: number) => {
        await page.waitForFunction((n) => document.querySelector(".review-slider .slider-track")?.getAttribute("data-per-view") === String(n), n, {
          timeout: 2000,
        });
        expect(await visible()).toBe(n);
        const [slideWidth, listWidth] = await list.evaluate((el) => [el.children[0]!.getBoundingClientRect().width, el.getBoundingClientRect().width]);
        expect(Math.abs(slideWidth - listWidth / n)).toBeLessThan(2);
      };
      await perView(3);
      // The stand-in place has five reviews (the Places API's most), one below the minimum rating.
      expect(await list.locator("> li").count()).toBe(4);
      // Debounced 200 ms: the layout changes only once resizing has rested, measured on the page's own clock.
      await list.evaluate((track) => {
        const relayout = { resizedAt: 0, changedAt: 0 };
        (window as unknown as { relayout: typeof relayout }).relayout = relayout;
        window.addEventListener("resize", () => (relayout.resizedAt = performance.now()));
        const observer = new MutationObserver(() => {
          relayout.changedAt = performance.now();
          observer.disconnect();
        });
        observer.observe(track, { attributes: true, attributeFilter: ["data-per-view"] });
      });
      await page.setViewportSize({ width: 800, height: 900 });
      await perView(2);
      const relayout = await page.evaluate(() => (window as unknown as { relayout: { resizedAt: number; changedAt: number } }).relayout);
      expect(relayout.resizedAt).toBeGreaterThan(0);
      expect(relayout.changedAt - relayout.resizedAt).toBeGreaterThanOrEqual(180);
      await page.setViewportSize({ width: 375, height: 800 });
      await perView(1);
      const frame = page.locator(".review-slider .slider-frame");
      await frame.getByRole("button", { name: "Vorherige Folie" }).click();
      expect(await list.getAttribute("data-index")).toBe("3");
      await page.setViewportSize({ width: 1280, height: 900 });
      await perView(3);
      // Four reviews, three per view: two stop positions, the index kept inside them.
      expect(await frame.locator(".slider-controls__dot").count()).toBe(2);
      expect(await list.getAttribute("data-index")).toBe("1");
    } finally {
      await close();
    }
  });
});

describe("team split card", () => {
  it("pages five members at a time on desktop and shows all in a row on mobile", async () => {
    const { page, close } = await openSliders();
    try {
      const members = page.locator(".team-split__list > li");
      const total = await members.count();
      expect(total).toBeGreaterThanOrEqual(6);
      const shown = () => page.locator(".team-split__list > li:not([hidden])").count();
      expect(await shown()).toBe(5);
      const pages = Math.ceil(total / 5);
      await expect.poll(() => page.locator(".team-split__page").textContent()).toBe(`Seite 1 von ${pages}`);
      await page.getByRole("button", { name: "Nächste Seite" }).click();
      await expect.poll(() => page.locator(".team-split__page").textContent()).toBe(`Seite 2 von ${pages}`);
      await expect.poll(shown).toBe(Math.min(5, total - 5));
      await page.getByRole("button", { name: "Vorherige Seite" }).click();
      await expect.poll(shown).toBe(5);
      expect(await page.getByRole("button", { name: "Vorherige Seite" }).getAttribute("aria-disabled")).toBe("true");
      await page.setViewportSize({ width: 375, height: 800 });
      await expect.poll(shown).toBe(total);
      expect(await page.locator(".team-split__pagination").count()).toBe(0);
    } finally {
      await close();
    }
  });
});

describe("content slider", () => {
  it("moves the progress bar and pushes slider_progress_update on each slide change", async () => {
    const { page, close } = await openSliders();
    try {
      const block = page.locator(".content-slider");
      const sliderId = await block.getAttribute("data-content-slider");
      const bar = block.locator("[role=progressbar]");
      const start = Number(await bar.getAttribute("aria-valuenow"));
      // Three 300 px slides fit at 1280 px: the thumb weighs 0.8.
      expect(await block.locator(".slider-progress__thumb").evaluate((el) => (el as HTMLElement).style.width)).toBe("80%");
      expect(start).toBe(80);
      expect(await page.evaluate(() => (window.dataLayer ?? []).length)).toBe(0);
      await block.getByRole("button", { name: "Nächste Folie" }).click();
      await page.waitForFunction(() => (window.dataLayer ?? []).length > 0);
      const events = await page.evaluate(() => window.dataLayer);
      // The page's id (visitor-side section 7), not its address: the island gets it from the server.
      const pageId = await page.evaluate(() => JSON.parse(document.querySelector('[data-island-props="contentSlider"]')?.textContent ?? "{}").pageId);
      expect(pageId).toMatch(/^[\w-]+$/);
      expect(pageId).not.toBe(PATH);
      expect(events).toEqual([{ event: "slider_progress_update", sliderId, pageId, totalProgress: 0.9, totalSlideCount: 5, currentIndex: 1 }]);
      expect(Number(await bar.getAttribute("aria-valuenow"))).toBe(90);
      await block.getByRole("button", { name: "Nächste Folie" }).click();
      await page.waitForFunction(() => (window.dataLayer ?? []).length > 1);
      expect((await page.evaluate(() => window.dataLayer))?.[1]).toMatchObject({ totalProgress: 1, currentIndex: 2 });
      expect(await block.getByRole("button", { name: "Nächste Folie" }).isDisabled()).toBe(true);
    } finally {
      await close();
    }
  });
});

type Input = { wheels: number; scrolls: number; lastWheel: number; lastScroll: number; scrolling: boolean };

/** Counts the wheel and scroll events the page sees and notes when it last saw each (page clock). */
function watchInput(page: Page) {
  return page.evaluate(() => {
    const w = window as unknown as { input?: Input };
    if (w.input) return;
    const input: Input = { wheels: 0, scrolls: 0, lastWheel: 0, lastScroll: 0, scrolling: false };
    w.input = input;
    const options = { capture: true, passive: true };
    window.addEventListener("wheel", () => Object.assign(input, { wheels: input.wheels + 1, lastWheel: performance.now() }), options);
    document.addEventListener("scroll", () => Object.assign(input, { scrolls: input.scrolls + 1, lastScroll: performance.now(), scrolling: true }), options);
    document.addEventListener("scrollend", () => Object.assign(input, { scrolling: false }), options);
  });
}
const inputSeen = (page: Page) => page.evaluate(() => (window as unknown as { input: Input }).input);
/** The slider's WHEEL_GESTURE_MS (scroll-slider.tsx), with a margin: a gesture ends when the wheel rests this long. */
const GESTURE_REST_MS = 200;
/**
 * Waits, on the page's own clock, until the page has taken the input sent after `seen` (`wheels` more wheel events,
 * or a scroll where the wheel was not reported) and the gesture it made is over: the wheel rested past the slider's
 * gesture end, the page's scroll ended, and the slide's tween ran out.
 */
async function gestureOver(page: Page, seen: Input, wheels = 1) {
  try {
    await page.waitForFunction(
      ([seen, wheels, rest]) => {
        const { input } = window as unknown as { input: Input };
        const now = performance.now();
        const taken = input.wheels >= seen.wheels + wheels || (wheels === 1 && input.scrolls > seen.scrolls);
        const track = document.querySelector(".scroll-slider__track")!;
        const tweening = track.getAnimations().some((animation) => animation.playState === "running");
        const scrollEnded = !input.scrolling || now - input.lastScroll > rest;
        return taken && now - input.lastWheel > rest && scrollEnded && !tweening;
      },
      [seen, wheels, GESTURE_REST_MS] as const,
      { timeout: 15_000 },
    );
  } catch (error) {
    throw new Error(`gesture not over: ${JSON.stringify({ seen, now: await inputSeen(page) })}`, { cause: error });
  }
}

describe("scroll-locking slider", () => {
  const state = (page: Page) =>
    page.evaluate(() => {
      const section = document.querySelector<HTMLElement>(".scroll-slider")!;
      return {
        locked: document.body.classList.contains("scroll-slider-locked"),
        index: Number(section.querySelector<HTMLElement>(".scroll-slider__track")!.dataset.index),
        top: Math.round(section.getBoundingClientRect().top),
        scrollY: Math.round(window.scrollY),
      };
    });
  /** Scrolls so the slider's top is `offset` px below the viewport top, then turns the wheel over the page. */
  const approach = async (page: Page, offset: number, deltaY: number) => {
    await watchInput(page);
    // Resolved once the slider has seen the scroll: its scroll listener (capturing, on the document) ran before ours.
    await page.evaluate(
      (offset) =>
        new Promise<void>((resolve) => {
          const section = document.querySelector(".scroll-slider")!;
          const top = Math.max(0, window.scrollY + section.getBoundingClientRect().top - offset);
          if (Math.abs(top - window.scrollY) < 1) return resolve();
          document.addEventListener("scroll", () => resolve(), { once: true });
          window.scrollTo({ top, behavior: "instant" });
        }),
      offset,
    );
    await page.mouse.move(640, 450);
    await wheel(page, deltaY);
  };
  /** Turns the wheel and waits until the slider is ready for the next gesture (see gestureOver). */
  const wheel = async (page: Page, deltaY: number) => {
    await watchInput(page);
    const seen = await inputSeen(page);
    await page.mouse.wheel(0, deltaY);
    await gestureOver(page, seen);
  };

  it("locks on reaching the viewport, moves over 20 px with a 0.5 s tween, releases at the first and last slide", async () => {
    const { page, close } = await openSliders();
    try {
      const count = await page.locator(".scroll-slider__track > li").count();
      expect(count).toBe(4);
      await approach(page, 150, 400);
      let s = await state(page);
      expect(s.locked).toBe(true);
      expect(Math.abs(s.top)).toBeLessThanOrEqual(1);
      const lockedAt = s.scrollY;

      // 15 px is below the threshold, and the page itself does not move.
      await wheel(page, 15);
      s = await state(page);
      expect(s).toMatchObject({ locked: true, index: 0, scrollY: lockedAt });

      // Over 20 px: next slide, tweened for about 0.5 s.
      await page.evaluate(() => {
        const track = document.querySelector<HTMLElement>(".scroll-slider__track")!;
        const w = window as unknown as { tween: { start: number; end: number } };
        w.tween = { start: 0, end: 0 };
        new MutationObserver(() => {
          if (!w.tween.start) w.tween.start = performance.now();
        }).observe(track, { attributes: true, attributeFilter: ["data-index"] });
        track.addEventListener("transitionend", () => {
          w.tween.end = performance.now();
        });
      });
      await wheel(page, 30);
      s = await state(page);
      expect(s).toMatchObject({ locked: true, index: 1, scrollY: lockedAt });
      const tween = await page.evaluate(() => (window as unknown as { tween: { start: number; end: number } }).tween);
      expect(tween.end - tween.start).toBeGreaterThan(400);
      expect(tween.end - tween.start).toBeLessThan(700);

      // A long gesture (a trackpad's inertia: an event every 16 ms for 0.8 s) moves one step only. The events are sent
      // inside the page, as a trackpad sends them: sent one by one from the test, each waits for a round trip to the
      // browser, and on a loaded machine a gap passed the gesture's 160 ms rest (a second gesture, a second step).
      const seen = await inputSeen(page);
      await page.evaluate(async () => {
        for (let i = 0; i < 50; i++) {
          window.dispatchEvent(new WheelEvent("wheel", { deltaY: 30, cancelable: true }));
          await new Promise(requestAnimationFrame);
        }
      });
      await gestureOver(page, seen, 50);
      expect((await state(page)).index).toBe(2);
      await wheel(page, 30);
      s = await state(page);
      expect(s).toMatchObject({ locked: true, index: count - 1, scrollY: lockedAt });
      // Down at the last slide releases; the page scrolls on.
      await wheel(page, 30);
      expect((await state(page)).locked).toBe(false);
      await wheel(page, 300);
      await expect.poll(async () => (await state(page)).scrollY).toBeGreaterThan(lockedAt + 100);
      expect((await state(page)).index).toBe(count - 1);

      // Coming back up locks again (at the last slide); up at the first slide releases.
      await approach(page, -150, -400);
      s = await state(page);
      expect(s.locked).toBe(true);
      for (let i = count - 1; i > 0; i--) await wheel(page, -30);
      expect((await state(page)).index).toBe(0);
      await wheel(page, -30);
      expect((await state(page)).locked).toBe(false);
      await wheel(page, -300);
      await expect.poll(async () => (await state(page)).scrollY).toBeLessThan(lockedAt - 100);
    } finally {
      await close();
    }
  });

  it("moves by touch drags over 20 px and lets keyboard users move on (arrows, Escape)", async () => {
    const { page, close } = await openSliders({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await approach(page, 100, 300);
      expect((await state(page)).locked).toBe(true);
      const cdp = await page.context().newCDPSession(page);
      const drag = async (dy: number) => {
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x: 200, y: 500 }] });
        for (let i = 1; i <= 4; i++) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [{ x: 200, y: 500 + (dy * i) / 4 }] });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        // Handled, and the tween (if it moved) over: the slider takes the next drag only then.
        await drawn(page);
        await animationsDone(page, ".scroll-slider__track");
      };
      await drag(-15);
      expect((await state(page)).index).toBe(0);
      // Finger up 40 px: the next slide.
      await drag(-40);
      expect((await state(page)).index).toBe(1);
      await drag(40);
      expect((await state(page)).index).toBe(0);
      await cdp.detach();

      await page.keyboard.press("ArrowDown");
      await expect.poll(async () => (await state(page)).index).toBe(1);
      await page.keyboard.press("Escape");
      expect((await state(page)).locked).toBe(false);
      expect(await axe(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("does not lock when the page jumps past it by more than a screen (an anchor link, focus below it)", async () => {
    const { page, close } = await openSliders();
    try {
      // From the top of the page straight to the team card below the slider, as a link to it would.
      await page.evaluate(() => document.querySelector(".team-split__list")!.scrollIntoView({ block: "center", behavior: "instant" }));
      // Past it, and it stays unlocked while the page settles there.
      expect(await stays(page, async () => (await state(page)).locked, 300)).toBe(false);
      let s = await state(page);
      expect(s.top).toBeLessThan(0);
      // Scrolling back up through it by wheel does lock.
      await approach(page, -150, -400);
      s = await state(page);
      expect(s.locked).toBe(true);
      expect(Math.abs(s.top)).toBeLessThanOrEqual(1);
    } finally {
      await close();
    }
  });

  it("stays off inside a drawer until it is full screen and done animating, and drawer-close releases it", async () => {
    const { page, close } = await openSliders();
    try {
      await page.evaluate(() => {
        const section = document.querySelector(".scroll-slider")!;
        const drawer = document.createElement("div");
        drawer.dataset.drawer = "";
        drawer.dataset.drawerSnap = "0.2";
        drawer.dataset.drawerAnimating = "false";
        section.parentNode!.insertBefore(drawer, section);
        drawer.appendChild(section);
      });
      await approach(page, 150, 400);
      expect((await state(page)).locked).toBe(false);
      const change = (snap: string, animating: string) =>
        page.evaluate(
          ([snap, animating]) => {
            const drawer = document.querySelector<HTMLElement>("[data-drawer]")!;
            drawer.dataset.drawerSnap = snap;
            drawer.dataset.drawerAnimating = animating;
            drawer.dispatchEvent(new CustomEvent("drawer-change", { bubbles: true }));
          },
          [snap, animating],
        );
      await change("1", "true");
      expect((await state(page)).locked).toBe(false);
      await change("1", "false");
      expect((await state(page)).locked).toBe(true);
      await page.evaluate(() => document.querySelector("[data-drawer]")!.dispatchEvent(new CustomEvent("drawer-close", { bubbles: true })));
      expect((await state(page)).locked).toBe(false);
    } finally {
      await close();
    }
  });

  it("has no tween for visitors who prefer reduced motion", async () => {
    const { page, close } = await openSliders({ reducedMotion: "reduce" });
    try {
      expect(await page.locator(".scroll-slider__track").evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");
      expect(await page.locator(".image-board .slider-track").evaluate((el) => getComputedStyle(el).transitionDuration)).toBe("0s");
    } finally {
      await close();
    }
  });
});
