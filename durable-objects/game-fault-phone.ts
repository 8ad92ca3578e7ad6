// Test-only: a golfer's phone as the game's page runs it (a GameSync, its stored queue, a socket to the real game
// object), with the faults a phone meets on the course: sockets that drop, offline windows, slow or lost answers,
// and a tab closed and opened again. Used by the randomised run in game-faults.test.ts.
import { GameSync } from "../common/game/game-sync";
import { type ClientMessage, type ServerMessage, serverMessageSchema } from "../common/game/messages";
import { parseQueue } from "../common/game/pending-ops";
import { gameFetch } from "./game-test-client";

/** Every ack the phones received, by opId: an op acknowledged as applied or unchanged twice was applied twice. */
export type AckTally = Map<string, number>;

export class FaultPhone {
  /** The phone's localStorage copy of the queue, as game-client.ts writes it. */
  stored: string | null = null;
  sync!: GameSync;
  /** Milliseconds each message from the server takes (order kept, as on one TCP connection). */
  delayMs = 0;
  /** While set, acks never arrive (the answer is lost on the way). */
  loseAcks = false;
  #socket: WebSocket | null = null;
  /** Each socket gets a number; events of a socket no longer current are ignored, as partysocket does. */
  #generation = 0;
  #delivery = Promise.resolve();

  constructor(
    readonly gameId: string,
    readonly tally: AckTally,
  ) {
    this.openTab();
  }

  get connected(): boolean {
    return this.#socket !== null;
  }

  /** A new page of the game: a fresh GameSync from the stored queue, not connected yet. */
  openTab(): void {
    this.sync = new GameSync(this.gameId, parseQueue(this.stored), {
      send: (frame) => {
        try {
          this.#socket?.send(frame);
        } catch {
          // A socket closing underneath: the change stays queued and is replayed on the next state.
        }
      },
      persist: (queue) => {
        this.stored = queue.length === 0 ? null : JSON.stringify(queue);
      },
      now: () => Date.now(),
    });
  }

  /** The tab is closed: socket and page gone, whatever was on its way with them; only the stored queue stays. */
  closeTab(): void {
    this.#close();
  }

  /** Opens a socket to the game; the server's state arrives on it (after delayMs). */
  async connect(): Promise<void> {
    // As partysocket's reconnect: the old socket is closed (and reported closed) before the new one opens.
    this.drop();
    const generation = ++this.#generation;
    const response = await gameFetch(this.gameId, { headers: { Upgrade: "websocket" } });
    const socket = response.webSocket;
    if (!socket) throw new Error(`upgrade answered ${response.status}`);
    socket.accept();
    if (generation !== this.#generation) {
      socket.close(1000, "replaced");
      return;
    }
    this.#socket = socket;
    const sync = this.sync;
    socket.addEventListener("message", (event) => {
      const message = serverMessageSchema.parse(JSON.parse(String(event.data)));
      this.#deliver(generation, sync, message);
    });
    socket.addEventListener("close", () => {
      if (generation === this.#generation) this.drop();
    });
  }

  /** The socket is lost (underpass, offline): the page keeps queueing until it connects again. */
  drop(): void {
    this.#close();
    this.sync.disconnected();
  }

  /** A change made on this phone, as a screen submits it. */
  submit(op: ClientMessage): void {
    this.sync.submit(op);
  }

  #deliver(generation: number, sync: GameSync, message: ServerMessage): void {
    const delay = this.delayMs;
    this.#delivery = this.#delivery
      .then(() => (delay > 0 ? new Promise((resolve) => setTimeout(resolve, delay)) : undefined))
      .then(() => {
        if (generation !== this.#generation || sync !== this.sync) return;
        if (message.type === "ack") {
          if (this.loseAcks) return;
          if (message.outcome !== "duplicate") this.tally.set(message.opId, (this.tally.get(message.opId) ?? 0) + 1);
        }
        sync.receive(message);
      })
      .catch((error) => console.error("delivery failed", error));
  }

  #close(): void {
    this.#generation += 1;
    const socket = this.#socket;
    this.#socket = null;
    try {
      socket?.close(1000, "fault");
    } catch {
      // already closed
    }
  }
}
