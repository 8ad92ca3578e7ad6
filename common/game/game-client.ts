// One live connection per game and page: partysocket (reconnects with backoff) feeding a GameSync, whose
// queue of unacknowledged changes is kept in localStorage so that a reload or the next hole page replays it.
import { PartySocket } from "partysocket";
import { GameSync } from "./game-sync";
import { serverMessageSchema } from "./messages";
import { loadQueue, saveQueue } from "./storage";

/** Same value as GAME_NOT_FOUND_CLOSE_CODE in durable-objects/game.ts (not imported: that module is server code). */
const GAME_NOT_FOUND_CLOSE_CODE = 4404;
/** A change unanswered this long means a socket that died without closing (phones do that): connect again. */
const ANSWER_TIMEOUT_MS = 5_000;
const WATCHDOG_INTERVAL_MS = 1_000;

const games = new Map<string, GameSync>();

/** The GameSync of a game, connecting on first use; browser only. */
export function gameSync(gameId: string): GameSync {
  const existing = games.get(gameId);
  if (existing) return existing;
  const socket = new PartySocket({
    host: window.location.host,
    protocol: window.location.protocol === "https:" ? "wss" : "ws",
    party: "game",
    room: gameId,
    // GameSync keeps its own queue and replays it after the state arrives; partysocket must not buffer a second copy.
    maxEnqueuedMessages: 0,
    minReconnectionDelay: 250 + Math.random() * 500,
    maxReconnectionDelay: 5_000,
    shouldReconnectOnClose: (event) => event.code !== GAME_NOT_FOUND_CLOSE_CODE,
  });
  const sync = new GameSync(gameId, loadQueue(gameId), {
    send: (frame) => socket.send(frame),
    persist: (queue) => saveQueue(gameId, queue),
    now: () => Date.now(),
  });
  games.set(gameId, sync);

  socket.addEventListener("message", (event) => {
    let json: unknown;
    try {
      json = JSON.parse(String(event.data));
    } catch {
      json = null;
    }
    const parsed = serverMessageSchema.safeParse(json);
    if (parsed.success) sync.receive(parsed.data);
    else console.error("game message not understood", event.data);
  });
  socket.addEventListener("close", (event) => sync.disconnected(event.code === GAME_NOT_FOUND_CLOSE_CODE));

  // The browser knows first when the network is gone: stop the socket and queue; start again when it is back.
  // (An open WebSocket can outlive the network for minutes, and emulated offline mode does not touch it at all.)
  let pausedOffline = false;
  const goOffline = () => {
    pausedOffline = true;
    socket.close();
    sync.disconnected();
  };
  const goOnline = () => {
    if (sync.view.status === "notFound") return;
    pausedOffline = false;
    socket.reconnect();
  };
  window.addEventListener("offline", goOffline);
  window.addEventListener("online", goOnline);
  if (!navigator.onLine) goOffline();
  setInterval(() => {
    if (pausedOffline && navigator.onLine) goOnline();
    const waited = sync.oldestUnanswered();
    if (waited !== null && waited > ANSWER_TIMEOUT_MS && !pausedOffline) socket.reconnect();
  }, WATCHDOG_INTERVAL_MS);
  return sync;
}
