// A man in the middle on a page's game sockets: what the server sends can be held back or delayed, and the socket
// can be dropped as a phone's connection does in an underpass. Used by the game's fault tests.
import type { Page, WebSocketRoute } from "playwright-core";
import { delay } from "./waits";

type Socket = { page: WebSocketRoute; held: string[] };

/** The faults one page's game sockets suffer; set up before the page is opened. */
export type Wire = {
  /** Sockets opened so far (a reconnect opens a new one). */
  opened: () => number;
  /** Holds back everything the server sends (state, broadcasts, acks) until release. */
  hold: () => void;
  /** Delivers what was held, in order, and stops holding. */
  release: () => void;
  /** Delays each server message by this many ms (0: at once). */
  delay: (ms: number) => void;
  /** Closes the open socket from the network's side (what was held on it is lost); the page reconnects by itself. */
  drop: () => Promise<void>;
};

/** Routes the page's game sockets through a Wire. */
export async function wire(page: Page): Promise<Wire> {
  const sockets: Socket[] = [];
  let holding = false;
  let delayMs = 0;
  let opened = 0;
  const deliver = (socket: Socket, message: string) => {
    // A message for a socket dropped meanwhile is lost with it, as on a real network.
    if (sockets.includes(socket)) socket.page.send(message);
  };
  await page.routeWebSocket(/\/parties\/game\//, (ws) => {
    const server = ws.connectToServer();
    const socket: Socket = { page: ws, held: [] };
    opened += 1;
    sockets.push(socket);
    ws.onMessage((message) => server.send(message));
    // Playwright may report one close twice: remove the socket only while it is listed.
    ws.onClose(() => {
      const index = sockets.indexOf(socket);
      if (index !== -1) sockets.splice(index, 1);
      server.close();
    });
    server.onMessage((frame) => {
      const message = String(frame);
      if (holding) socket.held.push(message);
      else if (delayMs > 0) void delay(delayMs).then(() => deliver(socket, message));
      else deliver(socket, message);
    });
  });
  return {
    opened: () => opened,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const socket of sockets) for (const message of socket.held.splice(0)) deliver(socket, message);
    },
    delay: (ms) => {
      delayMs = ms;
    },
    drop: async () => {
      const open = sockets.splice(0);
      for (const socket of open) await socket.page.close({ code: 4000, reason: "dropped by the test" });
    },
  };
}
