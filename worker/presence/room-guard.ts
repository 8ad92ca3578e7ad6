import type { Context } from "hono";
import { getServerByName, routePartykitRequest } from "partyserver";
import { ROOM_EDITOR_HEADER, ROOM_PARTY, roomName, type SavedItem } from "../../common/presence/messages";
import type { AppEnv } from "../app-env";
import { currentEditor } from "../auth/session";
import { ApiError } from "../http/errors";
import { siteOrigin } from "../site-origin";

/**
 * /parties/page-room/{siteId}~{pageId}: the door of a page's presence room. Only sockets (browsers never reach the
 * room's HTTP side), from this site's own pages (Origin), with the session of an editor of this site, to a room of
 * this site whose page exists. The editor is handed to the room in a header set here; the browser's own
 * `x-partykit-*` and editor headers are dropped, so nobody can forge who they are.
 */
export async function roomRoute(c: Context<AppEnv>) {
  const request = c.req.raw;
  if ((request.headers.get("Upgrade") ?? "").toLowerCase() !== "websocket") throw new ApiError(404, "not_found", "No such route");
  if (request.headers.get("Origin") !== siteOrigin(c)) throw new ApiError(403, "bad_origin", "Anfrage von fremder Herkunft abgelehnt");
  const name = decodeURIComponent(new URL(request.url).pathname.slice(`/parties/${ROOM_PARTY}/`.length));
  const [siteId, pageId, ...rest] = name.split("~");
  if (siteId !== c.var.site.id || !pageId || rest.length) throw new ApiError(404, "room_not_found", "No such room");
  const editor = await currentEditor(c, c.var.db);
  if (!editor) throw new ApiError(401, "unauthenticated", "Anmeldung erforderlich");
  const page = await c.var.db.prepare("SELECT 1 FROM items WHERE site_id = $site AND id = ?1 AND type = 'page'").bind(pageId).first();
  if (!page) throw new ApiError(404, "room_not_found", "No such room");
  const headers = new Headers(request.headers);
  for (const header of [...headers.keys()]) if (header.toLowerCase().startsWith("x-partykit-")) headers.delete(header);
  headers.set(ROOM_EDITOR_HEADER, JSON.stringify({ userId: editor.id, email: editor.email }));
  const party = await routePartykitRequest(new Request(request.url, { method: "GET", headers }), c.env);
  if (!party) throw new ApiError(404, "room_not_found", "No such room");
  return party;
}

/** Tells a page's room about a save the worker accepted (the other editors refresh that item). */
export async function announceSave(env: Env, siteId: string, pageId: string, saved: Omit<SavedItem, "type">): Promise<void> {
  const room = await getServerByName(env.PageRoom, roomName(siteId, pageId));
  const response = await room.fetch(
    new Request(`https://room/parties/${ROOM_PARTY}/${roomName(siteId, pageId)}`, { method: "POST", body: JSON.stringify({ type: "saved", ...saved }) }),
  );
  await response.body?.cancel();
}
