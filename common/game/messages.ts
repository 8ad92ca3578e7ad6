import { z } from "zod";
import { collectionNameSchema } from "../routes";
import { gameIdSchema, gameStateSchema, holeSchema, opIdSchema, pageIdSchema, playerIdSchema, playerSchema } from "./game-state";
import { playerNameInputSchema } from "./player-name";
import { courseHoleSchema, DEFAULT_PAR, scoringModeSchema } from "./scoring";

// Client -> server. Every change carries a client-made opId so that replaying an offline queue applies it once.

export const addPlayerMessageSchema = z.object({
  type: z.literal("addPlayer"),
  opId: opIdSchema,
  // Made by the client, so that scores for a player added offline can be queued before the server has seen it.
  playerId: playerIdSchema,
  playerName: playerNameInputSchema,
});

export const renamePlayerMessageSchema = z.object({
  type: z.literal("renamePlayer"),
  opId: opIdSchema,
  playerId: playerIdSchema,
  playerName: playerNameInputSchema,
});

export const deletePlayerMessageSchema = z.object({
  type: z.literal("deletePlayer"),
  opId: opIdSchema,
  playerId: playerIdSchema,
});

const scoreFields = { opId: opIdSchema, playerId: playerIdSchema, pageId: pageIdSchema };
export const scorePlusMessageSchema = z.object({ type: z.literal("scorePlus"), ...scoreFields });
export const scoreMinusMessageSchema = z.object({ type: z.literal("scoreMinus"), ...scoreFields });

export const clientMessageSchema = z.discriminatedUnion("type", [
  addPlayerMessageSchema,
  renamePlayerMessageSchema,
  deletePlayerMessageSchema,
  scorePlusMessageSchema,
  scoreMinusMessageSchema,
]);

// Server -> client. Change events carry the resulting row (absolute score, not a delta), so applying one twice is harmless.

export const stateMessageSchema = gameStateSchema.extend({ type: z.literal("state") });
export const playerAddedMessageSchema = z.object({ type: z.literal("playerAdded"), player: playerSchema });
export const playerRenamedMessageSchema = z.object({ type: z.literal("playerRenamed"), player: playerSchema });
/** The player's hole rows are gone too. */
export const playerDeletedMessageSchema = z.object({ type: z.literal("playerDeleted"), playerId: playerIdSchema });
export const scoreChangedMessageSchema = z.object({ type: z.literal("scoreChanged"), hole: holeSchema });

/** applied: the change happened; unchanged: accepted but nothing to change; duplicate: this opId was applied before. */
export const ackOutcomeSchema = z.enum(["applied", "unchanged", "duplicate"]);
export const ackMessageSchema = z.object({ type: z.literal("ack"), opId: opIdSchema, outcome: ackOutcomeSchema });

export const gameErrorCodeSchema = z.enum([
  "invalid_message",
  "game_not_found",
  "player_not_found",
  "player_exists",
  "too_many_players",
  "unknown_hole",
  "internal_error",
]);
export const errorMessageSchema = z.object({
  type: z.literal("error"),
  code: gameErrorCodeSchema,
  message: z.string(),
  // Present when the failed message had a readable opId: the client drops that operation from its queue.
  opId: opIdSchema.optional(),
});

/** The changes broadcast to every participant of the game. */
export const gameEventSchema = z.discriminatedUnion("type", [
  playerAddedMessageSchema,
  playerRenamedMessageSchema,
  playerDeletedMessageSchema,
  scoreChangedMessageSchema,
]);

export const serverMessageSchema = z.discriminatedUnion("type", [
  stateMessageSchema,
  playerAddedMessageSchema,
  playerRenamedMessageSchema,
  playerDeletedMessageSchema,
  scoreChangedMessageSchema,
  ackMessageSchema,
  errorMessageSchema,
]);

export type ClientMessage = z.infer<typeof clientMessageSchema>;
export type ServerMessage = z.infer<typeof serverMessageSchema>;
export type GameEvent = z.infer<typeof gameEventSchema>;
export type AckOutcome = z.infer<typeof ackOutcomeSchema>;
export type GameErrorCode = z.infer<typeof gameErrorCodeSchema>;
export type ErrorMessage = z.infer<typeof errorMessageSchema>;

export type ParsedClientMessage = { ok: true; message: ClientMessage } | { ok: false; error: ErrorMessage };

/** Parses one WebSocket frame from a client; a bad frame yields the error reply, with its opId when one is readable. */
export function parseClientMessage(frame: string | ArrayBuffer | ArrayBufferView): ParsedClientMessage {
  if (typeof frame !== "string") return invalid("messages must be JSON text frames");
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return invalid("message is not valid JSON");
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (parsed.success) return { ok: true, message: parsed.data };
  const opId = z.object({ opId: opIdSchema }).safeParse(json);
  return invalid(z.prettifyError(parsed.error), opId.success ? opId.data.opId : undefined);
}

function invalid(message: string, opId?: string): ParsedClientMessage {
  return { ok: false, error: { type: "error", code: "invalid_message", message, ...(opId ? { opId } : {}) } };
}

// HTTP: the shapes of the game's Durable Object at /parties/game/{gameId}: POST creates, GET reads the state.

/** The name a game gets when its creator gives none. */
export const DEFAULT_GAME_NAME = "Urban Golf";

/** A game accepts at most this many players (a group on the course, not a crowd). */
export const MAX_PLAYERS = 30;
/** A course has at most this many holes. */
export const MAX_HOLES = 100;

/**
 * POST body a page sends: the course (collection of holes) its game-setup block plays. Without one, the site's only
 * course (docs/decisions/070); an empty body creates a game with the default name there.
 */
export const createGameRequestSchema = z.object({
  gameName: z.string().trim().min(1).max(80).optional(),
  collection: collectionNameSchema.optional(),
  scoring: scoringModeSchema.optional(),
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

/**
 * POST body the game's object receives: the worker replaces the page's collection by the course's hole ids
 * (from D1), so the object only counts strokes on holes of its course. Without holes (a game made directly
 * on the object, as in its own tests) any hole is accepted. The scoring mode ranks the leaderboard (strokes when absent).
 */
export const createGameBodySchema = z.object({
  gameName: z.string().trim().min(1).max(80).optional(),
  // A bare page id is a hole of the default par.
  holes: z
    .array(z.union([courseHoleSchema, pageIdSchema.transform((pageId) => ({ pageId, par: DEFAULT_PAR }))]))
    .max(MAX_HOLES)
    .optional(),
  scoring: scoringModeSchema.optional(),
});

/** POST answer: 201 when the game was created, 200 when it existed already (initialising an existing game). */
export const createGameResponseSchema = z.object({ id: gameIdSchema });

/** Every HTTP failure: a stable code, plus a readable message for bad requests. */
export const gameHttpErrorSchema = z.object({
  error: z.enum(["game_not_found", "invalid_body", "invalid_game_id", "method_not_allowed", "unknown_course", "internal_error"]),
  message: z.string().optional(),
});

export type CreateGameBody = z.input<typeof createGameBodySchema>;
export type CreateGameResponse = z.infer<typeof createGameResponseSchema>;
export type GameHttpError = z.infer<typeof gameHttpErrorSchema>;
