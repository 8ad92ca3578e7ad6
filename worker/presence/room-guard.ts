import type { Lobby } from "partyserver";
import { getServerByName } from "partyserver";
import { ROOM_EDITOR_HEADER, ROOM_PARTY, roomName, type SavedItem } from "../../common/presence/messages";
import { editorOfRequest } from "../auth/session";
import { requestHost } from "../sites/resolve-site";
import { siteDb } from "../sites/site-db";
import { findSiteByHost } from "../sites/site-lookup";

const refuse = (status: number, error: string) => Response.json({ error }, { status });

/**
 * The door of a page's presence room (partyserver's onBeforeConnect): the socket must come from this site's own
 * pages (Origin), its session must belong to an editor of the site, and the room must be a page of that site.
 * The editor is handed to the room in a header set here, replacing anything the browser sent.
 */
export async function guardRoomConnect(request: Request, lobby: Lobby<Env>, env: Env): Promise<Request | Response> {
  const url = new URL(request.url);
  if (request.headers.get("Origin") !== url.origin) return refuse(403, "bad_origin");
  const site = await findSiteByHost(env.DB, requestHost(url));
  if (!site) return refuse(404, "not_found");
  const [siteId, pageId, ...rest] = lobby.name.split("~");
  if (siteId !== site.id || !pageId || rest.length) return refuse(404, "room_not_found");
  const db = siteDb(env.DB, site.id);
  const editor = await editorOfRequest(request, db);
  if (!editor) return refuse(401, "unauthenticated");
  const page = await db.prepare("SELECT 1 FROM items WHERE site_id = $site AND id = ?1 AND type = 'page'").bind(pageId).first();
  if (!page) return refuse(404, "room_not_found");
  const headers = new Headers(request.headers);
  headers.set(ROOM_EDITOR_HEADER, JSON.stringify({ userId: editor.id, email: editor.email }));
  return new Request(request, { headers });
}

/** Only the worker talks to a room over HTTP; browsers only open sockets. */
export const guardRoomRequest = () => refuse(404, "not_found");

/** Tells a page's room about a save the worker accepted (the other editors refresh that item). */
export async function announceSave(env: Env, siteId: string, pageId: string, saved: Omit<SavedItem, "type">): Promise<void> {
  const room = await getServerByName(env.PageRoom, roomName(siteId, pageId));
  const response = await room.fetch(new Request(`https://room/parties/${ROOM_PARTY}/${roomName(siteId, pageId)}`, { method: "POST", body: JSON.stringify({ type: "saved", ...saved }) }));
  await response.body?.cancel();
}
