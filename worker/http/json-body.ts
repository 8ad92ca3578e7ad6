import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { MAX_REQUEST_JSON_DEPTH, nestsDeeperThan } from "../../common/json-limits";
import type { AppEnv } from "../app-env";
import { ApiError } from "./errors";

/** JSON bodies above this are refused with 413 (D1 stores at most 2 MB per value; no edit needs more). */
export const API_BODY_LIMIT_BYTES = 1024 * 1024;
/** Routes that take the browser's own form posts (login page, logout button, page password form). */
const FORM_POST_PATHS = new Set(["/api/v1/auth/login", "/api/v1/auth/logout", "/api/v1/page/unlock"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

const mediaType = (c: Context) => (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
export const isJsonRequest = (c: Context) => /^application\/([\w.-]+\+)?json$/.test(mediaType(c));

export const unsupportedMediaType = () => new ApiError(415, "unsupported_media_type", "Content-Type must be application/json");

export const apiBodyLimit = bodyLimit({
  maxSize: API_BODY_LIMIT_BYTES,
  onError: (c) => c.json({ error: "body_too_large", message: `Body over ${API_BODY_LIMIT_BYTES} bytes` }, 413),
});

/**
 * Every API body is JSON (or, on the form-post routes, a urlencoded form): anything else is refused with 415
 * instead of being read as an empty object. A JSON body is parsed once here and refused with 400 when it is
 * not JSON or nests deeper than any request needs, before a recursive schema walks it.
 */
export const apiBodyGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const type = mediaType(c);
  const form = type === "application/x-www-form-urlencoded" && FORM_POST_PATHS.has(new URL(c.req.url).pathname);
  if (!isJsonRequest(c) && !form && (type !== "" || c.req.raw.body !== null)) throw unsupportedMediaType();
  if (isJsonRequest(c)) {
    const text = await c.req.text();
    if (text.trim() !== "") {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return c.json({ error: "invalid_json", message: "Body is not valid JSON" }, 400);
      }
      if (nestsDeeperThan(value, MAX_REQUEST_JSON_DEPTH)) {
        return c.json({ error: "too_deep", message: `Body nested deeper than ${MAX_REQUEST_JSON_DEPTH} levels` }, 400);
      }
    }
  }
  return next();
};
