import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForThisFile, openPage } from "./browser";
import { crawl } from "./crawl";

const base = inject("baseURL");
const browser = browserForThisFile();

/** One page per distinct sequence of block types: pages built alike (the 18 holes, the team members) lay out alike. */
function onePerLayout(pages: { path: string; html: string }[]): string[] {
  const byLayout = new Map<string, string>();
  for (const { path, html } of pages) {
    const layout = [...html.matchAll(/data-block="([^"]+)"/g)].map((m) => m[1]).join(",");
    if (layout && !byLayout.has(layout)) byLayout.set(layout, path);
  }
  return [...byLayout.values()];
}

/**
 * Text, links and form controls of each block that start left of the page's side padding (var(--space)), as
 * "block: element (left px)". Media may run edge to edge, and so may the items of horizontal scroll rows and the
 * controls laid over media.
 */
function outOfInset(page: Page): Promise<{ inset: number; offenders: string[] }> {
  return page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.paddingLeft = "var(--space)";
    document.body.appendChild(probe);
    const inset = Number.parseFloat(getComputedStyle(probe).paddingLeft);
    probe.remove();
    // Controls laid over a full-bleed picture or map (absolutely positioned) follow the media's edge, not the page's.
    const overlaid = (el: Element, block: Element) => {
      for (let node: Element | null = el; node && node !== block; node = node.parentElement) if (getComputedStyle(node).position === "absolute") return true;
      return false;
    };
    const scrollsSideways = (el: Element) => {
      for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
        if (/auto|scroll/.test(getComputedStyle(node).overflowX) && node.scrollWidth > node.clientWidth) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const block of document.querySelectorAll("main [data-block]")) {
      for (const el of block.querySelectorAll(
        "h1, h2, h3, h4, p, li, label, legend, input:not([type=hidden]), select, textarea, button, a, dt, dd, th, td, figcaption, blockquote",
      )) {
        const rect = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        if (
          rect.width === 0 ||
          rect.height === 0 ||
          style.visibility === "hidden" ||
          el.closest("[hidden], dialog:not([open]), .visually-hidden, .form-honeypot")
        )
          continue;
        if (style.position === "fixed" || overlaid(el, block) || scrollsSideways(el)) continue;
        if (rect.left < inset - 1)
          offenders.push(
            `${block.getAttribute("data-block")}: ${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(" ")[0]}` : ""} (${Math.round(rect.left)} px)`,
          );
      }
    }
    return { inset, offenders: [...new Set(offenders)] };
  });
}

describe("mobile (390 px): every block keeps the page's side padding", () => {
  let paths: string[] = [];
  beforeAll(async () => {
    paths = onePerLayout(await crawl(base, ["/de"], ["/de"]));
  }, 120_000);

  it("covers the demo pages' layouts, the contact form among them", () => {
    expect(paths).toContain("/de/~contact");
    expect(paths.length).toBeGreaterThan(15);
  });

  it("starts no block's text or form control left of the side padding", async () => {
    const failures: string[] = [];
    for (const path of paths) {
      const { page, close } = await openPage(browser(), base + path, { viewport: { width: 390, height: 844 } }, { waitUntil: "load" });
      const { inset, offenders } = await outOfInset(page);
      expect(inset).toBeGreaterThanOrEqual(15);
      failures.push(...offenders.map((offender) => `${path} ${offender}`));
      await close();
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
