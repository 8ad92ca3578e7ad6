import type { z } from "zod";
import { apiErrorAnswerSchema } from "../../../common/content-api";

/** A failed API call: the message is safe to show after the toast's colon. */
export class EditorApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The parsed error body (a 409 carries the current value: common/content-api.ts conflictAnswerSchema). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

const API_BASE = "/api/v1";

/**
 * The editor's one way to the content API: JSON in, the answer parsed with the shared zod schema. A non-2xx
 * answer becomes an EditorApiError carrying the server's message (or its first input issue).
 */
export async function apiCall<S extends z.ZodType>(path: string, schema: S, init: { method?: "GET" | "POST" | "PUT"; body?: unknown; query?: Record<string, string> } = {}): Promise<z.output<S>> {
  const query = init.query ? `?${new URLSearchParams(init.query)}` : "";
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${query}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new EditorApiError(0, error instanceof Error ? error.message : String(error));
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = apiErrorAnswerSchema.safeParse(body);
    const issue = parsed.success ? parsed.data.issues?.[0] : undefined;
    const message = parsed.success ? (issue ? `${issue.field}: ${issue.message}` : (parsed.data.message ?? parsed.data.error)) : `HTTP ${response.status}`;
    throw new EditorApiError(response.status, message, body);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new EditorApiError(response.status, `unexpected answer from ${path}`);
  return parsed.data;
}
