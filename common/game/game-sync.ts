import type { GameState } from "./game-state";
import type { ClientMessage, ServerMessage } from "./messages";
import { applyEvent, emptyGame, type PendingMarks, pendingMarks, rebase, settle } from "./pending-ops";

/** connecting: no state yet; online: state received on this socket; offline: socket lost; notFound: the game does not exist. */
export type ConnectionStatus = "connecting" | "online" | "offline" | "notFound";

/** What a participant's screen shows of one game. */
export type GameView = {
  status: ConnectionStatus;
  /** The confirmed state with the queued changes applied; null until the first state arrives. */
  state: GameState | null;
  /** Changes made here that the server has not acknowledged yet. */
  queued: number;
  /**
   * Until the first state arrives: the queued changes applied to an empty game, so that a player added before the
   * page heard from the server shows at once (null once the state is known: then `state` holds them).
   */
  early: GameState | null;
  /** The rows the queued changes touch: shown as not confirmed until their acks arrive. */
  pending: PendingMarks;
};

/** The outside world of a GameSync: the socket, the persisted queue and the clock. */
export type GameSyncIo = {
  send: (frame: string) => void;
  persist: (queue: readonly ClientMessage[]) => void;
  now: () => number;
};

/**
 * A participant's side of the game protocol, without sockets or storage: every change goes into a queue
 * first and leaves it only when the server acknowledges (or refuses) its opId. The queue is sent once the
 * server's state has arrived, and again in full after every reconnect; the server applies each opId once.
 *
 * What the server confirms (its state and broadcast changes) is held back while a change sent from here is
 * unanswered, and taken over together with that change's answer. The server handles one socket's messages in
 * order and broadcasts a change before acknowledging it, so what arrived before an ack contains that change and
 * none sent after it: the screen never counts a change twice (once confirmed, once still queued). After a
 * reconnect the new state may already contain replayed changes whose acks were lost, so it is taken over only
 * when every replayed change is answered.
 */
export class GameSync {
  #confirmed: GameState | null = null;
  #queue: ClientMessage[];
  #status: ConnectionStatus = "connecting";
  /** opId -> when it was sent on the current socket, until answered. */
  #inflight = new Map<string, number>();
  /** The changes replayed after the last state message and not answered yet. */
  #replayed = new Set<string>();
  /** Confirmed state and changes received but not taken over yet. */
  #held: ServerMessage[] = [];
  #view: GameView;
  #listeners = new Set<() => void>();

  constructor(
    private readonly gameId: string,
    queue: readonly ClientMessage[],
    private readonly io: GameSyncIo,
  ) {
    this.#queue = [...queue];
    this.#view = this.#makeView();
  }

  /** The current view; a new object after every change (for useSyncExternalStore). */
  get view(): GameView {
    return this.#view;
  }

  get queue(): readonly ClientMessage[] {
    return this.#queue;
  }

  subscribe(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** A change made on this device: queued and persisted at once, sent right away when the socket is in sync. */
  submit(op: ClientMessage): void {
    this.#queue = [...this.#queue, op];
    this.io.persist(this.#queue);
    if (this.#status === "online") this.#send(op);
    this.#changed();
  }

  /** The socket closed or was given up: changes keep queueing until the next state arrives (which replaces what was held). */
  disconnected(notFound = false): void {
    if (this.#status === "notFound") return;
    this.#status = notFound ? "notFound" : "offline";
    this.#inflight.clear();
    this.#replayed.clear();
    this.#held = [];
    this.#changed();
  }

  /** The age in ms of the oldest change sent on this socket and not yet answered; null when none waits. */
  oldestUnanswered(): number | null {
    if (this.#inflight.size === 0) return null;
    return this.io.now() - Math.min(...this.#inflight.values());
  }

  /** Handles one parsed server message. */
  receive(message: ServerMessage): void {
    switch (message.type) {
      case "state":
        this.#status = "online";
        this.#inflight.clear();
        this.#held = [message];
        this.#replayed = new Set(this.#queue.map((op) => op.opId));
        // Replay: changes the server already applied come back as duplicates.
        for (const op of this.#queue) this.#send(op);
        if (this.#replayed.size === 0) this.#takeOver();
        break;
      case "ack":
        this.#answered(message.opId);
        break;
      case "error":
        // Game errors are logged only (spec, error catalogue); a refused change leaves the queue.
        console.error("game error", message.code, message.message);
        if (message.opId) this.#answered(message.opId);
        if (message.code === "game_not_found") this.#status = "notFound";
        break;
      default:
        this.#held.push(message);
        if (this.#inflight.size === 0 && this.#replayed.size === 0) this.#takeOver();
    }
    this.#changed();
  }

  #send(op: ClientMessage): void {
    this.#inflight.set(op.opId, this.io.now());
    this.io.send(JSON.stringify(op));
  }

  /** The server answered a change: it leaves the queue, and what arrived before the answer is taken over with it. */
  #answered(opId: string): void {
    this.#inflight.delete(opId);
    this.#replayed.delete(opId);
    const next = settle(this.#queue, opId);
    if (next.length !== this.#queue.length) {
      this.#queue = next;
      this.io.persist(this.#queue);
    }
    if (this.#replayed.size === 0) this.#takeOver();
  }

  #takeOver(): void {
    for (const message of this.#held) {
      if (message.type === "state") {
        const { type: _type, ...state } = message;
        this.#confirmed = state;
      } else if (this.#confirmed && message.type !== "ack" && message.type !== "error") {
        this.#confirmed = applyEvent(this.#confirmed, message);
      }
    }
    this.#held = [];
  }

  #makeView(): GameView {
    const now = new Date(this.io.now()).toISOString();
    const state = this.#confirmed && rebase(this.#confirmed, this.#queue, now);
    const early = this.#confirmed ? null : rebase(emptyGame(this.gameId, now), this.#queue, now);
    return { status: this.#status, state, queued: this.#queue.length, early, pending: pendingMarks(this.#queue) };
  }

  #changed(): void {
    this.#view = this.#makeView();
    for (const listener of this.#listeners) listener();
  }
}
