import { z } from "zod";
import { gameIdSchema } from "./game-state";

// HTTP shapes of the game's Durable Object at /parties/game/{gameId}: POST creates, GET reads the state.

/** The name a game gets when its creator gives none. */
export const DEFAULT_GAME_NAME = "Urban Golf";

/** POST body (optional: an empty body creates a game with the default name). */
export const createGameBodySchema = z.object({ gameName: z.string().trim().min(1).max(80).optional() });

/** POST answer: 201 when the game was created, 200 when it existed already (initialising an existing game). */
export const createGameResponseSchema = z.object({ id: gameIdSchema });

/** Every HTTP failure: a stable code, plus a readable message for bad requests. */
export const gameHttpErrorSchema = z.object({
  error: z.enum(["game_not_found", "invalid_body", "invalid_game_id", "method_not_allowed"]),
  message: z.string().optional(),
});

export type CreateGameBody = z.infer<typeof createGameBodySchema>;
export type CreateGameResponse = z.infer<typeof createGameResponseSchema>;
export type GameHttpError = z.infer<typeof gameHttpErrorSchema>;
