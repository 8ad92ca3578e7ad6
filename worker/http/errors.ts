import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ZodError } from "zod";

/** One issue of a rejected input: which field, which rule, and a readable message. */
export type InputIssue = { field: string; rule: string; message: string };

/** Turns zod issues into the 400 body: every issue names its field (dotted path) and the rule it broke. */
export function inputIssues(error: ZodError): InputIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.join(".") : "(body)",
    // A refinement may name its rule (`params: { rule: "loop" }`); zod itself calls every refinement "custom".
    rule: issue.code === "custom" && typeof issue.params?.rule === "string" ? issue.params.rule : issue.code,
    message: issue.message,
  }));
}

/** A 400 response naming every offending field and rule. */
export function badRequest(c: Context, error: ZodError) {
  return c.json({ error: "invalid_input", issues: inputIssues(error) }, 400);
}

/** A typed client error: status, a stable code, a message safe to show, and optional details (e.g. a 409's current value). */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(status, { message });
  }
}

/**
 * Marks a route whose refusals the spec answers as `{ error: "<text>" }` (the media library's delete, editor-side
 * section 7): onError then answers a typed error's message (with its details) in that shape, and an unexpected
 * failure with `failureText`, so the editor's toast shows the text.
 */
export const textAnswers = (failureText: string) =>
  createMiddleware<{ Variables: { failureText: string | undefined } }>(async (c, next) => {
    c.set("failureText", failureText);
    await next();
  });

/** A UNIQUE constraint of D1 refused the write (two requests raced for one name or slug; one won). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth++) {
    if (current.message.includes("UNIQUE constraint failed")) return true;
  }
  return false;
}
