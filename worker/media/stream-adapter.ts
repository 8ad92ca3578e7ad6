import { z } from "zod";
import { ApiError } from "../http/errors";

/**
 * Cloudflare Stream adapter (production code): direct creator uploads and readiness, against the Stream API at a
 * configurable base URL. Locally the base URL points at the stand-in (worker/outside/standins/stream.ts), reached in-process
 * because a worker cannot call its own address; the requests and answers are the same.
 */
export type StreamConfig = { apiBase: string; accountId: string; token: string; fetch: (request: Request) => Promise<Response> };

const envelope = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.boolean(), result: result.nullable().optional(), errors: z.array(z.object({ message: z.string() })).default([]) });

const directUploadResult = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), uploadURL: z.string().url() });

const videoResult = z.object({
  uid: z.string(),
  readyToStream: z.boolean().default(false),
  status: z.object({ state: z.string() }).partial().default({}),
  meta: z.record(z.string(), z.unknown()).default({}),
  size: z.number().nullish(),
  input: z.object({ width: z.number().nullish(), height: z.number().nullish() }).partial().nullish(),
  preview: z.string().url().nullish(),
  thumbnail: z.string().url().nullish(),
});

export type StreamVideo = {
  uid: string;
  state: "upload" | "inprogress" | "ready" | "error";
  name: string | null;
  size: number | null;
  width: number | null;
  height: number | null;
  /** Embeddable player page (Stream's iframe address) once ready. */
  iframe: string | null;
  thumbnail: string | null;
};

/** Sends one request to Stream; an unreachable Stream is a 502 with a plain message (the cause only in the log). */
async function send(config: StreamConfig, request: Request): Promise<Response> {
  try {
    return await config.fetch(request);
  } catch (error) {
    console.error("Stream request failed", error);
    throw new ApiError(502, "stream_unreachable", "Video hosting is not reachable");
  }
}

async function call<T extends z.ZodType>(config: StreamConfig, path: string, init: RequestInit, result: T): Promise<z.infer<T>> {
  const request = new Request(`${config.apiBase}/accounts/${config.accountId}/stream${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json", ...init.headers },
  });
  const response = await send(config, request);
  const body = envelope(result).safeParse(await response.json().catch(() => null));
  if (!response.ok || !body.success || !body.data.success || !body.data.result) {
    console.error("Stream answered", response.status, body.success ? body.data.errors : body.error.issues);
    throw new ApiError(502, "stream_error", body.success ? (body.data.errors[0]?.message ?? "Video hosting error") : "Video hosting error");
  }
  return body.data.result;
}

/** A one-time upload address for one video (basic POST up to 200 MB; Stream also accepts tus there). */
export async function createDirectUpload(config: StreamConfig, name: string, maxDurationSeconds = 3600): Promise<{ uid: string; uploadURL: string }> {
  return call(config, "/direct_upload", { method: "POST", body: JSON.stringify({ maxDurationSeconds, meta: { name } }) }, directUploadResult);
}

/** Base64 of UTF-8 text, as tus's Upload-Metadata wants its values. */
const base64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/**
 * A resumable (tus) upload address for one video, required by Stream above 200 MB: the worker creates the upload
 * with its token (`POST …/stream?direct_user=true`, tus headers, the exact size) and the browser then sends the
 * bytes to the returned Location in chunks, without any token. Answers the video's uid and that address.
 */
export async function createTusUpload(
  config: StreamConfig,
  name: string,
  size: number,
  maxDurationSeconds = 3600,
): Promise<{ uid: string; uploadURL: string }> {
  const request = new Request(`${config.apiBase}/accounts/${config.accountId}/stream?direct_user=true`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${config.token}`,
      "Tus-Resumable": "1.0.0",
      "Upload-Length": String(size),
      "Upload-Metadata": `name ${base64(name)},maxdurationseconds ${base64(String(maxDurationSeconds))}`,
    },
  });
  const response = await send(config, request);
  await response.body?.cancel();
  const uid = response.headers.get("stream-media-id") ?? "";
  const location = response.headers.get("Location") ?? "";
  if (response.status !== 201 || !directUploadResult.safeParse({ uid, uploadURL: location }).success) {
    console.error("Stream answered the tus creation with", response.status);
    throw new ApiError(502, "stream_error", "Video hosting error");
  }
  return { uid, uploadURL: location };
}

/** A video's state: pendingupload/downloading/queued/inprogress map to upload or inprogress; readyToStream to ready. */
export async function getStreamVideo(config: StreamConfig, uid: string): Promise<StreamVideo> {
  const video = await call(config, `/${encodeURIComponent(uid)}`, { method: "GET" }, videoResult);
  const raw = video.status.state ?? "";
  const state = video.readyToStream ? "ready" : raw === "error" ? "error" : raw === "pendingupload" || raw === "" ? "upload" : "inprogress";
  return {
    uid: video.uid,
    state,
    name: typeof video.meta.name === "string" ? video.meta.name : null,
    size: video.size ?? null,
    width: video.input?.width ?? null,
    height: video.input?.height ?? null,
    // Stream's preview is .../{uid}/watch; its embeddable player is the same address ending in /iframe.
    iframe: video.readyToStream && video.preview ? video.preview.replace(/\/watch$/, "/iframe") : null,
    thumbnail: video.thumbnail ?? null,
  };
}

/** Removes a video from Stream (its media row is being deleted). */
export async function deleteStreamVideo(config: StreamConfig, uid: string): Promise<void> {
  const request = new Request(`${config.apiBase}/accounts/${config.accountId}/stream/${encodeURIComponent(uid)}`, {
    method: "DELETE",
    headers: { Authorization: `Bearer ${config.token}` },
  });
  const response = await config.fetch(request);
  if (!response.ok && response.status !== 404) throw new ApiError(502, "stream_error", "Video hosting error");
}
