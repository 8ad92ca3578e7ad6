import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { siteOrigin } from "../site-origin";
import { currentEditor, type Editor } from "./session";

/** Editor routes: 401 without a session, 403 when the editor's role may not use the route. */
export function requireEditor(roles: readonly Editor["role"][] = ["admin", "optician"]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const editor = await currentEditor(c, c.var.db);
    if (!editor) throw new ApiError(401, "unauthenticated", "Anmeldung erforderlich");
    if (!roles.includes(editor.role)) throw new ApiError(403, "forbidden", "Keine Berechtigung");
    c.set("editor", editor);
    await next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** State-changing requests must come from this site: the Origin header has to equal the site's origin. */
export const checkOrigin: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method)) {
    const origin = c.req.header("Origin");
    if (!origin || origin !== siteOrigin(c)) throw new ApiError(403, "bad_origin", "Anfrage von fremder Herkunft abgelehnt");
  }
  await next();
};
