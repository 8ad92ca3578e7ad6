import type { BrowserContext, Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { z } from "zod";
import { delay } from "./waits";
import { createTestPage } from "./test-pages";

const RICH_TEXT_MODULE = "client/editor/fields/rich-text/edit-rich-text.tsx";
const manifestSchema = z.record(z.string(), z.object({ file: z.string() }));

type InitialField = { name: string; contentType: string; content: Record<string, { text?: string; json?: unknown }> };

/** Creates a German page of its own holding the given blocks (nothing shared is changed). */
export async function createTypingPage(page: Page, base: string, slug: string, groups: { blockType: string; fields: InitialField[] }[]) {
  await createTestPage(page, base, { name: `Tippen ${slug}`, slug, groups });
}

/** A page in edit mode, the errors it logged and a wait for its field saves. */
export type EditPage = { page: Page; errors: string[]; savesDone: (count: number) => Promise<void> };

/**
 * Opens `url` in a new tab of the signed-in context (600 px high, so the page can scroll). With `holdRichText`
 * the rich-text editor's chunk is answered a second late, as on a slow connection.
 */
export async function openEditPage(context: BrowserContext, url: string, { holdRichText = false } = {}): Promise<EditPage> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 600 });
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  let sent = 0;
  let answered = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/v1/data")) sent += 1;
  });
  page.on("requestfinished", (request) => {
    if (request.url().endsWith("/api/v1/data")) answered += 1;
  });
  if (holdRichText) {
    const origin = new URL(url).origin;
    const entries = manifestSchema.parse(await (await fetch(`${origin}/asset-manifest.json`)).json());
    const chunk = `${origin}/${entries[RICH_TEXT_MODULE]!.file}`;
    await page.route(chunk, async (route) => {
      await delay(1_000);
      await route.continue();
    });
  }
  await page.goto(url, { waitUntil: "networkidle" });
  const savesDone = async (count: number) => {
    await expect.poll(() => sent >= count && answered === sent, { timeout: 15_000 }).toBe(true);
  };
  return { page, errors, savesDone };
}

/** Focuses what comes before `target` in the Tab order and presses Tab, as a keyboard user reaches it. */
export async function tabInto(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>("a[href], button, input, select, textarea, [tabindex]")].filter(
      (candidate) => candidate.tabIndex >= 0 && !candidate.matches(":disabled") && candidate.getClientRects().length > 0,
    );
    const before = tabbable.filter((candidate) => candidate !== element && candidate.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
    before.at(-1)?.focus();
  });
  await page.keyboard.press("Tab");
}

/** Types at the end of a rich text at once: characters, Space, arrows, Backspace and Enter (a new paragraph). */
export async function typeRichText(page: Page): Promise<void> {
  await page.keyboard.type(" Neu: Kinderecke");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Backspace");
  await page.keyboard.type("e.");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Zweite Zeile");
}

/** The paragraphs of a rich text after `typeRichText` at its end. */
export const typedInto = (paragraphs: string[]) => [...paragraphs.slice(0, -1), `${paragraphs.at(-1)} Neu: Kinderecke.`, "Zweite Zeile"];
