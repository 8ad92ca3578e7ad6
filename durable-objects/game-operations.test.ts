import { describe, expect, it } from "vitest";
import type { ClientMessage } from "../common/game/messages";
import { connect, createGame, fetchState, newGameId, type TestSocket } from "./game-test-client";

const op = () => crypto.randomUUID();

async function gameWithTwoClients() {
  const gameId = newGameId();
  await createGame(gameId);
  const { client: first } = await connect(gameId);
  const { client: second } = await connect(gameId);
  await first.request({ type: "addPlayer", opId: op(), playerId: "anna", playerName: "Anna" });
  return { gameId, first, second };
}

const scoreOf = async (gameId: string, pageId = "hole-1") => (await fetchState(gameId)).holes.find((hole) => hole.pageId === pageId)?.score ?? 0;

/** Waits until `client` has the ack or error of every opId. */
async function repliesFor(client: TestSocket, opIds: string[]) {
  const replies = new Map<string, unknown>();
  while (replies.size < opIds.length) {
    const message = await client.next();
    if ((message.type === "ack" || message.type === "error") && message.opId) replies.set(message.opId, message);
  }
  return opIds.map((opId) => replies.get(opId));
}

describe("operation ids: at most once", () => {
  it("acknowledges a replayed opId again but does not apply it twice", async () => {
    const { gameId, first } = await gameWithTwoClients();
    const plus: ClientMessage = { type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" };
    expect(await first.request(plus)).toMatchObject({ type: "ack", outcome: "applied" });
    expect(await first.request(plus)).toEqual({ type: "ack", opId: plus.opId, outcome: "duplicate" });
    expect(await scoreOf(gameId)).toBe(1);
  });

  it("replays a whole offline queue after a reconnect without double counting", async () => {
    const { gameId, first } = await gameWithTwoClients();
    const queue: ClientMessage[] = [1, 2, 3].map(() => ({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" }));
    // The first two reached the server before the connection dropped; their acks were lost.
    for (const message of queue.slice(0, 2)) first.send(message);
    await repliesFor(
      first,
      queue.slice(0, 2).map((message) => message.opId),
    );
    first.close();
    const { client: back, first: state } = await connect(gameId);
    expect(state).toMatchObject({ type: "state", holes: [{ score: 2 }] });
    for (const message of queue) back.send(message);
    const replies = await repliesFor(
      back,
      queue.map((message) => message.opId),
    );
    expect(replies.map((reply) => (reply as { outcome: string }).outcome)).toEqual(["duplicate", "duplicate", "applied"]);
    expect(await scoreOf(gameId)).toBe(3);
  });

  it("counts a duplicated opId sent by two clients at once only once", async () => {
    const { gameId, first, second } = await gameWithTwoClients();
    const plus: ClientMessage = { type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" };
    first.send(plus);
    second.send(plus);
    const [a, b] = await Promise.all([repliesFor(first, [plus.opId]), repliesFor(second, [plus.opId])]);
    const outcomes = [a[0], b[0]].map((reply) => (reply as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(["applied", "duplicate"]);
    expect(await scoreOf(gameId)).toBe(1);
  });

  it("counts every press when two clients press plus concurrently with different opIds", async () => {
    const { gameId, first, second } = await gameWithTwoClients();
    const presses = (count: number) =>
      Array.from({ length: count }, (): ClientMessage => ({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" }));
    const fromFirst = presses(10);
    const fromSecond = presses(10);
    for (let index = 0; index < 10; index++) {
      first.send(fromFirst[index]!);
      second.send(fromSecond[index]!);
    }
    await Promise.all([
      repliesFor(
        first,
        fromFirst.map((message) => message.opId),
      ),
      repliesFor(
        second,
        fromSecond.map((message) => message.opId),
      ),
    ]);
    expect(await scoreOf(gameId)).toBe(20);
  });

  it("applies player changes at most once too", async () => {
    const { gameId, first } = await gameWithTwoClients();
    const remove: ClientMessage = { type: "deletePlayer", opId: op(), playerId: "anna" };
    await first.request(remove);
    await first.request({ type: "addPlayer", opId: op(), playerId: "anna", playerName: "Anna again" });
    // A late replay of the delete must not remove the player added after it.
    expect(await first.request(remove)).toMatchObject({ outcome: "duplicate" });
    expect((await fetchState(gameId)).players.map((player) => player.playerName)).toEqual(["Anna again"]);
  });
});

describe("bad messages", () => {
  const badFrames = [
    "not json",
    JSON.stringify([1, 2]),
    JSON.stringify({ type: "scorePlus", playerId: "anna", pageId: "hole-1" }),
    JSON.stringify({ type: "scoreTimesTen", opId: "x1", playerId: "anna", pageId: "hole-1" }),
    JSON.stringify({ type: "scorePlus", opId: "x2", playerId: "anna", pageId: 3 }),
    JSON.stringify({ type: "addPlayer", opId: "x3", playerId: "b/../c", playerName: "Ben" }),
    JSON.stringify({ type: "renamePlayer", opId: "x4", playerId: "anna", playerName: "x".repeat(41) }),
  ];

  it("answers each bad frame with an error to that socket only and changes nothing", async () => {
    const { gameId, first, second } = await gameWithTwoClients();
    await first.request({ type: "scorePlus", opId: op(), playerId: "anna", pageId: "hole-1" });
    await second.nextOfType("scoreChanged");
    const before = await fetchState(gameId);
    for (const frame of badFrames) {
      first.send(frame);
      expect(await first.next()).toMatchObject({ type: "error", code: "invalid_message" });
    }
    await second.expectNothingUnread();
    expect(await fetchState(gameId)).toEqual(before);
  });

  it("keeps the opId of a bad change in the error so the client can drop it", async () => {
    const { first } = await gameWithTwoClients();
    first.send(JSON.stringify({ type: "scorePlus", opId: "bad-op", playerId: "anna" }));
    expect(await first.next()).toMatchObject({ type: "error", code: "invalid_message", opId: "bad-op" });
  });

  it("refuses binary frames", async () => {
    const { first } = await gameWithTwoClients();
    first.socket.send(new TextEncoder().encode(JSON.stringify({ type: "deletePlayer", opId: "b1", playerId: "anna" })));
    expect(await first.next()).toMatchObject({ type: "error", code: "invalid_message" });
  });
});
