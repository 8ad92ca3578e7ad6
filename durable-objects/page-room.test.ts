import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { evictDurableObject } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { ROOM_PARTY, roomName, type RoomServerMessage, roomServerMessageSchema } from "../common/presence/messages";
import worker from "../worker/index";
import { ORIGIN, putSite, signIn } from "../worker/test/helpers";
import { editorApi, fieldSave, makePage, versionOf } from "../worker/test/content-fixture";

/** A room socket opened through the worker (its guard included), every message checked against the shared schema. */
class RoomClient {
  readonly unread: RoomServerMessage[] = [];
  closeCode: number | null = null;
  constructor(readonly socket: WebSocket) {
    socket.addEventListener("message", (event) => this.unread.push(roomServerMessageSchema.parse(JSON.parse(String(event.data)))));
    socket.addEventListener("close", (event) => {
      this.closeCode = event.code;
    });
  }
  async nextOfType<T extends RoomServerMessage["type"]>(
    type: T,
    match: (m: Extract<RoomServerMessage, { type: T }>) => boolean = () => true,
  ): Promise<Extract<RoomServerMessage, { type: T }>> {
    const deadline = Date.now() + 3000;
    for (;;) {
      const index = this.unread.findIndex((m) => m.type === type && match(m as Extract<RoomServerMessage, { type: T }>));
      if (index >= 0) return this.unread.splice(0, index + 1).at(-1) as Extract<RoomServerMessage, { type: T }>;
      if (Date.now() > deadline) throw new Error(`no ${type} within 3 s; unread: ${JSON.stringify(this.unread)}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
  send(message: unknown) {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }
}

const open = (name: string, headers: Record<string, string>, origin = ORIGIN) =>
  worker.fetch(
    new Request(`${origin}/parties/${ROOM_PARTY}/${name}`, { headers: { Upgrade: "websocket", ...headers } }) as Request<unknown, IncomingRequestCfProperties>,
    env,
    createExecutionContext(),
  );

async function join(name: string, cookie: string): Promise<RoomClient> {
  const response = await open(name, { Cookie: cookie, Origin: ORIGIN });
  if (response.status !== 101 || !response.webSocket) throw new Error(`room answered ${response.status}: ${await response.text()}`);
  response.webSocket.accept();
  return new RoomClient(response.webSocket);
}

let lea = "";
let marc = "";
let foreign = "";
beforeAll(async () => {
  lea = await signIn("admin", "lea@site.test");
  marc = await signIn("optician", "marc@site.test");
  await putSite({ id: "andere", name: "Andere", primaryHost: "andere.test", aliasHosts: [], locales: ["de"], programs: [], isDefault: false });
  foreign = await signIn("optician", "fremd@andere.test", "https://andere.test", ["andere"]);
});

describe("presence room of a page", () => {
  it("editors see each other and the block each has selected; leaving updates the others", async () => {
    const { pageId, groups } = await makePage("raum");
    const name = roomName("main", pageId);
    const a = await join(name, lea);
    await a.nextOfType("presence", (m) => m.editors.length === 1);
    const b = await join(name, marc);
    const both = await a.nextOfType("presence", (m) => m.editors.length === 2);
    expect(both.editors.map((e) => e.email).sort()).toEqual(["lea@site.test", "marc@site.test"]);
    b.send({ type: "select", itemId: groups[0] });
    const selected = await a.nextOfType("presence", (m) => m.editors.some((e) => e.selection === groups[0]));
    expect(selected.editors.find((e) => e.selection === groups[0])!.email).toBe("marc@site.test");
    b.socket.close(1000, "bye");
    const alone = await a.nextOfType("presence", (m) => m.editors.length === 1);
    expect(alone.editors[0]!.email).toBe("lea@site.test");
    a.socket.close(1000, "bye");
  });

  it("after a save the room tells the editors which item changed, its version and who saved it", async () => {
    const { pageId, fields } = await makePage("raum-speichern");
    const watcher = await join(roomName("main", pageId), marc);
    await watcher.nextOfType("presence");
    const saved = await editorApi(lea).post("/data", fieldSave(fields.title!, "Neu von Lea", await versionOf(fields.title!)));
    expect(saved.status).toBe(200);
    const told = await watcher.nextOfType("saved");
    expect(told).toEqual({
      type: "saved",
      itemId: fields.title,
      itemType: "field",
      version: saved.json.version,
      by: { userId: expect.any(String), email: "lea@site.test" },
      // No tab named the save (decision 077): every tab shows it.
      tab: null,
    });
    watcher.socket.close(1000, "bye");
  });

  it("keeps presence across hibernation (state lives in the connections)", async () => {
    const { pageId, groups } = await makePage("raum-schlaf");
    const name = roomName("main", pageId);
    const a = await join(name, lea);
    a.send({ type: "select", itemId: groups[0] });
    await a.nextOfType("presence", (m) => m.editors[0]?.selection === groups[0]);
    await evictDurableObject(env.PageRoom.get(env.PageRoom.idFromName(name)), { webSockets: "hibernate" });
    const b = await join(name, marc);
    const after = await b.nextOfType("presence", (m) => m.editors.length === 2);
    expect(after.editors.find((e) => e.email === "lea@site.test")!.selection).toBe(groups[0]);
    a.socket.close(1000, "bye");
    b.socket.close(1000, "bye");
  });

  it("refuses a malformed message without changing anything", async () => {
    const { pageId } = await makePage("raum-unsinn");
    const a = await join(roomName("main", pageId), lea);
    await a.nextOfType("presence");
    a.send("not json");
    expect((await a.nextOfType("error")).code).toBe("invalid_message");
    a.send({ type: "select", itemId: "x".repeat(65) });
    expect((await a.nextOfType("error")).code).toBe("invalid_message");
    a.send({ type: "select", itemId: "ok" });
    expect((await a.nextOfType("presence")).editors[0]!.selection).toBe("ok");
    a.socket.close(1000, "bye");
  });

  it("guards the door: session, editor of the site, Origin, a page of the site; no HTTP from browsers; forged editor headers are replaced", async () => {
    const { pageId } = await makePage("raum-tuer");
    const name = roomName("main", pageId);
    expect((await open(name, { Origin: ORIGIN })).status).toBe(401);
    expect((await open(name, { Origin: ORIGIN, Cookie: lea.replace(/=.*/, `=${"0".repeat(64)}`) })).status).toBe(401);
    expect((await open(name, { Origin: "https://evil.test", Cookie: lea })).status).toBe(403);
    expect((await open(name, { Cookie: lea })).status).toBe(403);
    // An editor of another site: its session is not valid here, and on its own host this room is not its site's.
    expect((await open(name, { Origin: ORIGIN, Cookie: foreign })).status).toBe(401);
    expect((await open(name, { Origin: "https://andere.test", Cookie: foreign }, "https://andere.test")).status).toBe(404);
    expect((await open(roomName("main", "no-such-page"), { Origin: ORIGIN, Cookie: lea })).status).toBe(404);
    expect((await open(`andere~${pageId}`, { Origin: ORIGIN, Cookie: lea })).status).toBe(404);
    const http = await worker.fetch(
      new Request(`${ORIGIN}/parties/${ROOM_PARTY}/${name}`, {
        method: "POST",
        headers: { Origin: ORIGIN, Cookie: lea },
        body: JSON.stringify({ type: "saved", itemId: "x", itemType: "field", version: 1, by: { userId: "u", email: "fake@x" } }),
      }) as Request<unknown, IncomingRequestCfProperties>,
      env,
      createExecutionContext(),
    );
    expect(http.status).toBe(404);
    const forged = await open(name, { Origin: ORIGIN, Cookie: marc, "x-room-editor": JSON.stringify({ userId: "boss", email: "boss@site.test" }) });
    forged.webSocket!.accept();
    const client = new RoomClient(forged.webSocket!);
    expect((await client.nextOfType("presence")).editors.map((e) => e.email)).toEqual(["marc@site.test"]);
    client.socket.close(1000, "bye");
  });

  it("a socket that reaches the room without the worker's guard is closed", async () => {
    const stub = env.PageRoom.get(env.PageRoom.idFromName("main~direct"));
    const response = await stub.fetch(
      new Request(`https://room/parties/${ROOM_PARTY}/main~direct`, { headers: { Upgrade: "websocket", "x-partykit-room": "main~direct" } }),
    );
    const socket = response.webSocket!;
    socket.accept();
    const client = new RoomClient(socket);
    expect((await client.nextOfType("error")).code).toBe("unauthorised");
  });
});
