import { type Connection, Server, type WSMessage } from "partyserver";
import { z } from "zod";
import { gameIdSchema } from "../common/game/game-state";
import { createGameBodySchema, DEFAULT_GAME_NAME, type GameHttpError, parseClientMessage, type ServerMessage } from "../common/game/messages";
import { DEFAULT_SCORING_MODE } from "../common/game/scoring";
import { applyOperation } from "./game-operations";
import { GameStore } from "./game-store";

/** Close code for a socket opened on a game that was never created (4000-4999 are free for applications). */
export const GAME_NOT_FOUND_CLOSE_CODE = 4404;

/**
 * One urban golf game, addressed by game id (partyserver routes /parties/game/{gameId}): players and hole
 * scores in SQLite storage, every change broadcast to every participant. Hibernation is on, so an idle game
 * costs nothing; nothing is kept in memory that storage does not also hold.
 */
export class Game extends Server<Env> {
  static options = { hibernate: true };

  #store: GameStore | undefined;

  get store(): GameStore {
    this.#store ??= new GameStore(this.ctx.storage);
    return this.#store;
  }

  /** Runs on every wake-up, before any request or message: the tables must exist. */
  onStart(): void {
    this.store.migrate();
  }

  /**
   * partyserver answers an exception with its stack (HTTP body or first socket frame); no exception text may
   * reach a client, so the handlers below catch their own, and anything left becomes a generic 500.
   */
  async fetch(request: Request): Promise<Response> {
    const response = await super.fetch(request);
    if (response.status !== 500) return response;
    return httpError(500, { error: "internal_error", message: "Ein Fehler ist aufgetreten" });
  }

  /** POST creates (or initialises) the game and answers {id}; GET answers the full state. */
  async onRequest(request: Request): Promise<Response> {
    try {
      return await this.#answer(request);
    } catch (error) {
      console.error("game request failed", error);
      return httpError(500, { error: "internal_error", message: "Ein Fehler ist aufgetreten" });
    }
  }

  async #answer(request: Request): Promise<Response> {
    const gameId = gameIdSchema.safeParse(this.name);
    if (!gameId.success) return httpError(400, { error: "invalid_game_id", message: "game ids are 1 to 64 of A-Z a-z 0-9 _ -" });
    if (request.method === "GET") {
      const state = this.store.state();
      return state ? json(200, state) : httpError(404, { error: "game_not_found" });
    }
    if (request.method === "POST") return this.#create(gameId.data, request);
    return httpError(405, { error: "method_not_allowed", message: "use GET or POST" }, { Allow: "GET, POST" });
  }

  /** A (re)connecting participant gets the full state; a socket on an unknown game is told so and closed. */
  onConnect(connection: Connection): void {
    try {
      this.#welcome(connection);
    } catch (error) {
      console.error("game connect failed", error);
      send(connection, { type: "error", code: "internal_error", message: "Ein Fehler ist aufgetreten" });
      connection.close(1011, "internal_error");
    }
  }

  #welcome(connection: Connection): void {
    const state = this.store.state();
    if (!state) {
      send(connection, { type: "error", code: "game_not_found", message: "this game does not exist" });
      connection.close(GAME_NOT_FOUND_CLOSE_CODE, "game_not_found");
      return;
    }
    send(connection, { type: "state", ...state });
  }

  /** Applies one change; the change goes to every participant, the ack or error only to the sender. */
  onMessage(connection: Connection, frame: WSMessage): void {
    try {
      this.#apply(connection, frame);
    } catch (error) {
      console.error("game message failed", error);
      send(connection, { type: "error", code: "internal_error", message: "Ein Fehler ist aufgetreten" });
    }
  }

  #apply(connection: Connection, frame: WSMessage): void {
    const parsed = parseClientMessage(frame);
    if (!parsed.ok) {
      send(connection, parsed.error);
      return;
    }
    const game = this.store.game();
    if (!game) {
      const opId = parsed.message.opId;
      send(connection, { type: "error", code: "game_not_found", message: "this game does not exist", opId });
      return;
    }
    const context = { store: this.store, gameId: game.id, now: new Date().toISOString(), newId: () => crypto.randomUUID() };
    const { reply, event } = applyOperation(context, parsed.message);
    // Broadcast before the ack: when the sender drops the op from its queue, its state already shows the change.
    if (event) this.broadcast(JSON.stringify(event));
    send(connection, reply);
  }

  async #create(gameId: string, request: Request): Promise<Response> {
    const text = await request.text();
    let body: unknown = {};
    try {
      if (text.trim() !== "") body = JSON.parse(text);
    } catch {
      return httpError(400, { error: "invalid_body", message: "body is not valid JSON" });
    }
    const parsed = createGameBodySchema.safeParse(body);
    if (!parsed.success) return httpError(400, { error: "invalid_body", message: z.prettifyError(parsed.error) });
    const gameName = parsed.data.gameName ?? DEFAULT_GAME_NAME;
    const created = this.store.transaction(() => {
      const scoring = parsed.data.scoring ?? DEFAULT_SCORING_MODE;
      const made = this.store.createGame({ id: gameId, gameName, createdAt: new Date().toISOString(), scoring });
      if (made && parsed.data.holes) this.store.setCourse(parsed.data.holes);
      return made;
    });
    return json(created ? 201 : 200, { id: gameId });
  }
}

function send(connection: Connection, message: ServerMessage): void {
  connection.send(JSON.stringify(message));
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  // Game state changes with every stroke: never cached.
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function httpError(status: number, body: GameHttpError, headers?: Record<string, string>): Response {
  return json(status, body, headers);
}
