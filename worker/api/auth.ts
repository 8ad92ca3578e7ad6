import { Hono, type Context } from "hono";
import { z } from "zod";
import type { AppEnv } from "../app-env";
import { verifyPassword } from "../auth/password";
import { currentEditor, endSession, startSession } from "../auth/session";
import { ApiError, badRequest } from "../http/errors";

export const loginSchema = z.object({
  email: z.email().max(200),
  password: z.string().min(1).max(200),
  next: z.string().max(500).optional(),
});

/** Only same-site paths are followed after login (no open redirect). */
export function safeNext(next: string | undefined, fallback: string): string {
  return next?.startsWith("/") && !next.startsWith("//") && !next.startsWith("/\\") ? next : fallback;
}

const wantsHtml = (c: Context) => (c.req.header("Content-Type") ?? "").includes("application/x-www-form-urlencoded");

/** POST /auth/login (JSON, or the login page's form), POST /auth/logout, GET /auth/me. */
export const authApi = new Hono<AppEnv>()
  .post("/login", async (c) => {
    const ip = c.req.header("CF-Connecting-IP") ?? "local";
    const { success } = await c.env.LOGIN_RATE_LIMIT.limit({ key: `login:${ip}` });
    if (!success) throw new ApiError(429, "rate_limited", "Zu viele Anmeldeversuche. Bitte warte eine Minute.");
    const form = wantsHtml(c);
    const raw = form ? Object.fromEntries(new URLSearchParams(await c.req.text())) : await c.req.json().catch(() => null);
    const parsed = loginSchema.safeParse(raw);
    if (!parsed.success) return form ? c.redirect(loginPageWithError(c, raw), 303) : badRequest(c, parsed.error);
    const { email, password, next } = parsed.data;
    // Only admins and members of this site may sign in here; anyone else gets the same answer as a wrong password.
    const user = await c.var.db
      .prepare(
        "SELECT id, password_hash, password_salt, password_iterations FROM users u WHERE email = ?1 AND (role = 'admin' OR EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.site_id = ?2))",
      )
      .bind(email.toLowerCase(), c.var.site.id)
      .first<{ id: string; password_hash: string; password_salt: string; password_iterations: number }>();
    const valid = user ? await verifyPassword(password, { hash: user.password_hash, salt: user.password_salt, iterations: user.password_iterations }) : false;
    if (!user || !valid) {
      if (form) return c.redirect(loginPageWithError(c, raw), 303);
      throw new ApiError(401, "invalid_credentials", "E-Mail oder Passwort ist falsch");
    }
    await startSession(c, c.var.db, user.id);
    return form ? c.redirect(safeNext(next, "/"), 303) : c.json({ ok: true });
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

function loginPageWithError(c: Context, raw: unknown): string {
  const fields = (raw ?? {}) as Record<string, unknown>;
  const referer = c.req.header("Referer");
  const path = referer ? new URL(referer).pathname : "/de/login";
  const next = typeof fields.next === "string" ? `&next=${encodeURIComponent(fields.next)}` : "";
  return `${safeNext(path, "/de/login")}?error=1${next}`;
}
