// What a device remembers of the game: the current game id (localStorage, so a reload or a later visit finds
// the game again), each game's queue of unacknowledged changes, and the session flag of the coupon page.
// Storage can be missing or full (private modes): every access fails soft, the game then lives in the URL only.
import { gameIdSchema } from "./game-state";
import type { ClientMessage } from "./messages";
import { parseQueue } from "./pending-ops";

const CURRENT_GAME_KEY = "golf:currentGame";
const queueKey = (gameId: string) => `golf:queue:${gameId}`;
const COUPON_VISITED_KEY = "golf:couponVisited";

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch (error) {
    console.error("game storage unavailable", error);
  }
}

const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The game id of the address (?id=), when it is a valid id. */
export function gameIdFromUrl(): string | null {
  const parsed = gameIdSchema.safeParse(new URLSearchParams(window.location.search).get("id"));
  return parsed.success ? parsed.data : null;
}

/** The game this device plays: the address wins over the stored current game. */
export function currentGameId(): string | null {
  const fromUrl = gameIdFromUrl();
  if (fromUrl) return fromUrl;
  const stored = gameIdSchema.safeParse(read(local, CURRENT_GAME_KEY));
  return stored.success ? stored.data : null;
}

/** Stores the current game id. */
export function rememberGame(gameId: string): void {
  if (read(local, CURRENT_GAME_KEY) !== gameId) write(local, CURRENT_GAME_KEY, gameId);
}

/** Forgets a game that does not exist: the stored current id (spec: it is cleared) and the game's queue. */
export function forgetGame(gameId: string): void {
  write(local, CURRENT_GAME_KEY, null);
  write(local, queueKey(gameId), null);
}

/** The changes still waiting for the server, as stored by the last page of this game. */
export function loadQueue(gameId: string): ClientMessage[] {
  return parseQueue(read(local, queueKey(gameId)));
}

export function saveQueue(gameId: string, queue: readonly ClientMessage[]): void {
  write(local, queueKey(gameId), queue.length === 0 ? null : JSON.stringify(queue));
}

/** Sets the session flag that this game's coupon page was visited. */
export function markCouponVisited(gameId: string): void {
  write(session, COUPON_VISITED_KEY, gameId);
}
