import { runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { leaderboard } from "../common/game/leaderboard";
import { connect, fetchState, gameFetch, gameObject, newGameId } from "./game-test-client";

const op = () => crypto.randomUUID();
const course = [
  { pageId: "hole-1", par: 3 },
  { pageId: "hole-2", par: 5 },
];

async function create(body: unknown): Promise<string> {
  const gameId = newGameId();
  const response = await gameFetch(gameId, { method: "POST", body: JSON.stringify(body) });
  expect(response.status).toBe(201);
  return gameId;
}

/** Anna: 1 on the par 3 and 9 on the par 5 (10 strokes, 4 + 0 points); Ben: 4 and 5 (9 strokes, 1 + 2 points). */
async function play(gameId: string) {
  const { client } = await connect(gameId);
  for (const [playerId, playerName] of [
    ["anna", "Anna"],
    ["ben", "Ben"],
  ] as const)
    await client.request({ type: "addPlayer", opId: op(), playerId, playerName });
  const strokes = { anna: { "hole-1": 1, "hole-2": 9 }, ben: { "hole-1": 4, "hole-2": 5 } };
  for (const [playerId, holes] of Object.entries(strokes))
    for (const [pageId, count] of Object.entries(holes))
      for (let i = 0; i < count; i++) await client.request({ type: "scorePlus", opId: op(), playerId, pageId });
  client.close();
  return fetchState(gameId);
}

describe("a game's scoring mode and pars", () => {
  it("stores the mode and the course's pars given at creation", async () => {
    const gameId = await create({ scoring: "stableford", holes: course });
    const state = await fetchState(gameId);
    expect(state.game.scoring).toBe("stableford");
    expect(state.course).toEqual(course);
  });

  it("gives bare hole ids the default par 3 and ranks by strokes without a mode", async () => {
    const state = await fetchState(await create({ holes: ["hole-1"] }));
    expect(state.game.scoring).toBe("strokes");
    expect(state.course).toEqual([{ pageId: "hole-1", par: 3 }]);
  });

  it("refuses an unknown mode or a par out of range, naming the field", async () => {
    for (const body of [{ scoring: "matchplay" }, { holes: [{ pageId: "hole-1", par: 0 }] }]) {
      const response = await gameFetch(newGameId(), { method: "POST", body: JSON.stringify(body) });
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/scoring|holes/);
    }
  });

  it("orders the leaderboard of its state by the stored mode", async () => {
    const byPoints = await play(await create({ scoring: "stableford", holes: course }));
    const byStrokes = await play(await create({ scoring: "strokes", holes: course }));
    const order = (state: typeof byPoints) =>
      leaderboard(state.players, state.holes, { mode: state.game.scoring, course: state.course }).map((row) => row.player.playerName);
    expect(order(byPoints)).toEqual(["Anna", "Ben"]);
    expect(order(byStrokes)).toEqual(["Ben", "Anna"]);
  });

  it("keeps a game stored before scoring modes: it gets strokes and its holes par 3 on its next start", async () => {
    const gameId = newGameId();
    const stub = gameObject(gameId);
    await runInDurableObject(stub, (_instance, state) => {
      // The tables as they were before this change, with one game in them.
      const sql = state.storage.sql;
      for (const table of ["game", "course"]) sql.exec(`DROP TABLE IF EXISTS ${table}`);
      sql.exec("CREATE TABLE game (id TEXT PRIMARY KEY, gameName TEXT NOT NULL, createdAt TEXT NOT NULL)");
      sql.exec("CREATE TABLE course (pageId TEXT PRIMARY KEY)");
      sql.exec("INSERT INTO game VALUES (?, 'Old', '2026-05-01T10:00:00.000Z')", gameId);
      sql.exec("INSERT INTO course VALUES ('hole-1')");
    });
    await runInDurableObject(stub, (instance) => instance.onStart());
    const state = await fetchState(gameId);
    expect(state.game).toMatchObject({ gameName: "Old", scoring: "strokes" });
    expect(state.course).toEqual([{ pageId: "hole-1", par: 3 }]);
  });
});
