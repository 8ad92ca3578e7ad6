import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { GameState } from "../common/game/game-state";
import { axe, browserForThisFile } from "./browser";
import { button, createGame, phone as makePhone, open as openPage, type Phone, playerNames, press, score, serverState, settled } from "./game-phone";
import { wire } from "./game-wire";

// Point 8 of issue 42: whatever a golfer adds, renames, removes or taps, at any moment after the page shows its
// controls, is shown at once (marked "ausstehend" until the server confirms it) and applied exactly once, through
// offline windows, dropped sockets, slow answers, a tab closed mid-change and two phones on one game.
const base = inject("baseURL");
const browser = browserForThisFile();
const phone = () => makePhone(browser(), base);
const open = (p: Phone, path: string, ready?: string) => openPage(p, base, path, ready);
const ADD_ENABLED = ".game-players button[type=submit]:not([disabled])";

/** The pending mark of a player's row on the add-players page or the score card. */
const mark = (page: Page, name: string) =>
  page
    .locator(".game-player, .score-card__row", { has: page.locator(".game-player__name, .score-card__name", { hasText: new RegExp(`^${name}$`) }) })
    .locator(".game-pending");
const marked = async (page: Page) =>
  page.locator(".game-pending").evaluateAll((marks) => marks.map((m) => m.parentElement?.querySelector("[class$=__name]")?.textContent));

async function addPlayer(page: Page, name: string) {
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Name", { exact: true }).press("Enter");
}

/** The server's players in order, and every hole row as "name score". */
const names = (state: GameState) => state.players.map((p) => p.playerName);
const scores = (state: GameState) => state.holes.map((h) => `${state.players.find((p) => p.id === h.playerId)?.playerName} ${h.score}`).sort();

