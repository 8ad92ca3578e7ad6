import { z } from "zod";
import { courseHoleSchema, DEFAULT_SCORING_MODE, scoringModeSchema } from "./scoring";

/**
 * Ids made by clients (game ids, player ids, operation ids), e.g. crypto.randomUUID(): URL-safe and short,
 * because a game id is a room name in the URL and every id is a primary key in the game's storage.
 */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "expected 1 to 64 characters of A-Z, a-z, 0-9, _ or -");

export const gameIdSchema = clientIdSchema;
export const playerIdSchema = clientIdSchema;
/** A client-made id of one change, so that a change replayed from an offline queue is applied at most once. */
export const opIdSchema = clientIdSchema;
/** A hole is a page of the course collection; its pageId is that page's id. */
export const pageIdSchema = z.string().min(1).max(128);

const timestampSchema = z.iso.datetime();

/** A game; `scoring` ranks its leaderboard (chosen at the start; games from before scoring modes rank by strokes). */
export const gameSchema = z.object({
  id: gameIdSchema,
  gameName: z.string(),
  createdAt: timestampSchema,
  scoring: scoringModeSchema.default(DEFAULT_SCORING_MODE),
});

export const playerSchema = z.object({
  id: playerIdSchema,
  playerName: z.string().min(1),
  gameId: gameIdSchema,
  createdAt: timestampSchema,
});

/** One row per game, page and player: the strokes of that player on that hole. */
export const holeSchema = z.object({
  id: z.string().min(1),
  playerId: playerIdSchema,
  gameId: gameIdSchema,
  pageId: pageIdSchema,
  score: z.int().min(0),
  updatedAt: timestampSchema,
});

/**
 * Everything a participant needs: the game, its players (oldest first), every hole score row, and the course's
 * holes with their par as they were when the game started (empty for a game made without a course).
 */
export const gameStateSchema = z.object({
  game: gameSchema,
  players: z.array(playerSchema),
  holes: z.array(holeSchema),
  course: z.array(courseHoleSchema).default([]),
});

export type Game = z.infer<typeof gameSchema>;
export type Player = z.infer<typeof playerSchema>;
export type Hole = z.infer<typeof holeSchema>;
export type GameState = z.infer<typeof gameStateSchema>;
