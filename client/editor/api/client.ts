import { hc } from "hono/client";
import type { z } from "zod";
import { apiErrorAnswerSchema } from "../../../common/content-api";
import { EDITOR_TAB_HEADER } from "../../../common/presence/messages";
// Types only: no worker code reaches the browser bundle (hc itself is a small proxy that builds URLs and calls fetch).
import type { ApiApp } from "../../../worker/api/api-app";

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

/** This tab (one page load): the room's save announcements name it, so this tab skips its own (decision 077). */
export const TAB_ID = crypto.randomUUID();

/**
 * The editor's one way to /api/v1: paths, methods and inputs typed by the worker's routes (worker/api/api-app.ts),
 * e.g. `api.group.add.$post({ json })`. Pass the call to apiCall (answer parsed, errors thrown) or settle.
 */
export const api = hc<ApiApp>("/api/v1", {
  headers: { Accept: "application/json", [EDITOR_TAB_HEADER]: TAB_ID },
  init: { credentials: "same-origin" },
});

/** A call sent by the typed client (its typed response, read here as status and JSON). */
export type SentCall = Promise<{ status: number; ok: boolean; url: string; json(): Promise<unknown> }>;

/** A sent call's status and JSON answer (null when it has none); a network failure rejects with an EditorApiError of status 0. */
export async function settle(call: SentCall): Promise<{ status: number; ok: boolean; body: unknown; path: string }> {
  let response: Awaited<SentCall>;
  try {
    response = await call;
  } catch (error) {
    throw new EditorApiError(0, error instanceof Error ? error.message : String(error));
  }
  const path = response.url ? new URL(response.url).pathname.replace(/^\/api\/v1/, "") : "";
  return { status: response.status, ok: response.ok, body: await response.json().catch(() => null), path };
}

/**
 * A call of the typed client with its answer parsed by the shared zod schema. A non-2xx answer becomes an
 * EditorApiError carrying the server's message (or its first input issue).
 */
export async function apiCall<S extends z.ZodType>(call: SentCall, schema: S): Promise<z.output<S>> {
  const { status, ok, body, path } = await settle(call);
  if (!ok) {
    const parsed = apiErrorAnswerSchema.safeParse(body);
    const issue = parsed.success ? parsed.data.issues?.[0] : undefined;
    const message = parsed.success ? (issue ? `${issue.field}: ${issue.message}` : (parsed.data.message ?? parsed.data.error)) : `HTTP ${status}`;
    throw new EditorApiError(status, message, body);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new EditorApiError(status, `unexpected answer from ${path}`);
  return parsed.data;
}
