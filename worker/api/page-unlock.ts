import { Hono } from "hono";
import { z } from "zod";
import { pageStateSchema } from "../../common/content";
import type { AppEnv } from "../app-env";
import { checkPagePassword } from "../auth/page-password";
import { rememberUnlock, unlockToken } from "../auth/page-unlock";
import { ApiError } from "../http/errors";
import { sameOriginPath } from "../http/redirect-target";
import { siteOrigin } from "../site-origin";

const unlockSchema = z.object({ pageId: z.string().min(1).max(64), password: z.string().max(200), next: z.string().max(500) });

/** POST /page/unlock: the password form of a protected page (HTML form post, rate-limited like login). */
export const pageUnlockApi = new Hono<AppEnv>().post("/", async (c) => {
  const { success } = await c.env.LOGIN_RATE_LIMIT.limit({ key: `unlock:${c.req.header("CF-Connecting-IP") ?? "local"}` });
  if (!success) throw new ApiError(429, "rate_limited", "Zu viele Versuche. Bitte warte eine Minute.");
  const parsed = unlockSchema.safeParse(Object.fromEntries(new URLSearchParams(await c.req.text())));
  if (!parsed.success) throw new ApiError(400, "invalid_input", "pageId, password and next are required");
  const { pageId, password, next } = parsed.data;
  const target = new URL(sameOriginPath(next, siteOrigin(c), "/"), siteOrigin(c));
  const row = await c.var.db
    .prepare("SELECT published FROM items WHERE site_id = $site AND id = ?1 AND type = 'page' AND published IS NOT NULL")
    .bind(pageId)
    .first<{ published: string }>();
  const stored = row ? pageStateSchema.parse(JSON.parse(row.published)).meta.password : null;
  if (!stored || !(await checkPagePassword(password, stored))) {
    target.searchParams.set("error", "1");
    return c.redirect(target.pathname + target.search, 303);
  }
  rememberUnlock(c, pageId, await unlockToken(pageId, stored));
  return c.redirect(target.pathname + target.search, 303);
});
