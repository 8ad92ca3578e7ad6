import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Launches Debian's Chromium headless, with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Launches Chromium once for the test file that calls it (and closes it after); returns a getter for it. */
export function browserForThisFile(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("the browser is launched in beforeAll: use it inside tests");
    return browser;
  };
}

const AXE = readFileSync(new URL("../node_modules/axe-core/axe.min.js", import.meta.url), "utf8");

export type AxeViolation = { id: string; impact: string; help: string; nodes: string[] };

/** Waits (at most 2 s) for the page's running transitions and animations to end: a toast fading in is half transparent. */
async function settled(page: Page): Promise<void> {
  const noFiniteAnimationRuns = () =>
    document.getAnimations().every((animation) => animation.playState !== "running" || animation.effect?.getComputedTiming().endTime === Infinity);
  // An endless stream of toasts must not hold axe up: after 2 s it runs on what is there.
  await page.waitForFunction(noFiniteAnimationRuns, undefined, { timeout: 2_000 }).catch(() => undefined);
}

/**
 * Runs axe (WCAG 2 A and AA rules, plus best practices and any extra tags such as "wcag22aa") on the page, once its animations have ended, and returns its
 * violations. A violation is checked again after the page settles once more: an element that began to fade out
 * while axe ran (a toast's time ending) is blended with its background, while a real violation is there both times.
 */
export async function axe(page: Page, extraTags: string[] = []): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol, not added as a <script>: the pages' Content-Security-Policy allows no
  // inline script (decision 014), and axe is test tooling, not page code.
  await page.evaluate(`${AXE}\n;undefined`);
  await settled(page);
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice", ...extraTags];
  const violations = await axeRun(page, tags);
  if (violations.length === 0) return violations;
  await settled(page);
  return axeRun(page, tags);
}

function axeRun(page: Page, tags: string[]): Promise<AxeViolation[]> {
  return page.evaluate(async (values) => {
    const result = await (
      window as unknown as {
        axe: { run: (o: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run({
      runOnly: { type: "tag", values },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  }, tags);
}

/** Total gzip size in bytes of the given script paths, as served. */
export async function gzipBytes(base: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** An opened page with the paths of the scripts it requested (from this site) and the errors it logged. */
export type OpenedPage = { page: Page; context: BrowserContext; scripts: string[]; errors: string[]; status: number | null; close: () => Promise<void> };

/** What to do before the page is loaded (routes, clocks, permissions) and when loading counts as done. */
export type OpenOptions = { prepare?: (page: Page, context: BrowserContext) => Promise<void>; waitUntil?: "networkidle" | "domcontentloaded" | "load" };

/**
 * Opens `url` in a fresh context (viewport and other context options as given), recording the scripts it
 * requests from its own origin and the errors it logs (script errors, and React's hydration mismatches, which it
 * reports to the console), and waits until the network is idle.
 */
export async function openPage(
  browser: Browser,
  url: string,
  contextOptions: Parameters<Browser["newContext"]>[0] = {},
  { prepare, waitUntil = "networkidle" }: OpenOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...contextOptions });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && request.url().startsWith(origin)) scripts.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await prepare?.(page, context);
  const response = await page.goto(url, { waitUntil });
  return { page, context, scripts, errors, status: response?.status() ?? null, close: () => context.close() };
}

/** Id references inside islands (label for, aria-labelledby, aria-describedby, aria-controls) that point at no element. */
export function danglingIdReferences(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dangling: string[] = [];
    for (const element of document.querySelectorAll(
      "[data-island] [for], [data-island] [aria-labelledby], [data-island] [aria-describedby], [data-island] [aria-controls]",
    )) {
      for (const attribute of ["for", "aria-labelledby", "aria-describedby", "aria-controls"]) {
        for (const id of (element.getAttribute(attribute) ?? "").split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) dangling.push(`${attribute}=${id}`);
        }
      }
    }
    return dangling;
  });
}
