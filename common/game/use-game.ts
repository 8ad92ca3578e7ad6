import { useCallback, useEffect, useSyncExternalStore } from "react";
import type { GameView } from "./game-sync";
import type { ClientMessage } from "./messages";
import { gameSync } from "./game-client";
import { useBrowserValue } from "./hydrated";
import { newId } from "./ids";
import { currentGameId, forgetGame, rememberGame } from "./storage";

/**
 * The game this device plays (the address's ?id=, else the stored current game); null on the server and during
 * hydration, so the first client render matches the server's HTML.
 */
export function useGameId(): string | null {
  const gameId = useBrowserValue(currentGameId, null);
  useEffect(() => {
    if (gameId) rememberGame(gameId);
  }, [gameId]);
  return gameId;
}

/** The live view of a game (null without a game, on the server, and during hydration). An unknown game sends the visitor to the root. */
export function useGameView(gameId: string | null): GameView | null {
  const subscribe = useCallback((listener: () => void) => (gameId ? gameSync(gameId).subscribe(listener) : () => {}), [gameId]);
  const view = useSyncExternalStore(
    subscribe,
    () => (gameId ? gameSync(gameId).view : null),
    () => null,
  );
  const notFound = view?.status === "notFound";
  useEffect(() => {
    if (!notFound || !gameId) return;
    // Spec: an unknown game id clears the stored id and goes to the root.
    forgetGame(gameId);
    window.location.assign("/");
  }, [notFound, gameId]);
  return view;
}

/** A change as a screen makes it: any client message but its opId, which submitChange adds. */
type Change = DistributiveOmit<ClientMessage, "opId">;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Sends a change to the game with a fresh opId (queued while offline). */
export function submitChange(gameId: string, change: Change): void {
  gameSync(gameId).submit({ ...change, opId: newId() } as ClientMessage);
}
