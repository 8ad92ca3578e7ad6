import { describe, expect, it } from "vitest";
import { GAME_NOT_FOUND_CLOSE_CODE } from "./game";
import { connect, createGame, fetchState, newGameId } from "./game-test-client";

const op = () => crypto.randomUUID();

async function gameWithPlayer(playerName = "Anna") {
  const gameId = newGameId();
  await createGame(gameId);
  const { client } = await connect(gameId);
  await client.request({ type: "addPlayer", opId: op(), playerId: "anna", playerName });
  return { gameId, client };
}

describe("game sockets: connecting", () => {
  it("sends the full state on connect", async () => {
    const { gameId, client } = await gameWithPlayer();
    await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    const { first } = await connect(gameId);
    expect(first).toMatchObject({
      type: "state",
      game: { id: gameId },
      players: [{ id: "anna", playerName: "Anna", gameId }],
      holes: [{ playerId: "anna", pageId: "hole-1", score: 1, gameId }],
    });
  });

  it("tells a socket on an unknown game so, and closes it", async () => {
    const { client, first } = await connect(newGameId());
    expect(first).toMatchObject({ type: "error", code: "game_not_found" });
    await expect.poll(() => client.closeCode).toBe(GAME_NOT_FOUND_CLOSE_CODE);
  });
});

describe("game sockets: players", () => {
  it("broadcasts an added player to every participant and acks only the sender", async () => {
    const gameId = newGameId();
    await createGame(gameId);
    const { client: sender } = await connect(gameId);
    const { client: other } = await connect(gameId);
    const opId = op();
    sender.send({ type: "addPlayer", opId, playerId: "anna", playerName: "  Anna  " });
    expect(await sender.next()).toMatchObject({ type: "playerAdded", player: { id: "anna", playerName: "Anna", gameId } });
    expect(await sender.next()).toEqual({ type: "ack", opId, outcome: "applied" });
    expect(await other.next()).toMatchObject({ type: "playerAdded", player: { id: "anna" } });
    await other.expectNothingUnread();
  });

  it("ignores an empty player name", async () => {
    const gameId = newGameId();
    await createGame(gameId);
    const { client } = await connect(gameId);
    const reply = await client.request({ type: "addPlayer", opId: op(), playerId: "blank", playerName: "   " });
    expect(reply).toMatchObject({ type: "ack", outcome: "unchanged" });
    expect((await fetchState(gameId)).players).toEqual([]);
  });

  it("refuses a second player with a taken playerId", async () => {
    const { gameId, client } = await gameWithPlayer();
    const reply = await client.request({ type: "addPlayer", opId: op(), playerId: "anna", playerName: "Other" });
    expect(reply).toMatchObject({ type: "error", code: "player_exists" });
    expect((await fetchState(gameId)).players.map((player) => player.playerName)).toEqual(["Anna"]);
  });

  it("lists players oldest first", async () => {
    const { gameId, client } = await gameWithPlayer();
    for (const name of ["Ben", "Cleo"]) {
      await client.request({ type: "addPlayer", opId: op(), playerId: name.toLowerCase(), playerName: name });
    }
    expect((await fetchState(gameId)).players.map((player) => player.playerName)).toEqual(["Anna", "Ben", "Cleo"]);
  });

  it("renames a player with the trimmed name", async () => {
    const { gameId, client } = await gameWithPlayer();
    client.send({ type: "renamePlayer", opId: op(), playerId: "anna", playerName: " Berta " });
    expect(await client.next()).toMatchObject({ type: "playerRenamed", player: { id: "anna", playerName: "Berta" } });
    expect((await fetchState(gameId)).players[0]?.playerName).toBe("Berta");
  });

  it("cancels a rename to the same or an empty name without broadcasting", async () => {
    const { gameId, client } = await gameWithPlayer();
    const { client: other } = await connect(gameId);
    for (const playerName of ["Anna", " Anna ", "", "  "]) {
      const reply = await client.request({ type: "renamePlayer", opId: op(), playerId: "anna", playerName });
      expect(reply).toMatchObject({ type: "ack", outcome: "unchanged" });
    }
    await other.expectNothingUnread();
    expect((await fetchState(gameId)).players[0]?.playerName).toBe("Anna");
  });

  it("deletes a player together with their scores", async () => {
    const { gameId, client } = await gameWithPlayer();
    await client.request({ type: "addPlayer", opId: op(), playerId: "ben", playerName: "Ben" });
    await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    await client.request({ type: "scorePlus", opId: op(), playerId: "ben", pageId: "hole-1" });
    client.send({ type: "deletePlayer", opId: op(), playerId: "anna" });
    expect(await client.nextOfType("playerDeleted")).toEqual({ type: "playerDeleted", playerId: "anna" });
    const state = await fetchState(gameId);
    expect(state.players.map((player) => player.id)).toEqual(["ben"]);
    expect(state.holes.map((hole) => hole.playerId)).toEqual(["ben"]);
  });
});

describe("game sockets: scores", () => {
  it("counts plus and minus on one hole row per page and player", async () => {
    const { gameId, client } = await gameWithPlayer();
    for (const type of ["scorePlus", "scorePlus", "scorePlus", "scoreMinus"] as const) {
      await client.request({ type, opId: op(), playerId: "anna", pageId: "hole-1" });
    }
    await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-2" });
    const holes = (await fetchState(gameId)).holes;
    expect(holes.map((hole) => [hole.pageId, hole.score])).toEqual([
      ["hole-1", 2],
      ["hole-2", 1],
    ]);
  });

  it("broadcasts the resulting score, not a delta", async () => {
    const { gameId, client } = await gameWithPlayer();
    const { client: other } = await connect(gameId);
    await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    expect((await other.nextOfType("scoreChanged")).hole.score).toBe(1);
    const second = await other.nextOfType("scoreChanged");
    expect(second.hole).toMatchObject({ playerId: "anna", pageId: "hole-1", score: 2, gameId });
  });

  it("never lets a score go below 0", async () => {
    const { gameId, client } = await gameWithPlayer();
    const { client: other } = await connect(gameId);
    await client.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    const down = await client.request({ type: "scoreMinus", opId: op(), playerId: "anna", pageId: "hole-1" });
    expect(down).toMatchObject({ type: "ack", outcome: "applied" });
    for (let press = 0; press < 3; press++) {
      const reply = await client.request({ type: "scoreMinus", opId: op(), playerId: "anna", pageId: "hole-1" });
      expect(reply).toMatchObject({ type: "ack", outcome: "unchanged" });
    }
    expect((await fetchState(gameId)).holes.map((hole) => hole.score)).toEqual([0]);
    expect((await other.nextOfType("scoreChanged")).hole.score).toBe(1);
    expect((await other.nextOfType("scoreChanged")).hole.score).toBe(0);
    await other.expectNothingUnread();
  });

  it("creates no row for minus on a hole never scored", async () => {
    const { gameId, client } = await gameWithPlayer();
    const reply = await client.request({ type: "scoreMinus", opId: op(), playerId: "anna", pageId: "hole-9" });
    expect(reply).toMatchObject({ type: "ack", outcome: "unchanged" });
    expect((await fetchState(gameId)).holes).toEqual([]);
  });

  it("refuses a score for an unknown player, with the opId, and changes nothing", async () => {
    const { gameId, client } = await gameWithPlayer();
    const opId = op();
    const reply = await client.request({ type: "scorePlus", opId, playerId: "ghost", pageId: "hole-1" });
    expect(reply).toMatchObject({ type: "error", code: "player_not_found", opId });
    expect((await fetchState(gameId)).holes).toEqual([]);
  });
});
