import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import type { AppEnv } from "../app-env";
import { renderServerError } from "../pages/page-routes";
import { ApiError, badRequest, isUniqueViolation } from "./errors";

const isApi = (c: Context) => new URL(c.req.url).pathname.startsWith("/api/");

/** The answer of a route marked by textAnswers: the typed error's message as `error`, or the route's failure text. */
function textAnswer(error: Error, c: Context<AppEnv>, failureText: string) {
  if (error instanceof ApiError) return c.json({ ...error.details, error: error.message }, error.status);
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  console.error("unexpected error", c.req.method, new URL(c.req.url).pathname, error);
  return c.json({ error: failureText }, 500);
}

/** The one error mapper: typed errors keep their status; anything else is logged and answered generically. */
export async function onError(error: Error, c: Context<AppEnv>) {
  if (error instanceof ZodError) return badRequest(c, error);
  const failureText = c.get("failureText");
  if (failureText !== undefined) return textAnswer(error, c, failureText);
  if (error instanceof HTTPException) {
    if (error instanceof ApiError) return c.json({ ...error.details, error: error.code, message: error.message }, error.status);
    return c.json({ error: "http_error", message: error.message }, error.status);
  }
  if (isUniqueViolation(error)) return c.json({ error: "conflict", message: "Existiert bereits" }, 409);
  console.error("unexpected error", c.req.method, new URL(c.req.url).pathname, error);
  if (isApi(c)) return c.json({ error: "internal_error", message: "Ein Fehler ist aufgetreten" }, 500);
  return renderServerError(c);
}
