// Driving the urban golf game like a golfer's phone: shared by the game's browser test files.
import type { Browser, BrowserContext, Page } from "playwright-core";
import { expect } from "vitest";
import { type GameState, gameStateSchema } from "../common/game/game-state";

/** One phone: a mobile-sized browser context with one page, the scripts it loaded and the errors it logged. */
export type Phone = { context: BrowserContext; page: Page; scripts: string[]; errors: string[] };

/** A new phone (390 px wide, touch) with clipboard rights on `base`. */
export async function phone(browser: Browser, base: string): Promise<Phone> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: base });
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
  return { context, page, scripts, errors };
}

/** The selector of a game island that is live: connected, with nothing queued. */
export const SETTLED = "[data-connection=online][data-queued='0']";

/** Opens a page and waits until its game island is live (connected with nothing queued) or `ready` shows. */
export async function open(p: Phone, base: string, path: string, ready = SETTLED) {
  p.scripts.length = 0;
  await p.page.goto(base + path);
  await p.page.waitForSelector(ready, { state: "attached", timeout: 15_000 });
}

export const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });
export const playerNames = (page: Page) => page.locator(".game-player__name").allTextContents();
export const settled = (page: Page) => page.waitForSelector(SETTLED, { state: "attached", timeout: 15_000 });

/** The score shown for a player on the score card. */
export const score = async (page: Page, name: string) =>
  Number(
    await page
      .locator(".score-card__row", { has: page.locator(".score-card__name", { hasText: new RegExp(`^${name}$`) }) })
      .locator(".score-card__score")
      .textContent(),
  );

/** Taps a player's plus or minus button `times` times. */
export const press = async (page: Page, name: string, change: "plus" | "minus", times = 1) => {
  for (let i = 0; i < times; i++) await button(page, `${name}: ein Schlag ${change === "plus" ? "mehr" : "weniger"}`).click();
};

/** Creates a game over HTTP (as the start page does) and returns its id. */
export async function createGame(base: string): Promise<string> {
  const gameId = `faults-${crypto.randomUUID()}`;
  const response = await fetch(`${base}/parties/game/${gameId}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: "{}",
  });
  expect(response.status).toBe(201);
  return gameId;
}

/** The game's state as the server holds it. */
export async function serverState(base: string, gameId: string): Promise<GameState> {
  return gameStateSchema.parse(await (await fetch(`${base}/parties/game/${gameId}`)).json());
}
