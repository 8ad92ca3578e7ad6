import type { Hole } from "../common/game/game-state";
import { type AckOutcome, type ClientMessage, type GameErrorCode, type GameEvent, MAX_PLAYERS, type ServerMessage } from "../common/game/messages";
import { normalizePlayerName, renamedPlayerName } from "../common/game/player-name";
import { applyScoreChange } from "../common/game/score";
import type { GameStore } from "./game-store";

/** What one client change produced: the reply to its sender, and the change to broadcast (if anything changed). */
export type OperationResult = { reply: ServerMessage; event?: GameEvent };

type Outcome = { outcome: Exclude<AckOutcome, "duplicate">; event?: GameEvent } | { error: GameErrorCode; message: string };

type Context = { store: GameStore; gameId: string; now: string; newId: () => string };

/**
 * Applies one change at most once per opId. The check, the change and the record of its opId run in one
 * transaction, so a replayed opId is acknowledged as a duplicate and never counted twice. A refused change
 * (unknown player) records nothing, so it stays refused on replay rather than being silently acknowledged.
 */
export function applyOperation(context: Context, message: ClientMessage): OperationResult {
  const { store, now } = context;
  return store.transaction(() => {
    if (store.isApplied(message.opId)) return ack(message.opId, "duplicate");
    const result = applyChange(context, message);
    if ("error" in result) {
      return { reply: { type: "error", code: result.error, message: result.message, opId: message.opId } };
    }
    store.recordApplied(message.opId, now);
    return { ...ack(message.opId, result.outcome), ...(result.event ? { event: result.event } : {}) };
  });
}

function applyChange(context: Context, message: ClientMessage): Outcome {
  const { store, gameId, now } = context;
  switch (message.type) {
    case "addPlayer": {
      const playerName = normalizePlayerName(message.playerName);
      // Empty names are ignored, as on the add-players screen.
      if (playerName === null) return { outcome: "unchanged" };
      if (store.player(message.playerId)) return { error: "player_exists", message: "playerId is already taken" };
      if (store.playerCount() >= MAX_PLAYERS) return { error: "too_many_players", message: `a game has at most ${MAX_PLAYERS} players` };
      const player = { id: message.playerId, playerName, gameId, createdAt: now };
      store.insertPlayer(player);
      return { outcome: "applied", event: { type: "playerAdded", player } };
    }
    case "renamePlayer": {
      const player = store.player(message.playerId);
      if (!player) return playerNotFound();
      const playerName = renamedPlayerName(player.playerName, message.playerName);
      // Renaming to the same or an empty name cancels the edit.
      if (playerName === null) return { outcome: "unchanged" };
      store.renamePlayer(player.id, playerName);
      return { outcome: "applied", event: { type: "playerRenamed", player: { ...player, playerName } } };
    }
    case "deletePlayer": {
      // Deleting a player someone else already deleted is no error: both wanted the same end state.
      if (!store.player(message.playerId)) return { outcome: "unchanged" };
      store.deletePlayer(message.playerId);
      return { outcome: "applied", event: { type: "playerDeleted", playerId: message.playerId } };
    }
    case "scorePlus":
    case "scoreMinus": {
      if (!store.player(message.playerId)) return playerNotFound();
      if (!store.isHole(message.pageId)) return { error: "unknown_hole", message: "pageId is not a hole of this game's course" };
      const current = store.hole(message.playerId, message.pageId);
      const score = applyScoreChange(current?.score ?? 0, message.type === "scorePlus" ? "plus" : "minus");
      // Minus at 0 changes nothing, and creates no row.
      if (score === (current?.score ?? 0)) return { outcome: "unchanged" };
      const next: Hole = {
        id: current?.id ?? context.newId(),
        playerId: message.playerId,
        gameId,
        pageId: message.pageId,
        score,
        updatedAt: now,
      };
      return { outcome: "applied", event: { type: "scoreChanged", hole: store.upsertHole(next) } };
    }
  }
}

function ack(opId: string, outcome: AckOutcome): OperationResult {
  return { reply: { type: "ack", opId, outcome } };
}

function playerNotFound(): Outcome {
  return { error: "player_not_found", message: "no player with this playerId in this game" };
}
