// Test-only helpers for the game's Durable Object: reach it through its real binding, as partyserver would.
import { env } from "cloudflare:workers";
import type { GameState } from "../common/game/game-state";
import type { Game } from "./game";
import { type ClientMessage, type ServerMessage, serverMessageSchema } from "../common/game/messages";

/** The Durable Object handle of one game; idFromName gives the object its name, which partyserver uses as the room. */
export function gameObject(gameId: string): DurableObjectStub<Game> {
  return env.Game.get(env.Game.idFromName(gameId));
}

/** Sends an HTTP request to the game at its partyserver path. */
export function gameFetch(gameId: string, init?: RequestInit): Promise<Response> {
  return gameObject(gameId).fetch(new Request(`https://game.test/parties/game/${gameId}`, init));
}

/** Creates a game over HTTP and fails the test if that does not work. */
export async function createGame(gameId: string, gameName?: string): Promise<void> {
  const response = await gameFetch(gameId, { method: "POST", body: JSON.stringify(gameName ? { gameName } : {}) });
  // Reading the body ends the request; an unread body keeps the object referenced and blocks eviction.
  const body = await response.text();
  if (response.status !== 201) throw new Error(`creating game ${gameId} answered ${response.status}: ${body}`);
}

/** The game's state as GET answers it. */
export async function fetchState(gameId: string): Promise<GameState> {
  const response = await gameFetch(gameId);
  if (!response.ok) throw new Error(`GET game ${gameId} answered ${response.status}`);
  return response.json();
}

/** A participant's socket that queues every server message, each checked against the shared schema. */
export class TestSocket {
  readonly received: ServerMessage[] = [];
  closeCode: number | null = null;
  #unread: ServerMessage[] = [];
  #wake: (() => void) | null = null;

  constructor(readonly socket: WebSocket) {
    socket.addEventListener("message", (event) => {
      const message = serverMessageSchema.parse(JSON.parse(String(event.data)));
      this.received.push(message);
      this.#unread.push(message);
      this.#wake?.();
    });
    socket.addEventListener("close", (event) => {
      this.closeCode = event.code;
      this.#wake?.();
    });
  }

  send(message: ClientMessage | string): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next unread message, failing after `timeoutMs`. */
  async next(timeoutMs = 2000): Promise<ServerMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.#unread.length === 0) {
      if (Date.now() > deadline) throw new Error(`no message within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.#wake = resolve;
        setTimeout(resolve, 20);
      });
    }
    return this.#unread.shift()!;
  }

  /** Reads messages until one of `type` arrives, returning it (earlier ones are consumed). */
  async nextOfType<T extends ServerMessage["type"]>(type: T, timeoutMs = 2000): Promise<Extract<ServerMessage, { type: T }>> {
    for (;;) {
      const message = await this.next(timeoutMs);
      if (message.type === type) return message as Extract<ServerMessage, { type: T }>;
    }
  }

  /** Sends a change and waits for its ack or error, returning it. */
  async request(message: ClientMessage): Promise<ServerMessage> {
    this.send(message);
    for (;;) {
      const reply = await this.next();
      if ((reply.type === "ack" || reply.type === "error") && reply.opId === message.opId) return reply;
    }
  }

  /** Proves nothing more arrives: a round trip with a harmless message must come back first. */
  async expectNothingUnread(): Promise<void> {
    this.send({ type: "deletePlayer", opId: crypto.randomUUID(), playerId: "nobody-probe" });
    const reply = await this.next();
    if (reply.type !== "ack") throw new Error(`expected only the probe ack, got ${JSON.stringify(reply)}`);
  }

  close(): void {
    this.socket.close(1000, "test done");
  }
}

/** Opens a participant's socket on the game and waits for the first message (state or error). */
export async function connect(gameId: string): Promise<{ client: TestSocket; first: ServerMessage }> {
  const response = await gameFetch(gameId, { headers: { Upgrade: "websocket" } });
  const socket = response.webSocket;
  if (response.status !== 101 || !socket) throw new Error(`upgrade answered ${response.status}`);
  socket.accept();
  const client = new TestSocket(socket);
  return { client, first: await client.next() };
}

/** Makes a unique game id per test, so tests never share a game. */
export function newGameId(): string {
  return `game-${crypto.randomUUID()}`;
}
