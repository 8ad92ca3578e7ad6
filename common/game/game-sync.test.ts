import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { GameState } from "./game-state";
import { GameSync, type GameView } from "./game-sync";
import { type ClientMessage, clientMessageSchema, type ServerMessage } from "./messages";
import { applyPending } from "./pending-ops";

const now = "2026-05-01T10:00:00.000Z";

/** A stand-in for the game's Durable Object: same rules, each opId applied once, change broadcast before the ack. */
class FakeServer {
  state: GameState = { game: { id: "g1", gameName: "Urban Golf", createdAt: now, scoring: "strokes" }, players: [], holes: [], course: [] };
  applied = new Set<string>();
  clients = new Set<Participant>();

  connect(client: Participant): void {
    this.clients.add(client);
    client.deliver({ type: "state", ...this.state });
  }

  handle(from: Participant, frame: string): void {
    const op = clientMessageSchema.parse(JSON.parse(frame));
    if (this.applied.has(op.opId)) {
      from.deliver({ type: "ack", opId: op.opId, outcome: "duplicate" });
      return;
    }
    if (op.type !== "addPlayer" && op.type !== "deletePlayer" && !this.state.players.some((p) => p.id === op.playerId)) {
      from.deliver({ type: "error", code: "player_not_found", message: "no such player", opId: op.opId });
      return;
    }
    this.applied.add(op.opId);
    const before = this.state;
    const next = applyPending(this.state, op, now);
    // The real object gives each new row its own id; here the id is the row's key.
    this.state = next === before ? before : { ...next, holes: next.holes.map((h) => ({ ...h, id: `${h.playerId}-${h.pageId}` })) };
    for (const client of this.clients) for (const event of diff(before, this.state, op)) client.deliver(event);
    from.deliver({ type: "ack", opId: op.opId, outcome: before === this.state ? "unchanged" : "applied" });
  }
}

function diff(before: GameState, after: GameState, op: ClientMessage): ServerMessage[] {
  if (before === after) return [];
  if (op.type === "scorePlus" || op.type === "scoreMinus") {
    const hole = after.holes.find((h) => h.playerId === op.playerId && h.pageId === op.pageId)!;
    return [{ type: "scoreChanged", hole }];
  }
  if (op.type === "deletePlayer") return [{ type: "playerDeleted", playerId: op.playerId }];
  const player = after.players.find((p) => p.id === op.playerId)!;
  return [{ type: op.type === "addPlayer" ? "playerAdded" : "playerRenamed", player }];
}

/** One browser: a GameSync, a socket to the fake server that can drop, and its persisted queue. */
class Participant {
  stored: readonly ClientMessage[] = [];
  sent: ClientMessage[] = [];
  online = false;
  /** Acks are swallowed while set: the socket drops after the server applied a change but before the ack arrived. */
  loseAcks = false;
  sync: GameSync;
  /** Every view this participant's screen was given. */
  views: GameView[] = [];
  #ops = 0;

  constructor(
    readonly name: string,
    readonly server: FakeServer,
    queue: readonly ClientMessage[] = [],
  ) {
    this.sync = new GameSync("g1", queue, {
      send: (frame) => {
        this.sent.push(clientMessageSchema.parse(JSON.parse(frame)));
        if (this.online) server.handle(this, frame);
      },
      persist: (q) => {
        this.stored = q;
      },
      now: () => Date.now(),
    });
    this.sync.subscribe(() => this.views.push(this.sync.view));
  }

  /** The highest score the screen ever showed for a player on a hole. */
  maxShown(playerId: string, pageId = "h1"): number {
    return Math.max(0, ...this.views.map((view) => view.state?.holes.find((h) => h.playerId === playerId && h.pageId === pageId)?.score ?? 0));
  }

  deliver(message: ServerMessage): void {
    if (!this.online || (this.loseAcks && message.type === "ack")) return;
    this.sync.receive(message);
  }

  connect(): void {
    this.online = true;
    this.server.connect(this);
  }

  drop(): void {
    this.online = false;
    this.server.clients.delete(this);
    this.sync.disconnected();
  }

  op(type: "scorePlus" | "scoreMinus", playerId: string, pageId = "h1"): void {
    this.sync.submit({ type, opId: `${this.name}-${++this.#ops}`, playerId, pageId });
  }

  addPlayer(playerId: string, playerName: string): void {
    this.sync.submit({ type: "addPlayer", opId: `${this.name}-${++this.#ops}`, playerId, playerName });
  }

