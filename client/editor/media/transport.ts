import type { z } from "zod";
import { answerMessage } from "../../../common/media/upload-status";
import { EditorApiError, type SentCall, settle } from "../api/client";

/** A failed media call: the message (the media calls' own: the answer's message or error, else the call's fallback) is safe to show after the toast's colon. */
export class MediaCallError extends EditorApiError {}

/** A media call of the typed client (`api.media.…`), its answer parsed with the shared zod schema. */
export async function mediaCall<S extends z.ZodType>(call: SentCall, schema: S, fallback = "Internal server error"): Promise<z.output<S>> {
  const { status, ok, body } = await settle(call).catch((error: EditorApiError) => {
    throw new MediaCallError(0, error.message || fallback);
  });
  if (!ok) throw new MediaCallError(status, answerMessage(body, fallback), body);
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new MediaCallError(status, fallback, body);
  return parsed.data;
}

/**
 * Sends a body with XMLHttpRequest, the one browser API that reports upload progress (fetch, and so hc, cannot);
 * resolves with the status and the parsed JSON answer (or null). Network failures reject. The address is the one
 * directUpload answered: this worker's PUT /media/upload/:id for images, Cloudflare Stream's for videos.
 */
export function sendWithProgress(
  method: "PUT" | "POST",
  url: string,
  body: Blob | FormData,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ status: number; body: unknown }> {
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
