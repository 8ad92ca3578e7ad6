// The game's HTTP calls (partyserver path /parties/game/{gameId}); answers are parsed with the shared schemas.
import { gameStateSchema, type GameState } from "./game-state";
import { type CreateGameRequest, createGameResponseSchema, gameHttpErrorSchema } from "./messages";

const gameUrl = (gameId: string) => `/parties/game/${encodeURIComponent(gameId)}`;

/** Creates the game with this client-made id on the course (collection of holes); throws when the server does not confirm it. */
export async function createGame(gameId: string, course: string): Promise<void> {
  const body: CreateGameRequest = { collection: course };
  const response = await fetch(gameUrl(gameId), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  const parsed = createGameResponseSchema.safeParse(await response.json().catch(() => null));
  if (!response.ok || !parsed.success || parsed.data.id !== gameId) throw new Error(`creating the game answered ${response.status}`);
}

/** The game's state, or "notFound" for an unknown game; throws on any other failure. */
export async function fetchGame(gameId: string): Promise<GameState | "notFound"> {
  const response = await fetch(gameUrl(gameId), { headers: { Accept: "application/json" }, cache: "no-store" });
  const body: unknown = await response.json().catch(() => null);
  if (response.status === 404 && gameHttpErrorSchema.safeParse(body).data?.error === "game_not_found") return "notFound";
  const parsed = gameStateSchema.safeParse(body);
  if (!response.ok || !parsed.success) throw new Error(`loading the game answered ${response.status}`);
  return parsed.data;
}
