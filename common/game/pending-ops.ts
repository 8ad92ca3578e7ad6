import type { GameState, Hole, Player } from "./game-state";
import { type ClientMessage, clientMessageSchema, type GameEvent } from "./messages";
import { normalizePlayerName, renamedPlayerName } from "./player-name";
import { applyScoreChange } from "./score";
import { DEFAULT_SCORING_MODE } from "./scoring";

// The client's view of a game: the last state the server confirmed, plus the changes it has not acknowledged
// yet (the offline queue) applied on top. Both steps are pure, so a reconnect simply replaces the confirmed
// state and applies the queue again ("rebase"); nothing is ever counted from a delta twice.

/** Applies a broadcast change to the confirmed state. Changes carry absolute rows, so applying one twice is harmless. */
export function applyEvent(state: GameState, event: GameEvent): GameState {
  switch (event.type) {
    case "playerAdded":
    case "playerRenamed":
      return { ...state, players: upsertPlayer(state.players, event.player) };
    case "playerDeleted":
      return withoutPlayer(state, event.playerId);
    case "scoreChanged":
      return { ...state, holes: upsertHole(state.holes, event.hole) };
  }
}

/**
 * What the screen shows for a change the server has not acknowledged yet: the same rules the server applies
 * (trimmed names, same or empty rename cancels, scores floored at 0), so the guess matches what comes back.
 */
export function applyPending(state: GameState, op: ClientMessage, now: string): GameState {
  const player = state.players.find((p) => p.id === op.playerId);
  switch (op.type) {
    case "addPlayer": {
      const playerName = normalizePlayerName(op.playerName);
      if (playerName === null || player) return state;
      return { ...state, players: [...state.players, { id: op.playerId, playerName, gameId: state.game.id, createdAt: now }] };
    }
    case "renamePlayer": {
      const playerName = player ? renamedPlayerName(player.playerName, op.playerName) : null;
      if (!player || playerName === null) return state;
      return { ...state, players: upsertPlayer(state.players, { ...player, playerName }) };
    }
    case "deletePlayer":
      return player ? withoutPlayer(state, op.playerId) : state;
    case "scorePlus":
    case "scoreMinus": {
      if (!player) return state;
      const current = state.holes.find((h) => h.playerId === op.playerId && h.pageId === op.pageId);
      const score = applyScoreChange(current?.score ?? 0, op.type === "scorePlus" ? "plus" : "minus");
      if (score === (current?.score ?? 0)) return state;
      const hole: Hole = current
        ? { ...current, score, updatedAt: now }
        : { id: `pending-${op.opId}`, playerId: op.playerId, gameId: state.game.id, pageId: op.pageId, score, updatedAt: now };
      return { ...state, holes: upsertHole(state.holes, hole) };
    }
  }
}

/** The state to show: the confirmed state with every queued change applied in order. */
export function rebase(confirmed: GameState, queue: readonly ClientMessage[], now: string): GameState {
  return queue.reduce((state, op) => applyPending(state, op, now), confirmed);
}

/** What waits for the server: players added or renamed here, and hole rows (see holeKey) with strokes not confirmed yet. */
export type PendingMarks = { players: ReadonlySet<string>; holes: ReadonlySet<string> };

/** The key of one player's row on one hole in PendingMarks.holes. */
export const holeKey = (playerId: string, pageId: string): string => `${playerId} ${pageId}`;

/** Which rows the queue changes, so that the screen can mark them as not confirmed until their acks arrive. */
export function pendingMarks(queue: readonly ClientMessage[]): PendingMarks {
  const players = new Set<string>();
  const holes = new Set<string>();
  for (const op of queue) {
    if (op.type === "addPlayer" || op.type === "renamePlayer") players.add(op.playerId);
    else if (op.type === "scorePlus" || op.type === "scoreMinus") holes.add(holeKey(op.playerId, op.pageId));
  }
  return { players, holes };
}

/** A game with nothing in it yet: what queued changes are shown on before the server's first state arrives. */
export function emptyGame(gameId: string, now: string): GameState {
  return { game: { id: gameId, gameName: "", createdAt: now, scoring: DEFAULT_SCORING_MODE }, players: [], holes: [], course: [] };
}

/** The queue without the change whose ack or error arrived (unknown opIds leave it as it is). */
export function settle(queue: readonly ClientMessage[], opId: string): ClientMessage[] {
  return queue.filter((op) => op.opId !== opId);
}

function upsertPlayer(players: readonly Player[], player: Player): Player[] {
  const index = players.findIndex((p) => p.id === player.id);
  return index === -1 ? [...players, player] : players.map((p, i) => (i === index ? player : p));
}

// One row per game, page and player: a row for the same player and page replaces the one shown.
function upsertHole(holes: readonly Hole[], hole: Hole): Hole[] {
  const index = holes.findIndex((h) => h.playerId === hole.playerId && h.pageId === hole.pageId);
  return index === -1 ? [...holes, hole] : holes.map((h, i) => (i === index ? hole : h));
}

function withoutPlayer(state: GameState, playerId: string): GameState {
  return {
    ...state,
    players: state.players.filter((p) => p.id !== playerId),
    holes: state.holes.filter((h) => h.playerId !== playerId),
  };
}

/** Reads a stored queue; a stored value that is not a list of valid changes yields an empty queue, bad entries are dropped. */
export function parseQueue(text: string | null): ClientMessage[] {
  if (!text) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(json)) return [];
  return json.flatMap((entry) => {
    const parsed = clientMessageSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
