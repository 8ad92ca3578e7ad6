import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import worker from "../index";
import { ORIGIN, request, seedDemo, signIn } from "../test/helpers";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const STACK = /\bat .*[\\/].*:\d+|node_modules|\.ts:\d+|\.js:\d+|Error:/;

describe("security headers", () => {
  it("come with every HTML answer: a policy without inline scripts, nosniff, referrer and permissions policies, HSTS", async () => {
    for (const path of ["/de", "/de/login", "/de/ueber-uns", "/de/no-such-page"]) {
      const { headers, body } = await request(path);
      const csp = headers.get("Content-Security-Policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("Permissions-Policy")).toContain("geolocation=()");
      expect(headers.get("Strict-Transport-Security")).toContain("max-age=31536000");
      // Every script element either loads from this origin or is a data block (island props, the business's JSON-LD).
      for (const tag of body.match(/<script\b[^>]*>/g) ?? []) expect(tag, path).toMatch(/\bsrc="\/|type="application\/(ld\+)?json"/);
    }
  });

  it("keep them on cache hits and in edit mode; geolocation only where the map asks", async () => {
    await request("/de/platzkarte");
    const hit = await request("/de/platzkarte");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.headers.get("Permissions-Policy")).toContain("geolocation=(self)");
    expect(hit.headers.get("Content-Security-Policy")).toContain("worker-src 'self' blob:");
    const edit = await request("/de/edit/ueber-uns", { headers: { Cookie: cookie } });
    expect(edit.status).toBe(200);
    expect(edit.headers.get("Content-Security-Policy")).toContain("frame-ancestors 'none'");
    // The editor sends own videos to Stream's upload host; live pages never connect there.
    expect(edit.headers.get("Content-Security-Policy")).toContain("https://upload.videodelivery.net");
    expect(hit.headers.get("Content-Security-Policy")).not.toContain("upload.videodelivery.net");
  });

  it("send no HSTS to local development hosts", async () => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(new Request("http://localhost:5173/de") as Request<unknown, IncomingRequestCfProperties>, env as Env, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    expect(response.headers.get("Strict-Transport-Security")).toBeNull();
    expect(response.headers.get("Content-Security-Policy")).toContain("script-src 'self'");
  });
});

describe("game route", () => {
  it("drops a client's x-partykit-* headers: a broken props header answers like any other request, without a stack", async () => {
    for (const props of ["{", "%%%not-base64", '{"admin":true}', btoa('{"admin":true}')]) {
      const { status, body } = await request("/parties/game/probe-game", { headers: { "x-partykit-props": props, "X-PartyKit-Room": "other" } });
      expect(status, props).toBe(404);
      expect(JSON.parse(body)).toEqual({ error: "game_not_found" });
      expect(body).not.toMatch(STACK);
    }
  });

  it("checks the Origin of socket upgrades whatever the case of the Upgrade header", async () => {
    for (const upgrade of ["websocket", "WebSocket", "WEBSOCKET"]) {
      const { status } = await request("/parties/game/probe-game", { headers: { Upgrade: upgrade, Origin: "https://evil.test" } });
      expect(status, upgrade).toBe(403);
    }
  });

  it("creates a game with its course's holes and refuses strokes on other holes", async () => {
    const created = await request("/parties/game/course-game", { method: "POST", headers: { Origin: ORIGIN, "Content-Type": "application/json" }, body: "{}" });
    expect(created.status).toBe(201);
    const unknownCourse = await request("/parties/game/other-game", {
      method: "POST",
      headers: { Origin: ORIGIN },
      body: JSON.stringify({ collection: "keine-runde" }),
    });
    expect(unknownCourse.status).toBe(400);
    expect(JSON.parse(unknownCourse.body).error).toBe("unknown_course");
    const hole = (await env.DB.prepare(
      "SELECT ci.item_id AS id FROM collection_items ci JOIN collections c ON c.id = ci.collection_id WHERE c.name = 'golf' LIMIT 1",
    ).first<{ id: string }>())!.id;
    const socket = await openSocket("course-game");
    await socket.next();
    socket.send({ type: "addPlayer", opId: "op-1", playerId: "anna", playerName: "Anna" });
    await socket.until((m) => m.type === "ack");
    socket.send({ type: "scorePlus", opId: "op-2", playerId: "anna", pageId: "not-a-hole" });
    expect(await socket.until((m) => m.opId === "op-2")).toMatchObject({ type: "error", code: "unknown_hole" });
    socket.send({ type: "scorePlus", opId: "op-3", playerId: "anna", pageId: hole });
    expect(await socket.until((m) => m.opId === "op-3")).toMatchObject({ type: "ack", outcome: "applied" });
  });

  it("accepts at most 30 players", async () => {
    await request("/parties/game/crowd-game", { method: "POST", headers: { Origin: ORIGIN }, body: "{}" });
    const socket = await openSocket("crowd-game");
    await socket.next();
    const replies = [];
    for (let i = 0; i < 31; i++) {
      socket.send({ type: "addPlayer", opId: `op-${i}`, playerId: `p${i}`, playerName: `Spieler ${i}` });
      replies.push(await socket.until((m) => m.opId === `op-${i}`));
    }
    expect(replies.slice(0, 30).every((m) => m.type === "ack")).toBe(true);
    expect(replies[30]).toMatchObject({ type: "error", code: "too_many_players" });
  });
});

type Message = { type: string; opId?: string; code?: string; outcome?: string };
async function openSocket(gameId: string) {
  const response = await worker.fetch(
    new Request(`${ORIGIN}/parties/game/${gameId}`, { headers: { Upgrade: "websocket", Origin: ORIGIN } }) as Request<unknown, IncomingRequestCfProperties>,
    env as Env,
    createExecutionContext(),
  );
  const ws = response.webSocket!;
  ws.accept();
  const queue: Message[] = [];
  let wake: (() => void) | null = null;
  ws.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    expect(JSON.stringify(message)).not.toMatch(STACK);
    queue.push(message);
    wake?.();
  });
  const next = async (): Promise<Message> => {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    return queue.shift()!;
  };
  return {
    next,
    send: (message: unknown) => ws.send(JSON.stringify(message)),
    async until(test: (m: Message) => boolean): Promise<Message> {
      for (;;) {
        const message = await next();
        if (test(message)) return message;
      }
    },
  };
}