  score(playerId: string, pageId = "h1"): number {
    return this.sync.view.state?.holes.find((h) => h.playerId === playerId && h.pageId === pageId)?.score ?? 0;
  }
}

let server: FakeServer;
beforeEach(() => {
  server = new FakeServer();
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("GameSync", () => {
  it("is connecting, without state, until the server's state arrives", () => {
    const a = new Participant("a", server);
    expect(a.sync.view).toMatchObject({ status: "connecting", state: null, queued: 0 });
    a.connect();
    expect(a.sync.view.status).toBe("online");
    expect(a.sync.view.state?.game.id).toBe("g1");
  });

  it("sends a change at once when online and empties the queue on its ack", () => {
    const a = new Participant("a", server);
    a.connect();
    a.addPlayer("anna", "Anna");
    a.op("scorePlus", "anna");
    expect(a.sync.view.queued).toBe(0);
    expect(a.stored).toEqual([]);
    expect(a.score("anna")).toBe(1);
  });

  it("queues and persists changes made offline, shows them at once, and sends them after reconnecting", () => {
    const a = new Participant("a", server);
    a.connect();
    a.addPlayer("anna", "Anna");
    a.drop();
    a.op("scorePlus", "anna");
    a.op("scorePlus", "anna");
    a.op("scoreMinus", "anna");
    a.op("scorePlus", "anna");
    expect(a.sync.view).toMatchObject({ status: "offline", queued: 4 });
    expect(a.stored).toHaveLength(4);
    expect(a.score("anna")).toBe(2);
    expect(server.state.holes).toEqual([]);
    a.connect();
    expect(a.sync.view).toMatchObject({ status: "online", queued: 0 });
    expect(server.state.holes).toMatchObject([{ playerId: "anna", score: 2 }]);
    expect(a.score("anna")).toBe(2);
  });

  it("replays a queue restored from storage after a reload", () => {
    const first = new Participant("a", server);
    first.connect();
    first.addPlayer("anna", "Anna");
    first.drop();
    first.op("scorePlus", "anna");
    first.op("scorePlus", "anna");
    const reloaded = new Participant("a2", server, first.stored);
    expect(reloaded.sync.view.queued).toBe(2);
    reloaded.connect();
    expect(server.state.holes).toMatchObject([{ score: 2 }]);
    expect(reloaded.stored).toEqual([]);
  });

  it("counts a change once when the socket dropped between applying it and its ack", () => {
    const a = new Participant("a", server);
    a.connect();
    a.addPlayer("anna", "Anna");
    a.loseAcks = true;
    a.op("scorePlus", "anna");
    a.op("scorePlus", "anna");
    expect(server.state.holes).toMatchObject([{ score: 2 }]);
    a.drop();
    a.loseAcks = false;
    a.connect();
    expect(a.sent.filter((op) => op.type === "scorePlus")).toHaveLength(4);
    expect(server.state.holes).toMatchObject([{ score: 2 }]);
    expect(a.sync.view.queued).toBe(0);
    expect(a.score("anna")).toBe(2);
    expect(a.maxShown("anna")).toBe(2);
  });

  it("never shows an own change twice while its broadcast has arrived and its ack has not", () => {
    const a = new Participant("a", server);
    const b = new Participant("b", server);
    a.connect();
    b.connect();
    a.addPlayer("anna", "Anna");
    for (let i = 0; i < 3; i++) {
      a.op("scorePlus", "anna");
      b.op("scorePlus", "anna");
    }
    expect(a.score("anna")).toBe(6);
    expect(b.score("anna")).toBe(6);
    const shown = a.views.map((view) => view.state?.holes[0]?.score ?? 0);
    // Only strokes were added, so the count never goes down: no view counted a change from the broadcast and the queue at once.
    expect(shown.every((value, index) => index === 0 || value >= shown[index - 1]!)).toBe(true);
  });

  it("shows nothing counted twice after a reload whose replayed changes the server already had", () => {
    const first = new Participant("a", server);
    first.connect();
    first.addPlayer("anna", "Anna");
    first.loseAcks = true;
    first.op("scorePlus", "anna");
    first.op("scorePlus", "anna");
    expect(first.score("anna")).toBe(2);
    expect(first.maxShown("anna")).toBe(2);
    const reloaded = new Participant("a2", server, first.stored);
    reloaded.connect();
    expect(reloaded.score("anna")).toBe(2);
    expect(reloaded.maxShown("anna")).toBe(2);
    expect(reloaded.stored).toEqual([]);
  });

  it("keeps two participants in agreement while one is offline and both keep pressing", () => {
    const a = new Participant("a", server);
    const b = new Participant("b", server);
    a.connect();
    b.connect();
    a.addPlayer("anna", "Anna");
    b.addPlayer("ben", "Ben");
    b.drop();
    for (let i = 0; i < 5; i++) b.op("scorePlus", "anna");
    for (let i = 0; i < 3; i++) a.op("scorePlus", "anna");
    a.op("scorePlus", "ben", "h2");
    expect(a.score("anna")).toBe(3);
    expect(b.score("anna")).toBe(5);
    b.connect();
    expect(a.score("anna")).toBe(8);
    expect(b.score("anna")).toBe(8);
    expect(b.score("ben", "h2")).toBe(1);
    expect(a.sync.view.state).toEqual(b.sync.view.state);
  });

  it("shows a player added before the first state at once, marked pending, and sends it once the state is there", () => {
    const a = new Participant("a", server);
    a.addPlayer("anna", "Anna");
    expect(a.sync.view).toMatchObject({ status: "connecting", state: null, queued: 1 });
    expect(a.sync.view.early?.players.map((p) => p.playerName)).toEqual(["Anna"]);
    expect(a.sync.view.pending.players).toEqual(new Set(["anna"]));
    expect(a.sent).toEqual([]);
    a.connect();
    expect(a.sync.view).toMatchObject({ status: "online", queued: 0, early: null });
    expect(a.sync.view.state?.players.map((p) => p.playerName)).toEqual(["Anna"]);
    expect(a.sync.view.pending.players.size).toBe(0);
    expect(server.applied.size).toBe(1);
  });

  it("marks a hole row pending from the tap until its ack, also across a dropped socket", () => {
    const a = new Participant("a", server);
    a.connect();
    a.addPlayer("anna", "Anna");
    a.loseAcks = true;
    a.op("scorePlus", "anna", "h2");
    expect(a.sync.view.pending.holes).toEqual(new Set(["anna h2"]));
    a.drop();
    a.loseAcks = false;
    expect(a.sync.view.pending.holes).toEqual(new Set(["anna h2"]));
    a.connect();
    expect(a.sync.view.pending.holes.size).toBe(0);
    expect(a.score("anna", "h2")).toBe(1);
  });

  it("drops a refused change from the queue and logs it", () => {
    const a = new Participant("a", server);
    a.connect();
    a.op("scorePlus", "nobody");
    expect(a.sync.view.queued).toBe(0);
    expect(console.error).toHaveBeenCalledWith("game error", "player_not_found", "no such player");
  });

  it("shows a change broadcast by someone else", () => {
    const a = new Participant("a", server);
    const b = new Participant("b", server);
    a.connect();
    b.connect();
    a.addPlayer("anna", "Anna");
    a.op("scorePlus", "anna");
    expect(b.sync.view.state?.players.map((p) => p.playerName)).toEqual(["Anna"]);
    expect(b.score("anna")).toBe(1);
  });

  it("stays notFound once the server says the game does not exist", () => {
    const sync = new GameSync("g1", [], { send: () => {}, persist: () => {}, now: () => 0 });
    sync.receive({ type: "error", code: "game_not_found", message: "this game does not exist" });
    sync.disconnected();
    expect(sync.view.status).toBe("notFound");
  });

  it("reports how long the oldest sent change has waited for its answer", () => {
    let clock = 1000;
    const sync = new GameSync("g1", [], { send: () => {}, persist: () => {}, now: () => clock });
    expect(sync.oldestUnanswered()).toBeNull();
    sync.receive({ type: "state", game: { id: "g1", gameName: "x", createdAt: now, scoring: "strokes" }, players: [], holes: [], course: [] });
    sync.submit({ type: "scorePlus", opId: "o1", playerId: "p", pageId: "h" });
    clock = 6000;
    expect(sync.oldestUnanswered()).toBe(5000);
    sync.receive({ type: "ack", opId: "o1", outcome: "applied" });
    expect(sync.oldestUnanswered()).toBeNull();
  });

  it("notifies subscribers with a new view object on every change", () => {
    const sync = new GameSync("g1", [], { send: () => {}, persist: () => {}, now: () => 0 });
    const seen: unknown[] = [];
    const unsubscribe = sync.subscribe(() => seen.push(sync.view));
    sync.submit({ type: "scorePlus", opId: "o1", playerId: "p", pageId: "h" });
    sync.disconnected();
    unsubscribe();
    sync.submit({ type: "scorePlus", opId: "o2", playerId: "p", pageId: "h" });
    expect(seen).toHaveLength(2);
    expect(seen[0]).not.toBe(seen[1]);
  });
});
