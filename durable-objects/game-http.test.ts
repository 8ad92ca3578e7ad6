import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { createGameResponseSchema, DEFAULT_GAME_NAME, gameHttpErrorSchema } from "../common/game/messages";
import { gameStateSchema } from "../common/game/game-state";
import worker from "../worker/index";
import { fetchState, gameFetch, newGameId } from "./game-test-client";

describe("game over HTTP", () => {
  it("answers 404 game_not_found for a game that was never created", async () => {
    const response = await gameFetch(newGameId());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "game_not_found" });
  });

  it("creates a game on POST and answers its id", async () => {
    const gameId = newGameId();
    const response = await gameFetch(gameId, { method: "POST", body: JSON.stringify({ gameName: " Team Blau " }) });
    expect(response.status).toBe(201);
    expect(createGameResponseSchema.parse(await response.json())).toEqual({ id: gameId });
    const state = gameStateSchema.parse(await fetchState(gameId));
    expect(state).toMatchObject({ game: { id: gameId, gameName: "Team Blau" }, players: [], holes: [] });
  });

  it("uses the default name when the POST has no body", async () => {
    const gameId = newGameId();
    expect((await gameFetch(gameId, { method: "POST" })).status).toBe(201);
    expect((await fetchState(gameId)).game.gameName).toBe(DEFAULT_GAME_NAME);
  });

  it("initialises an existing game without resetting it", async () => {
    const gameId = newGameId();
    await gameFetch(gameId, { method: "POST", body: JSON.stringify({ gameName: "First" }) });
    const before = await fetchState(gameId);
    const again = await gameFetch(gameId, { method: "POST", body: JSON.stringify({ gameName: "Second" }) });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id: gameId });
    expect(await fetchState(gameId)).toEqual(before);
  });

  it("refuses a bad body with 400 and creates nothing", async () => {
    const gameId = newGameId();
    for (const body of ["{not json", JSON.stringify({ gameName: 7 }), JSON.stringify({ gameName: "   " })]) {
      const response = await gameFetch(gameId, { method: "POST", body });
      expect(response.status).toBe(400);
      expect(gameHttpErrorSchema.parse(await response.json()).error).toBe("invalid_body");
    }
    expect((await gameFetch(gameId)).status).toBe(404);
  });

  it("refuses other methods with 405", async () => {
    const response = await gameFetch(newGameId(), { method: "DELETE" });
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("GET, POST");
  });

  it("refuses a game id outside the allowed characters", async () => {
    const response = await gameFetch("bad.id", { method: "POST" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "invalid_game_id" });
  });

  it("marks the state as never cached", async () => {
    const gameId = newGameId();
    await gameFetch(gameId, { method: "POST" });
    expect((await gameFetch(gameId)).headers.get("Cache-Control")).toBe("no-store");
  });
});

describe("game through the worker entry", () => {
  it("is routed by partyserver at /parties/game/{gameId}, over HTTP and WebSocket", async () => {
    const gameId = newGameId();
    const url = `https://site.test/parties/game/${gameId}`;
    // A test request has no edge cf properties; the handler's type asks for them but does not read them.
    const viaWorker = (init?: RequestInit) =>
      worker.fetch(new Request(url, init) as Request<unknown, IncomingRequestCfProperties>, env, createExecutionContext());
    const foreign = await viaWorker({ method: "POST", headers: { Origin: "https://evil.test" }, body: "{}" });
    expect(foreign.status).toBe(403);
    const foreignSocket = await viaWorker({ headers: { Upgrade: "websocket", Origin: "https://evil.test" } });
    expect(foreignSocket.status).toBe(403);
    // The worker gives a new game the holes of its course (the "golf" collection).
    await env.DB.batch([
      env.DB.prepare("INSERT OR IGNORE INTO collections (site_id, id, name, kind, collection_type) VALUES ('main', 'golf-id', 'golf', 'pages', 'page')"),
      env.DB.prepare("INSERT OR IGNORE INTO collection_items (site_id, collection_id, item_id, position, visible) VALUES ('main', 'golf-id', 'hole-1', 0, 1)"),
    ]);
    const created = await viaWorker({ method: "POST", headers: { Origin: "https://site.test" }, body: JSON.stringify({ gameName: "Routed" }) });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ id: gameId });
    const upgraded = await viaWorker({ headers: { Upgrade: "websocket", Origin: "https://site.test" } });
    const socket = upgraded.webSocket!;
    socket.accept();
    const first = await new Promise<string>((resolve) => socket.addEventListener("message", (event: MessageEvent) => resolve(String(event.data))));
    expect(JSON.parse(first)).toMatchObject({ type: "state", game: { id: gameId, gameName: "Routed" } });
    socket.close(1000, "test done");
  });
});
