import { z } from "zod";
import { collectionNameSchema } from "../routes";
import { gameIdSchema, pageIdSchema } from "./game-state";

// HTTP shapes of the game's Durable Object at /parties/game/{gameId}: POST creates, GET reads the state.

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
});
export type CreateGameRequest = z.input<typeof createGameRequestSchema>;

/**
 * POST body the game's object receives: the worker replaces the page's collection by the course's hole ids
 * (from D1), so the object only counts strokes on holes of its course. Without holes (a game made directly
 * on the object, as in its own tests) any hole is accepted.
 */
export const createGameBodySchema = z.object({
  gameName: z.string().trim().min(1).max(80).optional(),
  holes: z.array(pageIdSchema).max(MAX_HOLES).optional(),
});

/** POST answer: 201 when the game was created, 200 when it existed already (initialising an existing game). */
export const createGameResponseSchema = z.object({ id: gameIdSchema });

/** Every HTTP failure: a stable code, plus a readable message for bad requests. */
export const gameHttpErrorSchema = z.object({
  error: z.enum(["game_not_found", "invalid_body", "invalid_game_id", "method_not_allowed", "unknown_course", "internal_error"]),
  message: z.string().optional(),
});

export type CreateGameBody = z.infer<typeof createGameBodySchema>;
export type CreateGameResponse = z.infer<typeof createGameResponseSchema>;
export type GameHttpError = z.infer<typeof gameHttpErrorSchema>;
