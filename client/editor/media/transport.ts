import type { z } from "zod";
import { answerMessage } from "../../../common/media/upload-status";

/** A failed media call: the message is safe to show after the toast's colon. */
export class MediaCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** A media call of the content API: JSON in, the answer parsed with the shared zod schema. */
export async function mediaCall<S extends z.ZodType>(path: string, schema: S, body?: unknown, fallback = "Internal server error"): Promise<z.output<S>> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/media${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: body === undefined ? { Accept: "application/json" } : { Accept: "application/json", "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch (error) {
    throw new MediaCallError(0, error instanceof Error ? error.message : fallback);
  }
  const answer: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new MediaCallError(response.status, answerMessage(answer, fallback), answer);
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new MediaCallError(response.status, fallback, answer);
  return parsed.data;
}

/**
 * Sends a body with XMLHttpRequest, the one browser API that reports upload progress; resolves with the status
 * and the parsed JSON answer (or null). Network failures reject.
 */
export function sendWithProgress(method: "PUT" | "POST", url: string, body: Blob | FormData, onProgress: (loaded: number, total: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener("load", () => {
      let parsed: unknown = null;
      try {
        parsed = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        parsed = null;
      }
      resolve({ status: xhr.status, body: parsed });
    });
    xhr.addEventListener("error", () => reject(new MediaCallError(0, "Network error")));
    xhr.addEventListener("abort", () => reject(new MediaCallError(0, "Upload aborted")));
    xhr.send(body);
  });
}
