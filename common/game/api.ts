// The game's HTTP calls (partyserver path /parties/game/{gameId}), apart from common/visitor-api.ts because their
// answers are checked with the game's zod schemas, which only the game pages load; answerOf is the same.
import { gameStateSchema, type GameState } from "./game-state";
import { type CreateGameRequest, createGameResponseSchema, gameHttpErrorSchema } from "./messages";
import { AnswerError, answerOf } from "../parse-json";
import type { ScoringMode } from "./scoring";

const gameUrl = (gameId: string) => `/parties/game/${encodeURIComponent(gameId)}`;

/** Creates the game with this client-made id on the course (collection of holes), ranked by `scoring`; throws when the server does not confirm it. */
export async function createGame(gameId: string, course: string, scoring: ScoringMode): Promise<void> {
  const body: CreateGameRequest = { collection: course, scoring };
  const response = await fetch(gameUrl(gameId), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const { id } = await answerOf(response, createGameResponseSchema);
  if (id !== gameId) throw new Error(`creating the game answered another game (${response.status})`);
}

/** The game's state, or "notFound" for an unknown game; throws on any other failure. */
export async function fetchGame(gameId: string): Promise<GameState | "notFound"> {
  const response = await fetch(gameUrl(gameId), { headers: { Accept: "application/json" }, cache: "no-store" });
  if (response.status !== 404) return answerOf(response, gameStateSchema);
  const refusal = gameHttpErrorSchema.safeParse(await response.json().catch(() => null));
  if (refusal.data?.error === "game_not_found") return "notFound";
  throw new AnswerError(404, "loading the game answered 404");
}
