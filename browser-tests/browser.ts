import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { type Browser, chromium, type Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";

/** Launches Debian's Chromium headless, with the flags this closed network needs. */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
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

/** Runs axe (WCAG 2 A and AA rules, plus best practices) on the page and returns its violations. */
export async function axe(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (o: unknown) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe.run({
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(" ")) }));
  });
}

/** Total gzip size in bytes of the given script paths, as served. */
export async function gzipBytes(base: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += gzipSync(Buffer.from(await (await fetch(base + path)).arrayBuffer()), { level: 9 }).length;
  return total;
}

/** An opened page with the paths of the scripts it requested and the errors it logged. */
export type OpenedPage = { page: Page; scripts: string[]; errors: string[]; status: number | null; close: () => Promise<void> };

/**
 * Opens `base + path` in a fresh context (viewport and other context options as given), recording the scripts it
 * requests and the errors it logs, and waits until the network is idle.
 */
export async function openPage(browser: Browser, url: string, options: Parameters<Browser["newContext"]>[0] = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  return { page, scripts, errors, status: response?.status() ?? null, close: () => context.close() };
}
