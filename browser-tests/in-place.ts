import type { Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Runs an editor change that shows a block change in place (decision 076) and waits until the page shows it: the
 * in-place render answered and the page counted the swap. Fails when the page navigated or reloaded
 * meanwhile (a marker set on `window` must survive, and no navigation of the main frame may happen). Answers the
 * scroll position before and after.
 */
export async function changeInPlace(page: Page, change: () => Promise<unknown>): Promise<{ before: number; after: number }> {
  const navigations: string[] = [];
  const onNavigated = (frame: { url(): string; parentFrame(): unknown }) => {
    if (!frame.parentFrame()) navigations.push(frame.url());
  };
  page.on("framenavigated", onNavigated);
  const { before, count } = await page.evaluate(() => {
    (window as unknown as { inPlaceMarker: string }).inPlaceMarker = "kept";
    return { before: window.scrollY, count: Number(document.documentElement.dataset.blocksRendered ?? 0) };
  });
  try {
    const rendered = page.waitForResponse((response) => response.url().includes("/api/v1/render/blocks"), { timeout: 15_000 });
    await Promise.all([rendered, change()]);
    expect((await rendered).status()).toBe(200);
    // The swap is done when the page counts one more in-place render (saving/blocks-in-place.ts).
    await page.waitForFunction((count) => Number(document.documentElement.dataset.blocksRendered ?? 0) > count, count, { timeout: 15_000 });
  } finally {
    page.off("framenavigated", onNavigated);
  }
  expect(navigations).toEqual([]);
  const { marker, after } = await page.evaluate(() => ({ marker: (window as unknown as { inPlaceMarker?: string }).inPlaceMarker, after: window.scrollY }));
  expect(marker).toBe("kept");
  return { before, after };
}

/** Whether an element's top edge is inside the viewport. */
export const topInView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.top < window.innerHeight;
  });
