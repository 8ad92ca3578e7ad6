import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";

const COOKIE_PREFIX = "__Host-unlock-";
const toHex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");

/** The proof a visitor knows a page's password: a hash of page id and the stored (hashed) password; a new password revokes it. */
export async function unlockToken(pageId: string, password: string): Promise<string> {
  return toHex(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${pageId}:${password}`)));
}

/** True when the request carries any page-unlock cookie (such requests skip the shared cache). */
export function hasUnlockCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader?.includes(COOKIE_PREFIX));
}

/** True when the visitor has unlocked this page with its current password. */
export function isUnlocked(c: Context, pageId: string, expected: string | null): boolean {
  return Boolean(expected) && getCookie(c, COOKIE_PREFIX + pageId) === expected;
}

/** Remembers the unlock for this browser session. */
export function rememberUnlock(c: Context, pageId: string, token: string): void {
  setCookie(c, COOKIE_PREFIX + pageId, token, { path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
}
