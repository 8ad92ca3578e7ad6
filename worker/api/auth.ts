import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { verifyPassword, type PasswordHash, PBKDF2_ITERATIONS } from "../auth/password";
import { currentEditor, endSession, startSession } from "../auth/session";
import { ApiError, badRequest } from "../http/errors";
import { sameOriginPath } from "../http/redirect-target";
import { siteOrigin } from "../site-origin";
import { pagePath, ROLE_SLUGS } from "../../common/routes";
import { withToolbarOpen } from "../../common/edit-path";

export const loginSchema = z.object({
  email: z.email().max(200),
  password: z.string().min(1).max(200),
  next: z.string().max(500).optional(),
});

/**
 * An unknown e-mail is checked against this stand-in hash, so that it costs the same PBKDF2 work as a known
 * one: the answer time must not tell which accounts exist. It never matches (no password derives to zeros).
 */
const DECOY_HASH: PasswordHash = { hash: btoa("\0".repeat(32)), salt: btoa("decoy-salt-16byt"), iterations: PBKDF2_ITERATIONS };

const wantsHtml = (c: Context) => (c.req.header("Content-Type") ?? "").includes("application/x-www-form-urlencoded");
const tooMany = () => new ApiError(429, "rate_limited", "Zu viele Anmeldeversuche. Bitte warte eine Minute.");

/** POST /auth/login (JSON, or the login page's form), POST /auth/logout, GET /auth/me. */
export const authApi = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "local";
    if (!(await c.env.LOGIN_RATE_LIMIT.limit({ key: `login:${ip}` })).success) throw tooMany();
    const form = wantsHtml(c);
    const raw = form ? Object.fromEntries(new URLSearchParams(await c.req.text())) : await c.req.json().catch(() => null);
    const parsed = loginSchema.safeParse(raw);
    if (!parsed.success) return form ? c.redirect(loginPageWithError(c, raw), 303) : badRequest(c, parsed.error);
    const { password, next } = parsed.data;
    const email = parsed.data.email.toLowerCase();
    // Per account too: guesses spread over many addresses still meet one limit per account.
    if (!(await c.env.LOGIN_RATE_LIMIT.limit({ key: `login-account:${email}` })).success) throw tooMany();
    // Only admins and members of this site may sign in here; anyone else gets the same answer as a wrong password.
    const user = await c.var.db
      .prepare(
        "SELECT id, password_hash, password_salt, password_iterations FROM users u WHERE email = ?1 AND (role = 'admin' OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.site_id = ?2))",
      )
      .bind(email, c.var.site.id)
      .first<{ id: string; password_hash: string; password_salt: string; password_iterations: number }>();
    const stored = user ? { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations } : DECOY_HASH;
    const valid = (await verifyPassword(password, stored)) && user !== null;
    if (!user || !valid) {
      if (form) return c.redirect(loginPageWithError(c, raw), 303);
      throw new ApiError(401, "invalid_credentials", "E-Mail oder Passwort ist falsch");
    }
    await startSession(c, c.var.db, user.id);
    // Without a target, the home page in edit mode: signing in is for editing (the login page sends its own locale's),
    // so edit mode opens with its toolbar.
    const editHome = pagePath({ locale: c.var.site.defaultLocale, slug: ROLE_SLUGS.home, edit: true });
    return form ? c.redirect(withToolbarOpen(sameOriginPath(next, siteOrigin(c), editHome)), 303) : c.json({ ok: true });
  })
  .post("/logout", async (c) => {
    await endSession(c, c.var.db);
    return wantsHtml(c) ? c.redirect("/", 303) : c.json({ ok: true });
  })
  .get("/me", async (c) => {
    const editor = await currentEditor(c, c.var.db);
    if (!editor) throw new ApiError(401, "unauthenticated", "Anmeldung erforderlich");
    return c.json(editor);
  });

/** Back to the login page the form came from (its Referer, when that is a login page of this site), with the error shown. */
function loginPageWithError(c: Context, raw: unknown): string {
  const fields = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
  const referer = c.req.header("Referer") ?? "";
  // A Referer is an absolute URL; anything else (or another page) falls back to the default login page.
  const from = URL.canParse(referer) ? sameOriginPath(referer, siteOrigin(c), "/de/login").split(/[?#]/)[0]! : "/de/login";
  const path = /^\/[a-z]{2}\/login$/.test(from) ? from : "/de/login";
  const query = new URLSearchParams({ error: "1", ...(typeof fields.next === "string" ? { next: fields.next } : {}) });
  return `${path}?${query}`;
}
