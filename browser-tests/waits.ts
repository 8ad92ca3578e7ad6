import type { Page } from "playwright-core";
import { expect } from "vitest";

// The one home of time in the browser tests (issue 44): tests wait for conditions, never for fixed times. What is
// left here is not a wait: `stays` is a deliberate observation window ("nothing happens for N ms"), and `delay` is
// fault injection (a slow server or network). conventions.test.ts fails when a fixed sleep appears anywhere else.

/** Fault injection: resolves after `ms`, for a route or a socket that answers late as a slow server does. Not a wait. */
export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** How often `stays` reads its check: often enough to see a change early, rare enough to leave the page its time. */
const STAYS_POLL_MS = 50;

/**
 * Observes that `check` keeps the value it has now for `ms` milliseconds of the page's own clock, failing as soon as
 * it changes; returns that value for the caller to assert. For "nothing happens": no second save, the other window
 * keeps its text, no request is made.
 */
export async function stays<T>(page: Page, check: () => T | Promise<T>, ms: number): Promise<T> {
  const now = () => page.evaluate(() => performance.now());
  const first = await check();
  const start = await now();
  for (;;) {
    const elapsed = (await now()) - start;
    const value = await check();
    expect(value, `changed after ${Math.round(elapsed)} of the ${ms} ms it had to stay`).toEqual(first);
    if (elapsed >= ms) return first;
    await delay(STAYS_POLL_MS);
  }
}

/**
 * Waits until the page has drawn what the last action changed and run the timers due by then: two animation frames,
 * then a task behind the zero-delay timers queued so far (as React and Radix schedule their follow-ups).
 */
export function drawn(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));
}

/**
 * Waits until no finite CSS transition or animation runs at `selector` or inside it (a tween, a drawer, a sheet
 * sliding in); endless ones (a spinner) are not waited for.
 */
export function animationsDone(page: Page, selector = ":root"): Promise<unknown> {
  return page.waitForFunction((selector) => {
    const root = document.querySelector(selector);
    const running = (animation: Animation) => animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity;
    return root !== null && !root.getAnimations({ subtree: true }).some(running);
  }, selector);
}

/**
 * Waits until every island of the page is hydrated (React claimed each island's server markup, and a frame and its
 * effects ran since): a click is then handled, and what islands start on their own (lazy parts) has started.
 */
export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll("[data-island]")].every(
      (island) =>
        Object.keys(island).some((key) => key.startsWith("__reactContainer$")) &&
        [...island.children].every((child) => Object.keys(child).some((key) => key.startsWith("__reactFiber$"))),
    ),
  );
  await drawn(page);
}
