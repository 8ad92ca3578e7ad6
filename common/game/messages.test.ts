import { describe, expect, it } from "vitest";
import { createGameBodySchema, parseClientMessage, serverMessageSchema } from "./messages";

describe("parseClientMessage", () => {
  it("parses each client message type", () => {
    const frames = [
      { type: "addPlayer", opId: "op-1", playerId: "p1", playerName: "Anna" },
      { type: "renamePlayer", opId: "op-2", playerId: "p1", playerName: "Berta" },
      { type: "deletePlayer", opId: "op-3", playerId: "p1" },
      { type: "scorePlus", opId: "op-4", playerId: "p1", pageId: "hole-1" },
      { type: "scoreMinus", opId: "op-5", playerId: "p1", pageId: "hole-1" },
    ];
    for (const frame of frames) expect(parseClientMessage(JSON.stringify(frame))).toEqual({ ok: true, message: frame });
  });

  it("refuses a frame that is not JSON", () => {
    expect(parseClientMessage("plus!")).toMatchObject({ ok: false, error: { type: "error", code: "invalid_message" } });
  });

  it("refuses binary frames", () => {
    expect(parseClientMessage(new Uint8Array([123, 125]))).toMatchObject({ ok: false, error: { code: "invalid_message" } });
  });

  it("refuses an unknown type and keeps the opId for the reply", () => {
    const parsed = parseClientMessage(JSON.stringify({ type: "scoreTimesTwo", opId: "op-9", playerId: "p1" }));
    expect(parsed).toMatchObject({ ok: false, error: { code: "invalid_message", opId: "op-9" } });
  });

  it("refuses a change without an opId, and leaves opId out of the reply", () => {
    const parsed = parseClientMessage(JSON.stringify({ type: "scorePlus", playerId: "p1", pageId: "h1" }));
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).not.toHaveProperty("opId");
  });

  it("refuses ids with characters outside the allowed set", () => {
    const frame = { type: "deletePlayer", opId: "op 1/..", playerId: "p1" };
    expect(parseClientMessage(JSON.stringify(frame)).ok).toBe(false);
  });

  it("refuses an empty pageId", () => {
    const frame = { type: "scorePlus", opId: "op-1", playerId: "p1", pageId: "" };
    expect(parseClientMessage(JSON.stringify(frame)).ok).toBe(false);
  });
});

describe("serverMessageSchema", () => {
  it("refuses a hole with a negative score", () => {
    const hole = { id: "h", playerId: "p1", gameId: "g1", pageId: "x", score: -1, updatedAt: new Date().toISOString() };
    expect(serverMessageSchema.safeParse({ type: "scoreChanged", hole }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: "scoreChanged", hole: { ...hole, score: 0 } }).success).toBe(true);
  });
});

describe("createGameBodySchema", () => {
  it("accepts an empty body and a trimmed gameName", () => {
    expect(createGameBodySchema.parse({})).toEqual({});
    expect(createGameBodySchema.parse({ gameName: "  Team Blau " })).toEqual({ gameName: "Team Blau" });
  });

  it("refuses a blank gameName", () => {
    expect(createGameBodySchema.safeParse({ gameName: "   " }).success).toBe(false);
  });
});
