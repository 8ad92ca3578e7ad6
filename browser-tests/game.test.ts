import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { gameStateSchema } from "../common/game/game-state";
import { axe, gzipBytes, browserForThisFile } from "./browser";
import { button, phone as makePhone, open as openPage, type Phone, playerNames, press, score, settled } from "./game-phone";

// The urban golf game end to end: two phones (two browser contexts) play one game through the production build.
const base = inject("baseURL");
const browser = browserForThisFile();

const phone = () => makePhone(browser(), base);
const open = (p: Phone, path: string, ready?: string) => openPage(p, base, path, ready);

const leaderboardRows = (page: Page) =>
  page
    .locator(".leaderboard tbody tr[data-player-id]")
    .evaluateAll((rows) =>
      rows.map((row) => [
        row.querySelector("th")?.textContent,
        (row as HTMLElement).dataset.total,
        (row as HTMLElement).dataset.complete,
        row.querySelector("td")?.textContent,
      ]),
    );

/** Axe finds nothing, and the phone-sized page does not scroll sideways. */
async function expectAxeClean(page: Page) {
  expect(await axe(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

describe("urban golf", () => {
  it("renders the start page meaningfully before hydration: title, subtitles, a disabled start button", async () => {
    const html = await (await fetch(`${base}/de/~start`)).text();
    expect(html).toContain("<h1>Rock&#x27;n&#x27;hole!</h1>");
    expect(html).toMatch(/Digitale Spielkarte .*Urban Golf .*Winterthur/);
    expect(html).toMatch(/<button type="button" class="[^"]*game-button[^"]*" disabled=""[^>]*>Spiel starten<\/button>/);
    const fr = await (await fetch(`${base}/fr/~start`)).text();
    expect(fr).toContain("Commencer la partie");
  });

  it("two phones play one game: share link, live players, strokes offline and back, equal leaderboards, coupon for the leader", async () => {
    const a = await phone();
    const b = await phone();

    // Phone A starts a game and lands on "add players" with the game stored as current.
    await open(a, "/de/~start", ".game-start button:not([disabled])");
    await expectAxeClean(a.page);
    await button(a.page, "Spiel starten").click();
    await a.page.waitForURL(/\/de\/~edit\?id=/);
    const gameId = new URL(a.page.url()).searchParams.get("id")!;
    expect(await a.page.evaluate(() => localStorage.getItem("golf:currentGame"))).toBe(gameId);
    await settled(a.page);

    const nameField = a.page.getByLabel("Name", { exact: true });
    for (const name of ["Anna", "  Ben  ", "   ", "Cleo"]) {
      await nameField.fill(name);
      await nameField.press("Enter");
    }
    await expect.poll(() => playerNames(a.page)).toEqual(["Anna", "Ben", "Cleo"]);
    await button(a.page, "Ben umbenennen").click();
    await a.page.getByLabel("Neuer Name für Ben").fill(" Benno ");
    await a.page.getByLabel("Neuer Name für Ben").press("Enter");
    await button(a.page, "Anna umbenennen").click();
    await a.page.getByLabel("Neuer Name für Anna").fill("   ");
    await button(a.page, "Speichern").click();
    await button(a.page, "Cleo entfernen").click();
    await expect.poll(() => playerNames(a.page)).toEqual(["Anna", "Benno"]);
    await settled(a.page);
    await expectAxeClean(a.page);

    // Share page: QR code of the share link, 'Teilen' copies it (no native share here) and shows 'Kopiert!' for 2 s.
    await a.page.getByRole("link", { name: "Zum Spiel" }).click();
    await a.page.waitForURL(/\/de\/~share\?id=/);
    await a.page.waitForSelector(".game-qr img");
    expect(await a.page.locator(".game-qr img").evaluate((img: HTMLImageElement) => [img.naturalWidth, img.width])).toEqual([180, 180]);
    expect(a.scripts.some((s) => /browser-[\w-]+\.js$/.test(s) || /qrcode/.test(s))).toBe(true);
    await button(a.page, "Teilen").click();
    await button(a.page, "Kopiert!").waitFor();
    const link = await a.page.evaluate(() => navigator.clipboard.readText());
    // The link carries the site's primary origin (the default site's is localhost), never the host this page was asked under.
    const primary = base.replace("//127.0.0.1:", "//localhost:");
    expect(link).toMatch(new RegExp(`^${primary}/de/game\\?id=${gameId}&t=[0-9a-z]+$`));
    await button(a.page, "Teilen").waitFor({ timeout: 3_000 });
    expect(await button(a.page, "go to game").isEnabled()).toBe(true);
    await settled(a.page);
    await expectAxeClean(a.page);

    // Phone B joins through the share link: /de/game -> start page -> share page, and remembers the game.
    // Both phones stay on the host the test serves under (127.0.0.1, the same default site as the link's localhost),
    // so the game remembered in local storage is on the origin the rest of the test opens.
    await b.page.goto(link.replace(primary, base));
    await b.page.waitForURL(new RegExp(`/de/~share\\?id=${gameId}$`));
    await button(b.page, "go to game").waitFor();
    expect(await b.page.evaluate(() => localStorage.getItem("golf:currentGame"))).toBe(gameId);

    // The player list is live for everyone: B adds, A renames, B deletes.
    await open(a, "/de/~edit");
    await open(b, "/de/~edit");
    await b.page.getByLabel("Name", { exact: true }).fill("Dora");
    await button(b.page, "Hinzufügen").click();
    await expect.poll(() => playerNames(a.page)).toEqual(["Anna", "Benno", "Dora"]);
    await button(a.page, "Dora umbenennen").click();
    await a.page.getByLabel("Neuer Name für Dora").fill("Doris");
    await button(a.page, "Speichern").click();
    await expect.poll(() => playerNames(b.page)).toEqual(["Anna", "Benno", "Doris"]);
    await button(b.page, "Doris entfernen").click();
    await expect.poll(() => playerNames(a.page)).toEqual(["Anna", "Benno"]);

    // Hole 1 on both phones (the stored game is found without ?id=); strokes show live on the other phone.
    await open(a, "/de/golf/loch-1");
    await open(b, "/de/golf/loch-1");
    expect(await a.page.locator(".hole-dot[aria-current=page]").getAttribute("href")).toBe(`/de/golf/loch-1?id=${gameId}`);
    await press(a.page, "Anna", "plus", 3);
    await press(b.page, "Benno", "plus", 4);
    await press(b.page, "Anna", "minus");
    for (const p of [a, b]) {
      await expect.poll(() => score(p.page, "Anna")).toBe(2);
      await expect.poll(() => score(p.page, "Benno")).toBe(4);
    }
    expect(await a.page.locator(".score-card__announcement").textContent()).toBe("Anna: 3 Schläge");
    await settled(a.page);
    await expectAxeClean(a.page);
    const targets = await a.page
      .locator(".score-card__button, .hole-dot")
      .evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect()).map((r) => Math.min(r.width, r.height)));
    expect(Math.min(...targets)).toBeGreaterThanOrEqual(44);

    // B loses the network: the page says so, keeps counting taps (queued), and sends them once back.
    await b.context.setOffline(true);
    await b.page.waitForSelector("[data-connection=offline]", { state: "attached" });
    expect(await b.page.locator(".game-connection [role=status]").textContent()).toContain("Keine Verbindung");
    await press(b.page, "Anna", "plus", 2);
    await press(b.page, "Benno", "plus");
    await press(b.page, "Benno", "minus");
    await press(a.page, "Anna", "plus");
    expect(await b.page.locator("[data-connection=offline]").getAttribute("data-queued")).toBe("4");
    expect(await score(b.page, "Anna")).toBe(4);
    await expect.poll(() => score(a.page, "Anna")).toBe(3);
    await b.context.setOffline(false);
    await settled(b.page);
    for (const p of [a, b]) {
      await expect.poll(() => score(p.page, "Anna")).toBe(5);
      await expect.poll(() => score(p.page, "Benno")).toBe(4);
    }

    // Hole 8 (second-to-last) complete and hole 2 only for Anna: Benno leads with an incomplete total.
    await open(a, "/de/golf/loch-8");
    await press(a.page, "Anna", "plus", 3);
    await press(a.page, "Benno", "plus", 2);
    await open(a, "/de/golf/loch-2");
    await press(a.page, "Anna", "plus");
    await settled(a.page);

    await open(a, "/de/~play");
    await open(b, "/de/~play");
    const expected = [
      ["Benno", "6", "false", "1"],
      ["Anna", "9", "true", "2"],
    ];
    await expect.poll(() => leaderboardRows(a.page)).toEqual(expected);
    await expect.poll(() => leaderboardRows(b.page)).toEqual(expected);
    expect(await a.page.locator(".leaderboard__footnote").textContent()).toBe("* Noch nicht alle Löcher erfasst.");
    expect(await a.page.locator(".hole-dot").evaluateAll((dots) => dots.map((d) => (d as HTMLElement).dataset.dot))).toEqual([
      "complete",
      "partial",
      "noScores",
      "noScores",
      "noScores",
      "noScores",
      "noScores",
      "complete",
      "noScores",
    ]);
    expect(await a.page.getByRole("link", { name: /^Gutschein/ }).count()).toBe(1);
    await expectAxeClean(a.page);

    // Budget: the play page loads at most 150 KB of JavaScript (gzip); no QR or confetti code there.
    const bytes = await gzipBytes(base, a.scripts);
    console.log(`JavaScript on /de/~play: ${(bytes / 1024).toFixed(1)} KB gzip in ${a.scripts.length} files`);
    expect(bytes).toBeLessThanOrEqual(150 * 1024);
    expect(a.scripts.some((s) => /confetti|qrcode|browser-/.test(s))).toBe(false);

    // The leader's coupon: confetti (its code fetched only here), the free drink, the session flag, back to the play page.
    await b.page.getByRole("link", { name: "Gutschein für Benno" }).click();
    await b.page.waitForURL(/\/de\/~coupon\?id=/);
    // The canvas is server-rendered; the confetti code is fetched once the island has hydrated.
    await b.page.waitForSelector("canvas");
    await expect.poll(() => b.scripts.some((s) => /confetti/.test(s))).toBe(true);
    await b.page.waitForSelector(".coupon-badge__player[data-player-name=Benno]");
    expect(await b.page.locator(".coupon-badge").textContent()).toContain("3 dl Bier oder Softdrink");
    expect(await b.page.evaluate(() => sessionStorage.getItem("golf:couponVisited"))).toBe(gameId);
    await expectAxeClean(b.page);
    await b.page.getByRole("link", { name: "Zurück zur Karte" }).click();
    await b.page.waitForURL(new RegExp(`/de/~play\\?id=${gameId}$`));

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });

  it("keeps taps whose acks were lost across a reload and applies them exactly once", async () => {
    const a = await phone();
    await open(a, "/de/~start", ".game-start button:not([disabled])");
    await button(a.page, "Spiel starten").click();
    await a.page.waitForURL(/~edit/);
    const gameId = new URL(a.page.url()).searchParams.get("id")!;
    await open(a, "/de/~share");
    expect(await button(a.page, "waiting for players").isDisabled()).toBe(true);
    await open(a, "/de/~edit");
    await a.page.getByLabel("Name", { exact: true }).fill("Eva");
    await a.page.getByLabel("Name", { exact: true }).press("Enter");
    await settled(a.page);

    // The server applies the taps, but its acks never reach the page: they stay queued in localStorage.
    let dropAcks = true;
    await a.page.routeWebSocket(/\/parties\/game\//, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (!(dropAcks && String(message).includes('"type":"ack"'))) ws.send(message);
      });
    });
    await open(a, "/de/golf/loch-3", "[data-connection=online]");
    await press(a.page, "Eva", "plus", 3);
    await a.page.waitForSelector("[data-connection=online][data-queued='3']", { state: "attached" });
    expect(await score(a.page, "Eva")).toBe(3);
    expect(await a.page.evaluate((id) => JSON.parse(localStorage.getItem(`golf:queue:${id}`) ?? "[]").length, gameId)).toBe(3);

    // After the reload the queue is replayed; the server knows the opIds and counts nothing twice.
    dropAcks = false;
    await a.page.reload();
    await settled(a.page);
    expect(await score(a.page, "Eva")).toBe(3);
    expect(await a.page.evaluate((id) => localStorage.getItem(`golf:queue:${id}`), gameId)).toBeNull();
    const state = gameStateSchema.parse(await (await fetch(`${base}/parties/game/${gameId}`)).json());
    expect(state.holes.map((hole) => hole.score)).toEqual([3]);
    await a.context.close();
  });

  it("sends a visitor with an unknown game to the root and forgets the stored game", async () => {
    const a = await phone();
    await a.page.goto(`${base}/de/~start?id=no-such-game`);
    await a.page.waitForURL(`${base}/de`);
    expect(await a.page.evaluate(() => localStorage.getItem("golf:currentGame"))).toBeNull();

    await a.page.evaluate(() => localStorage.setItem("golf:currentGame", "gone-game"));
    await a.page.goto(`${base}/de/~play`);
    await a.page.waitForURL(`${base}/de`);
    expect(await a.page.evaluate(() => localStorage.getItem("golf:currentGame"))).toBeNull();
    await a.context.close();
  });

  it("shows only a QR placeholder text on the share page in edit mode", async () => {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "editor@optik-seeblick.example", password: "seeblick-demo-2026" }),
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(login.ok).toBe(true);
    const html = await (await fetch(`${base}/de/edit/~share`, { headers: { Cookie: cookie } })).text();
    expect(html).toContain("QR-Code-Platzhalter");
    expect(html).not.toMatch(/<img[^>]*QR/);
    // The spec's English words on a German page say their language (decision 084).
    expect(html).toMatch(/<button type="button" class="[^"]*" disabled="" lang="en">waiting for players<\/button>/);
  });

  it("offers a new game where no game is stored", async () => {
    const a = await phone();
    await open(a, "/de/golf/loch-1", ".game-empty");
    expect(await a.page.getByRole("link", { name: "Neues Spiel starten" }).getAttribute("href")).toBe("/de/~start");
    await expectAxeClean(a.page);
    await a.context.close();
  });
});
