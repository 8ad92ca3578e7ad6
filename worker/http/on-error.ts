import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { AppEnv } from "../app-env";
import { renderServerError } from "../pages/page-routes";
import { ApiError, badRequest, isUniqueViolation } from "./errors";

const isApi = (c: Context) => new URL(c.req.url).pathname.startsWith("/api/");

/** The one error mapper: typed errors keep their status; anything else is logged and answered generically. */
export async function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ZodError) return badRequest(c, error);
  if (error instanceof HTTPException) {
    if (error instanceof ApiError) return c.json({ ...error.details, error: error.code, message: error.message }, error.status);
    return c.json({ error: "http_error", message: error.message }, error.status);
  }
  if (isUniqueViolation(error)) return c.json({ error: "conflict", message: "Existiert bereits" }, 409);
  console.error("unexpected error", c.req.method, new URL(c.req.url).pathname, error);
  if (isApi(c)) return c.json({ error: "internal_error", message: "Ein Fehler ist aufgetreten" }, 500);
  return renderServerError(c);
}
