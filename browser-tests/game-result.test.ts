import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { axe, browserForThisFile } from "./browser";
import { button, phone as makePhone, open as openPage, type Phone, settled } from "./game-phone";

// Par, Stableford and the shared result (issue 48): a phone plays the demo course with two players in Stableford mode,
// shares the result, and a second browser without any session opens it.
const base = inject("baseURL");
const browser = browserForThisFile();
const phone = () => makePhone(browser(), base);
const open = (p: Phone, path: string, ready?: string) => openPage(p, base, path, ready);

// The demo course's pars (scripts/seed/demo-texts.ts): 3 3 4 3 3 3 4 3 3, 29 in all.
// Anna: 28 strokes (−1), Stableford 3 + 8 × 2 = 19. Ben: 33 strokes (+4), Stableford 14.
const ANNA = [2, 3, 4, 3, 3, 3, 4, 3, 3];
const BEN = [3, 4, 5, 3, 4, 3, 5, 3, 3];

/** Taps a player's plus button `times` times (a finger, not a mouse). */
async function tapPlus(page: Page, name: string, times: number) {
  for (let i = 0; i < times; i++) await button(page, `${name}: ein Schlag mehr`).tap();
}

const toPar = (page: Page, name: string) =>
  page
    .locator(".score-card__row", { has: page.locator(".score-card__name", { hasText: new RegExp(`^${name}$`) }) })
    .locator(".score-card__to-par")
    .evaluate((element) => [(element as HTMLElement).dataset.holeToPar, (element as HTMLElement).dataset.totalToPar]);

describe("par, Stableford and the shared result", () => {
  it("plays two players to the end in Stableford, shares the result, and a browser without a session opens it", async () => {
    const a = await phone();
    await open(a, "/de/~start", ".game-start button:not([disabled])");
    await a.page.getByRole("radio", { name: "Stableford-Punkte" }).tap();
    await button(a.page, "Spiel starten").tap();
    await a.page.waitForURL(/\/de\/~edit\?id=/);
    const gameId = new URL(a.page.url()).searchParams.get("id")!;
    await settled(a.page);
    const nameField = a.page.getByLabel("Name", { exact: true });
    for (const name of ["Anna", "Ben"]) {
      await nameField.fill(name);
      await nameField.press("Enter");
    }
    await settled(a.page);

    for (let hole = 1; hole <= 9; hole++) {
      await open(a, `/de/golf/loch-${hole}`);
      expect(await a.page.locator(".score-card__par").textContent()).toBe(hole === 3 || hole === 7 ? "Par 4" : "Par 3");
      await tapPlus(a.page, "Anna", ANNA[hole - 1]!);
      await tapPlus(a.page, "Ben", BEN[hole - 1]!);
      if (hole === 1) {
        // Against par on the hole and in total, as golfers write it (a real minus sign).
        await expect.poll(() => toPar(a.page, "Anna")).toEqual(["\u22121", "\u22121"]);
        await expect.poll(() => toPar(a.page, "Ben")).toEqual(["E", "E"]);
      }
      await settled(a.page);
    }
    await expect.poll(() => toPar(a.page, "Anna")).toEqual(["E", "\u22121"]);
    await expect.poll(() => toPar(a.page, "Ben")).toEqual(["E", "+4"]);

    // The leaderboard ranks by points, the mode chosen at the start.
    await open(a, "/de/~play");
    const rows = await a.page
      .locator(".leaderboard[data-scoring=stableford] tbody tr[data-player-id]")
      .evaluateAll((trs) => trs.map((tr) => [tr.querySelector("th")?.textContent, (tr as HTMLElement).dataset.points]));
    expect(rows).toEqual([
      ["Anna", "19"],
      ["Ben", "14"],
    ]);

    // Finished: the score card offers the result; without a native share sheet here, its link is copied.
    await open(a, "/de/golf/loch-9");
    await button(a.page, "Resultat teilen").tap();
    await button(a.page, "Kopiert!").waitFor();
    const link = await a.page.evaluate(() => navigator.clipboard.readText());
    const primary = base.replace("//127.0.0.1:", "//localhost:");
    expect(link).toBe(`${primary}/de/~result/${gameId}`);
    expect(a.errors).toEqual([]);
    await a.context.close();

    // A second browser, no session and nothing stored: the read-only result.
    const c = await phone();
    await c.page.goto(link.replace(primary, base));
    await c.page.waitForSelector(".game-result__qr img");
    expect(await c.page.locator(".game-result").getAttribute("data-finished")).toBe("true");
    const result = await c.page
      .locator(".game-result__table tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [
          tr.querySelector("th")?.textContent,
          tr.querySelector(".leaderboard__total")?.textContent,
          (tr as HTMLElement).dataset.toPar,
          tr.querySelector(".leaderboard__points")?.textContent,
          tr.querySelector(".game-result__strokes")?.getAttribute("data-hole-to-par"),
        ]),
      );
    expect(result).toEqual([
      ["Anna", "28", "\u22121", "19", "\u22121"],
      ["Ben", "33", "+4", "14", "E"],
    ]);
    expect(await c.page.locator(".game-result__qr img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await c.page.locator(".game-result__link a").textContent()).toBe(link);
    expect(await axe(c.page)).toEqual([]);
    // The phone's width holds: the course scrolls inside its table, the page does not widen.
    expect(await c.page.evaluate(() => [window.innerWidth, document.documentElement.scrollWidth])).toEqual([390, 390]);

    // Its social preview: a PNG rendered by the worker.
    const image = await c.page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image).toBe(`${primary}/de/~result/${gameId}/image.png`);
    const response = await fetch(image!.replace(primary, base));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
    expect(c.errors).toEqual([]);
    await c.context.close();
  });
});
