import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { parse } from "hono/utils/cookie";
import type { SiteDb } from "../sites/site-db";

/** `__Host-` cookies must be Secure, host-only and Path=/: nothing else can overwrite them. */
export const SESSION_COOKIE = "__Host-session";
export const SESSION_TTL_SECONDS = 60 * 60 * 12;
/**
 * Says "someone signed in on this browser" to the live pages' script, which then shows the "Bearbeiten" link
 * (client/edit-link.ts). Not a secret and not HttpOnly: edit mode still requires the session (decision 065).
 */
export const EDITOR_COOKIE = "editor";

export type Editor = { id: string; email: string; role: "admin" | "optician" };

const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
/** Sessions are stored by the SHA-256 of their token, so a leaked database row cannot be replayed as a cookie. */
const sessionIdOf = async (token: string) => toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));

/** Starts a session on this site with a fresh random id (never reused across logins) and sets the cookie. */
export async function startSession(c: Context, db: SiteDb, userId: string): Promise<void> {
  const token = toHex(crypto.getRandomValues(new Uint8Array(32)).buffer);
  const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000).toISOString();
  await db.batch([
    db.prepare("DELETE FROM sessions WHERE site_id = $site AND expires_at < ?1").bind(new Date().toISOString()),
    db.prepare("INSERT INTO sessions (site_id, id, user_id, expires_at) VALUES ($site, ?1, ?2, ?3)").bind(await sessionIdOf(token), userId, expiresAt),
  ]);
  setCookie(c, SESSION_COOKIE, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax", maxAge: SESSION_TTL_SECONDS });
  setCookie(c, EDITOR_COOKIE, "1", { path: "/", secure: true, sameSite: "Lax", maxAge: SESSION_TTL_SECONDS });
}

/**
 * The signed-in editor, or null without a valid, unexpired session made on this site's host, or when the account is
 * no longer an admin or a member of this site (memberships: docs/decisions/009-sites-as-rows.md).
 */
export async function currentEditor(c: Context, db: SiteDb): Promise<Editor | null> {
  return editorForToken(db, getCookie(c, SESSION_COOKIE));
}

/** The same check for a raw request outside Hono (the presence room's guard reads the Cookie header itself). */
export async function editorOfRequest(request: Request, db: SiteDb): Promise<Editor | null> {
  return editorForToken(db, parse(request.headers.get("Cookie") ?? "", SESSION_COOKIE)[SESSION_COOKIE]);
}

async function editorForToken(db: SiteDb, token: string | undefined): Promise<Editor | null> {
  if (!token || !/^[0-9a-f]{64}$/.test(token)) return null;
  const row = await db
    .prepare(
      `SELECT u.id, u.email, u.role FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.site_id = $site AND s.id = ?1 AND s.expires_at > ?2 AND (u.role = 'admin' OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.site_id = $site))`,
    )
    .bind(await sessionIdOf(token), new Date().toISOString())
    .first<Editor>();
  return row ?? null;
}

/** Ends the session in the database and clears its cookie and the editor cookie. */
export async function endSession(c: Context, db: SiteDb): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token)
    await db
      .prepare("DELETE FROM sessions WHERE site_id = $site AND id = ?1")
      .bind(await sessionIdOf(token))
      .run();
  deleteCookie(c, SESSION_COOKIE, { path: "/", secure: true });
  deleteCookie(c, EDITOR_COOKIE, { path: "/", secure: true });
}
