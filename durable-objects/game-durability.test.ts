import { evictDurableObject, runInDurableObject } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { connect, createGame, fetchState, gameObject, newGameId } from "./game-test-client";

const op = () => crypto.randomUUID();

async function playedGame() {
  const gameId = newGameId();
  await createGame(gameId, "Durable");
  const { client } = await connect(gameId);
  await client.request({ type: "addPlayer", opId: op(), playerId: "anna", playerName: "Anna" });
  const plus = { type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" } as const;
  await client.request(plus);
  return { gameId, client, plus };
}

describe("state survives eviction and restart", () => {
  it("keeps game, players, scores and applied opIds when the object is evicted", async () => {
    const { gameId, client, plus } = await playedGame();
    const before = await fetchState(gameId);
    client.close();
    await evictDurableObject(gameObject(gameId), { webSockets: "close" });
    expect(await fetchState(gameId)).toEqual(before);
    const { client: back, first } = await connect(gameId);
    expect(first).toEqual({ type: "state", ...before });
    // The opId record is in storage too: a replay after the restart is still a duplicate.
    expect(await back.request(plus)).toMatchObject({ outcome: "duplicate" });
    expect((await fetchState(gameId)).holes[0]?.score).toBe(1);
  });

  it("keeps serving hibernated sockets after eviction", async () => {
    const { gameId, client } = await playedGame();
    const { client: other } = await connect(gameId);
    await evictDurableObject(gameObject(gameId), { webSockets: "hibernate" });
    const reply = await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    expect(reply).toMatchObject({ type: "ack", outcome: "applied" });
    expect((await other.nextOfType("scoreChanged")).hole.score).toBe(2);
  });

  it("holds everything in SQLite tables, not in memory", async () => {
    const { gameId } = await playedGame();
    const counts = await runInDurableObject(gameObject(gameId), (_instance, state) => {
      const count = (table: string) => state.storage.sql.exec(`SELECT count(*) AS n FROM ${table}`).one().n;
      return { game: count("game"), players: count("players"), holes: count("holes"), ops: count("applied_operations") };
    });
    expect(counts).toEqual({ game: 1, players: 1, holes: 1, ops: 2 });
  });
});

describe("isolation between games", () => {
  it("never shows one game's changes to another game's participants", async () => {
    const a = await playedGame();
    const otherGameId = newGameId();
    await createGame(otherGameId);
    const { client: inB, first } = await connect(otherGameId);
    expect(first).toMatchObject({ type: "state", players: [], holes: [] });
    await a.client.request({ type: "addPlayer", opId: op(), playerId: "ben", playerName: "Ben" });
    await a.client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    await inB.expectNothingUnread();
    expect(await fetchState(otherGameId)).toMatchObject({ players: [], holes: [] });
  });

  it("keeps opIds per game: the same opId applies once in each game", async () => {
    const a = await playedGame();
    const b = await playedGame();
    expect(await b.client.request(a.plus)).toMatchObject({ outcome: "applied" });
    expect((await fetchState(a.gameId)).holes[0]?.score).toBe(1);
    expect((await fetchState(b.gameId)).holes[0]?.score).toBe(2);
  });

  it("refuses a score for a player of another game", async () => {
    const a = await playedGame();
    const otherGameId = newGameId();
    await createGame(otherGameId);
    const { client } = await connect(otherGameId);
    const reply = await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    expect(reply).toMatchObject({ type: "error", code: "player_not_found" });
    expect((await fetchState(a.gameId)).holes[0]?.score).toBe(1);
  });
});