describe("the game under faults", () => {
  it("keeps a name typed before the page can act (button disabled, field kept) and adds it once it can", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    let loadIsland!: () => void;
    const islandHeld = new Promise<void>((resolve) => {
      loadIsland = resolve;
    });
    await a.page.route(/\/game-players-[\w-]+\.js$/, async (route) => {
      await islandHeld;
      await route.continue();
    });
    await a.page.goto(`${base}/de/~edit?id=${gameId}`, { waitUntil: "domcontentloaded" });
    const field = a.page.getByLabel("Name", { exact: true });
    await addPlayer(a.page, "Anna");
    expect(await button(a.page, "Hinzufügen").isDisabled()).toBe(true);
    expect(await field.inputValue()).toBe("Anna");

    loadIsland();
    await a.page.waitForSelector(ADD_ENABLED);
    expect(await field.inputValue()).toBe("Anna");
    await field.press("Enter");
    await expect.poll(() => playerNames(a.page)).toEqual(["Anna"]);
    expect(await field.inputValue()).toBe("");
    await settled(a.page);
    expect(names(await serverState(base, gameId))).toEqual(["Anna"]);
    expect(a.errors).toEqual([]);
    await a.context.close();
  });

  it("shows a player added before the game's first state at once, marked pending, and applies it once", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    const net = await wire(a.page);
    net.hold();
    await open(a, `/de/~edit?id=${gameId}`, ADD_ENABLED);
    await addPlayer(a.page, "Anna");
    await mark(a.page, "Anna").waitFor({ state: "attached", timeout: 2_000 });
    expect(await playerNames(a.page)).toEqual(["Anna"]);
    expect(await mark(a.page, "Anna").textContent()).toBe("ausstehend");
    expect(names(await serverState(base, gameId))).toEqual([]);

    net.release();
    await settled(a.page);
    expect(await marked(a.page)).toEqual([]);
    expect(await playerNames(a.page)).toEqual(["Anna"]);
    expect(names(await serverState(base, gameId))).toEqual(["Anna"]);
    await a.context.close();
  });

  it("adds, renames, removes and counts strokes offline, marked until confirmed, each applied once when back", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    await open(a, `/de/~edit?id=${gameId}`);
    await addPlayer(a.page, "Anna");
    await addPlayer(a.page, "Ben");
    await settled(a.page);

    await a.context.setOffline(true);
    await a.page.waitForSelector("[data-connection=offline]", { state: "attached" });
    await addPlayer(a.page, "Cleo");
    await button(a.page, "Ben umbenennen").click();
    await a.page.getByLabel("Neuer Name für Ben").fill("Benno");
    await a.page.getByLabel("Neuer Name für Ben").press("Enter");
    await button(a.page, "Anna entfernen").click();
    expect(await playerNames(a.page)).toEqual(["Benno", "Cleo"]);
    expect(await marked(a.page)).toEqual(["Benno", "Cleo"]);
    // The mark fades in late (a quick answer never flashes it); offline it stays and reads as a word.
    await mark(a.page, "Cleo").waitFor({ state: "visible" });
    expect(await axe(a.page)).toEqual([]);
    expect(await a.page.locator(".game-connection__queued").textContent()).toBe("3 Eingaben warten auf die Verbindung.");
    await a.context.setOffline(false);
    await settled(a.page);
    expect(await marked(a.page)).toEqual([]);
    expect(names(await serverState(base, gameId))).toEqual(["Benno", "Cleo"]);

    await open(a, `/de/golf/loch-1?id=${gameId}`);
    await a.context.setOffline(true);
    await a.page.waitForSelector("[data-connection=offline]", { state: "attached" });
    await press(a.page, "Benno", "plus", 3);
    await press(a.page, "Cleo", "plus", 2);
    await press(a.page, "Cleo", "minus");
    expect([await score(a.page, "Benno"), await score(a.page, "Cleo")]).toEqual([3, 1]);
    expect(await marked(a.page)).toEqual(["Benno", "Cleo"]);
    await mark(a.page, "Cleo").waitFor({ state: "visible" });
    expect(await axe(a.page)).toEqual([]);
    await a.context.setOffline(false);
    await settled(a.page);
    expect(await marked(a.page)).toEqual([]);
    expect(scores(await serverState(base, gameId))).toEqual(["Benno 3", "Cleo 1"]);
    await a.context.close();
  });

  it("queues taps made while a dropped socket reconnects and applies each once", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    const net = await wire(a.page);
    await open(a, `/de/~edit?id=${gameId}`);
    await addPlayer(a.page, "Eva");
    await open(a, `/de/golf/loch-2?id=${gameId}`);
    await press(a.page, "Eva", "plus", 2);
    await settled(a.page);

    // The next socket's state is held back: every tap below happens before the page is in sync again.
    const sockets = net.opened();
    net.hold();
    await net.drop();
    await a.page.waitForSelector("[data-connection=offline]", { state: "attached" });
    await press(a.page, "Eva", "plus", 3);
    expect(await score(a.page, "Eva")).toBe(5);
    expect(await marked(a.page)).toEqual(["Eva"]);
    await expect.poll(() => net.opened()).toBe(sockets + 1);
    net.release();
    await settled(a.page);
    expect(await marked(a.page)).toEqual([]);
    expect(await score(a.page, "Eva")).toBe(5);
    expect(scores(await serverState(base, gameId))).toEqual(["Eva 5"]);
    await a.context.close();
  });

  it("keeps taps marked through slow answers, and counts a tap once when a silent socket is replaced", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    const net = await wire(a.page);
    await open(a, `/de/~edit?id=${gameId}`);
    await addPlayer(a.page, "Ida");
    await open(a, `/de/golf/loch-3?id=${gameId}`);

    net.delay(1_500);
    await press(a.page, "Ida", "plus", 2);
    expect(await marked(a.page)).toEqual(["Ida"]);
    await mark(a.page, "Ida").waitFor({ state: "visible" });
    await settled(a.page);
    expect(await marked(a.page)).toEqual([]);
    expect(scores(await serverState(base, gameId))).toEqual(["Ida 2"]);

    // An answer later than 5 s means a dead socket to the page: it connects again and replays the tap.
    const sockets = net.opened();
    net.delay(6_000);
    await press(a.page, "Ida", "plus");
    await expect.poll(() => net.opened(), { timeout: 15_000 }).toBe(sockets + 1);
    net.delay(0);
    await settled(a.page);
    expect(await score(a.page, "Ida")).toBe(3);
    expect(scores(await serverState(base, gameId))).toEqual(["Ida 3"]);
    await a.context.close();
  });

  it("sends a change once whose tab was closed before the answer, when the game is opened again", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    let net = await wire(a.page);
    await open(a, `/de/~edit?id=${gameId}`);
    net.hold();
    await addPlayer(a.page, "Jon");
    await mark(a.page, "Jon").waitFor({ state: "attached" });
    await expect.poll(async () => names(await serverState(base, gameId))).toEqual(["Jon"]);
    await a.page.close();

    // The reopened tab shows the change from its stored queue before the server has answered, and replays it.
    a.page = await a.context.newPage();
    net = await wire(a.page);
    net.hold();
    await open(a, `/de/~edit?id=${gameId}`, ADD_ENABLED);
    await mark(a.page, "Jon").waitFor({ state: "attached" });
    net.release();
    await settled(a.page);
    expect(await marked(a.page)).toEqual([]);

    // Taps made offline in a tab that is then closed are sent by the next page of the game.
    await open(a, `/de/golf/loch-1?id=${gameId}`);
    await a.context.setOffline(true);
    await a.page.waitForSelector("[data-connection=offline]", { state: "attached" });
    await press(a.page, "Jon", "plus", 2);
    await a.page.close();
    await a.context.setOffline(false);
    a.page = await a.context.newPage();
    await open(a, `/de/golf/loch-1?id=${gameId}`);
    expect(await score(a.page, "Jon")).toBe(2);
    const state = await serverState(base, gameId);
    expect([names(state), scores(state)]).toEqual([["Jon"], ["Jon 2"]]);
    expect(await a.page.evaluate((id) => localStorage.getItem(`golf:queue:${id}`), gameId)).toBeNull();
    await a.context.close();
  });

  it("lets two phones play one game while one is offline: marks only on the offline phone, equal scores after", async () => {
    const gameId = await createGame(base);
    const a = await phone();
    const b = await phone();
    await open(a, `/de/~edit?id=${gameId}`);
    await addPlayer(a.page, "Anna");
    await addPlayer(a.page, "Ben");
    await settled(a.page);
    await open(a, `/de/golf/loch-4?id=${gameId}`);
    await open(b, `/de/golf/loch-4?id=${gameId}`);

    await a.context.setOffline(true);
    await a.page.waitForSelector("[data-connection=offline]", { state: "attached" });
    await press(a.page, "Anna", "plus", 2);
    await press(b.page, "Anna", "plus");
    await press(b.page, "Ben", "plus", 2);
    await settled(b.page);
    expect(await marked(a.page)).toEqual(["Anna"]);
    expect(await marked(b.page)).toEqual([]);
    await a.context.setOffline(false);
    await settled(a.page);
    for (const p of [a, b]) {
      await expect.poll(() => score(p.page, "Anna")).toBe(3);
      await expect.poll(() => score(p.page, "Ben")).toBe(2);
    }
    expect(scores(await serverState(base, gameId))).toEqual(["Anna 3", "Ben 2"]);
    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.context.close();
    await b.context.close();
  });
});
