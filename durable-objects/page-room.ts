import { type Connection, type ConnectionContext, Server, type WSMessage } from "partyserver";
import {
  type PresentEditor,
  ROOM_EDITOR_HEADER,
  ROOM_UNAUTHORISED_CLOSE_CODE,
  type RoomServerMessage,
  roomClientMessageSchema,
  roomEditorSchema,
  savedItemSchema,
} from "../common/presence/messages";

/**
 * The presence room of one page (partyserver routes /parties/page-room/{siteId}~{pageId}). Who is here and what
 * each has selected lives in the connections' state only, so the room hibernates while editors idle and needs no
 * storage. The worker guards the door (worker/presence/room-guard.ts) and tells the room about saves over HTTP;
 * browsers never reach the room's HTTP side.
 */
export class PageRoom extends Server<Env> {
  static options = { hibernate: true };

  onConnect(connection: Connection<PresentEditor>, ctx: ConnectionContext): void {
    const header = ctx.request.headers.get(ROOM_EDITOR_HEADER);
    const editor = header ? roomEditorSchema.safeParse(safeJson(header)) : null;
    if (!editor?.success) {
      send(connection, { type: "error", code: "unauthorised", message: "only editors of this site join the room" });
      connection.close(ROOM_UNAUTHORISED_CLOSE_CODE, "unauthorised");
      return;
    }
    connection.setState({ id: connection.id, ...editor.data, selection: null });
    send(connection, { type: "welcome", id: connection.id });
    this.#broadcastPresence();
  }

  onMessage(connection: Connection<PresentEditor>, frame: WSMessage): void {
    const parsed = roomClientMessageSchema.safeParse(typeof frame === "string" ? safeJson(frame) : null);
    if (!parsed.success || !connection.state) {
      send(connection, {
        type: "error",
        code: "invalid_message",
        message: parsed.success ? "not joined" : (parsed.error.issues[0]?.message ?? "invalid message"),
      });
      return;
    }
    if (connection.state.selection === parsed.data.itemId) return;
    connection.setState({ ...connection.state, selection: parsed.data.itemId });
    this.#broadcastPresence();
  }

  onClose(): void {
    this.#broadcastPresence();
  }

  onError(): void {
    this.#broadcastPresence();
  }

  /** POST from the worker after a save it accepted: every editor in the room hears it. */
  async onRequest(request: Request): Promise<Response> {
    if (request.method !== "POST") return Response.json({ error: "method_not_allowed" }, { status: 405 });
    const saved = savedItemSchema.safeParse(safeJson(await request.text()));
    if (!saved.success) return Response.json({ error: "invalid_body", message: saved.error.issues[0]?.message }, { status: 400 });
    this.broadcast(JSON.stringify(saved.data satisfies RoomServerMessage));
    return Response.json({ ok: true });
  }

  #broadcastPresence(): void {
    const editors = [...this.getConnections<PresentEditor>()].flatMap((c) => (c.state && c.readyState === WebSocket.OPEN ? [c.state] : []));
    this.broadcast(JSON.stringify({ type: "presence", editors } satisfies RoomServerMessage));
  }
}

function send(connection: Connection, message: RoomServerMessage): void {
  connection.send(JSON.stringify(message));
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
