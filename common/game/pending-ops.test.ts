import { describe, expect, it } from "vitest";
import type { GameState } from "./game-state";
import { applyEvent, applyPending, parseQueue, pendingMarks, rebase, settle } from "./pending-ops";

const now = "2026-05-01T10:00:00.000Z";
const game = { id: "g1", gameName: "Urban Golf", createdAt: now, scoring: "strokes" as const };
const anna = { id: "anna", playerName: "Anna", gameId: "g1", createdAt: now };
const row = (playerId: string, pageId: string, score: number) => ({ id: `${playerId}-${pageId}`, playerId, gameId: "g1", pageId, score, updatedAt: now });
const state = (overrides: Partial<GameState> = {}): GameState => ({ game, players: [anna], holes: [], course: [], ...overrides });

describe("applyPending", () => {
  it("adds a stroke on a hole without a row, and floors minus at 0 without a row", () => {
    const plus = applyPending(state(), { type: "scorePlus", opId: "o1", playerId: "anna", pageId: "h1" }, now);
    expect(plus.holes).toMatchObject([{ playerId: "anna", pageId: "h1", score: 1 }]);
    const minus = applyPending(state(), { type: "scoreMinus", opId: "o2", playerId: "anna", pageId: "h1" }, now);
    expect(minus.holes).toEqual([]);
  });

  it("changes the existing row of the hole", () => {
    const next = applyPending(state({ holes: [row("anna", "h1", 3)] }), { type: "scoreMinus", opId: "o1", playerId: "anna", pageId: "h1" }, now);
    expect(next.holes).toEqual([{ ...row("anna", "h1", 2), updatedAt: now }]);
  });

  it("ignores strokes for a player that is gone", () => {
    const start = state();
    expect(applyPending(start, { type: "scorePlus", opId: "o1", playerId: "ghost", pageId: "h1" }, now)).toBe(start);
  });

  it("adds a player with a trimmed name and ignores empty names and taken ids", () => {
    const added = applyPending(state(), { type: "addPlayer", opId: "o1", playerId: "ben", playerName: "  Ben " }, now);
    expect(added.players.map((p) => p.playerName)).toEqual(["Anna", "Ben"]);
    expect(applyPending(state(), { type: "addPlayer", opId: "o2", playerId: "ben", playerName: "  " }, now).players).toHaveLength(1);
    expect(applyPending(state(), { type: "addPlayer", opId: "o3", playerId: "anna", playerName: "Other" }, now).players).toEqual([anna]);
  });

  it("renames, and cancels a rename to the same or an empty name", () => {
    const renamed = applyPending(state(), { type: "renamePlayer", opId: "o1", playerId: "anna", playerName: " Berta " }, now);
    expect(renamed.players[0]?.playerName).toBe("Berta");
    const start = state();
    expect(applyPending(start, { type: "renamePlayer", opId: "o2", playerId: "anna", playerName: "Anna " }, now)).toBe(start);
    expect(applyPending(start, { type: "renamePlayer", opId: "o3", playerId: "anna", playerName: "" }, now)).toBe(start);
  });

  it("deletes a player with their rows", () => {
    const next = applyPending(state({ holes: [row("anna", "h1", 3)] }), { type: "deletePlayer", opId: "o1", playerId: "anna" }, now);
    expect(next).toEqual({ game, players: [], holes: [], course: [] });
  });
});

describe("applyEvent", () => {
  it("takes the absolute row of a score change, so a repeated change counts once", () => {
    const event = { type: "scoreChanged", hole: row("anna", "h1", 4) } as const;
    const once = applyEvent(state({ holes: [row("anna", "h1", 3)] }), event);
    expect(applyEvent(once, event)).toEqual(once);
    expect(once.holes).toEqual([row("anna", "h1", 4)]);
  });

  it("adds, renames and deletes players", () => {
    const ben = { ...anna, id: "ben", playerName: "Ben" };
    const added = applyEvent(state(), { type: "playerAdded", player: ben });
    const renamed = applyEvent(added, { type: "playerRenamed", player: { ...ben, playerName: "Benno" } });
    expect(renamed.players.map((p) => p.playerName)).toEqual(["Anna", "Benno"]);
    expect(applyEvent(renamed, { type: "playerDeleted", playerId: "anna" }).players.map((p) => p.id)).toEqual(["ben"]);
  });
});

describe("rebase and settle", () => {
  it("applies the queue in order on top of the confirmed state", () => {
    const queue = [
      { type: "addPlayer", opId: "o1", playerId: "ben", playerName: "Ben" },
      { type: "scorePlus", opId: "o2", playerId: "ben", pageId: "h1" },
      { type: "scorePlus", opId: "o3", playerId: "ben", pageId: "h1" },
    ] as const;
    expect(rebase(state(), queue, now).holes).toMatchObject([{ playerId: "ben", score: 2 }]);
  });

  it("drops only the settled change", () => {
    const queue = [
      { type: "scorePlus", opId: "o1", playerId: "anna", pageId: "h1" },
      { type: "scorePlus", opId: "o2", playerId: "anna", pageId: "h1" },
    ] as const;
    expect(settle(queue, "o1").map((op) => op.opId)).toEqual(["o2"]);
    expect(settle(queue, "unknown")).toEqual(queue);
  });
});

describe("parseQueue", () => {
  it("reads a stored queue and drops entries that are not valid changes", () => {
    const good = { type: "scorePlus", opId: "o1", playerId: "anna", pageId: "h1" };
    expect(parseQueue(JSON.stringify([good, { type: "scoreTimesTwo" }, 42]))).toEqual([good]);
  });

  it("starts empty on nothing stored, broken JSON or a non-list", () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue("{oops")).toEqual([]);
    expect(parseQueue('{"type":"scorePlus"}')).toEqual([]);
  });
});

describe("pendingMarks", () => {
  it("marks players added or renamed and hole rows with strokes, not removals", () => {
    const marks = pendingMarks([
      { type: "addPlayer", opId: "o1", playerId: "ben", playerName: "Ben" },
      { type: "renamePlayer", opId: "o2", playerId: "anna", playerName: "Berta" },
      { type: "scoreMinus", opId: "o3", playerId: "anna", pageId: "h1" },
      { type: "deletePlayer", opId: "o4", playerId: "cleo" },
    ]);
    expect(marks).toEqual({ players: new Set(["ben", "anna"]), holes: new Set(["anna h1"]) });
  });
});
