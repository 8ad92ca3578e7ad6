import { fileTypeFromBuffer } from "file-type";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { base, KEY, newUid, readVideo, uidParam, type Video, writeVideo } from "./stream-store";

/**
 * The tus side of the Stream stand-in (tus 1.0.0, core protocol as Stream speaks it): the worker creates an upload
 * with its token (`POST …/stream?direct_user=true`, Upload-Length, Upload-Metadata) and gets a Location; the browser
 * asks that address for its offset (HEAD) and sends the bytes in chunks (PATCH with Upload-Offset). Stream wants
 * every chunk but the last to be at least 5 MiB and a multiple of 256 KiB; here each chunk becomes one part of an
 * R2 multipart upload, completed with the last chunk, after which the video is queued like a basic upload.
 */
const TUS = { "Tus-Resumable": "1.0.0" };
const MIN_CHUNK = 5 * 1024 * 1024;
const CHUNK_STEP = 256 * 1024;
const creation = z.object({
  length: z.coerce
    .number()
    .int()
    .positive()
    .max(30 * 1024 ** 3),
  metadata: z.string().max(2_000).default(""),
});

/** tus Upload-Metadata: comma-separated "key base64value" pairs. */
function metadataValue(header: string, key: string): string | null {
  const pair = header
    .split(",")
    .map((item) => item.trim().split(" "))
    .find(([name]) => name === key);
  if (!pair?.[1]) return null;
  const bytes = Uint8Array.from(atob(pair[1]), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

const tusFail = (message: string, status: 400 | 404 | 409 | 412 | 415) => new Response(message, { status, headers: TUS });

export const streamTus = new Hono<AppEnv>()
  .post("/client/v4/accounts/:account/stream", async (c) => {
    if (c.req.query("direct_user") !== "true" || c.req.header("Tus-Resumable") !== "1.0.0")
      return tusFail("tus 1.0.0 creation with direct_user=true expected", 400);
    const parsed = creation.safeParse({ length: c.req.header("Upload-Length"), metadata: c.req.header("Upload-Metadata") ?? "" });
    if (!parsed.success) return tusFail("Upload-Length required", 400);
    const uid = newUid();
    const multipart = await c.env.MEDIA.createMultipartUpload(KEY(uid));
    const name = metadataValue(parsed.data.metadata, "name") ?? uid;
    const video: Video = {
      uid,
      state: "pendingupload",
      name,
      size: parsed.data.length,
      mime: null,
      created: new Date().toISOString(),
      tus: { length: parsed.data.length, offset: 0, multipartId: multipart.uploadId, parts: [] },
    };
    await writeVideo(c.env.MEDIA, video);
    return c.body(null, 201, { ...TUS, Location: `${base(c.req.url)}/tus/${uid}`, "stream-media-id": uid });
  })
  // tus asks the offset with HEAD; Hono answers HEAD through the GET route (without a body).
  .get("/tus/:uid", async (c) => {
    const { uid } = uidParam.parse(c.req.param());
    const video = await readVideo(c.env.MEDIA, uid);
    if (!video?.tus) return tusFail("Upload not found", 404);
    return c.body(null, 200, { ...TUS, "Upload-Offset": String(video.tus.offset), "Upload-Length": String(video.tus.length), "Cache-Control": "no-store" });
  })
  .patch("/tus/:uid", async (c) => {
    const { uid } = uidParam.parse(c.req.param());
    const video = await readVideo(c.env.MEDIA, uid);
    const tus = video?.tus;
    if (!video || !tus || video.state !== "pendingupload") return tusFail("Upload not found or already complete", 404);
    if (c.req.header("Tus-Resumable") !== "1.0.0") return tusFail("Tus-Resumable 1.0.0 expected", 412);
    if (c.req.header("Content-Type") !== "application/offset+octet-stream") return tusFail("Content-Type application/offset+octet-stream expected", 415);
    if (Number(c.req.header("Upload-Offset")) !== tus.offset) return tusFail(`Upload-Offset must be ${tus.offset}`, 409);
    const chunk = new Uint8Array(await c.req.arrayBuffer());
    const last = tus.offset + chunk.byteLength === tus.length;
    if (tus.offset + chunk.byteLength > tus.length) return tusFail("More bytes than Upload-Length", 400);
    if (!last && (chunk.byteLength < MIN_CHUNK || chunk.byteLength % CHUNK_STEP !== 0))
      return tusFail("Chunks but the last must be at least 5 MiB and a multiple of 256 KiB", 400);
    const multipart = c.env.MEDIA.resumeMultipartUpload(KEY(uid), tus.multipartId);
    const part = await multipart.uploadPart(tus.parts.length + 1, chunk);
    const progress = { ...tus, offset: tus.offset + chunk.byteLength, parts: [...tus.parts, part] };
    if (!last) {
      await writeVideo(c.env.MEDIA, { ...video, tus: progress });
    } else {
      await multipart.complete(progress.parts);
      // Like a basic upload: the container is recognised by its first bytes, else the video fails to encode.
      const head = await c.env.MEDIA.get(KEY(uid), { range: { offset: 0, length: 4100 } });
      const type = head ? await fileTypeFromBuffer(new Uint8Array(await head.arrayBuffer())) : undefined;
      const isVideo = Boolean(type?.mime.startsWith("video/"));
      const { tus: _done, ...rest } = video;
      await writeVideo(c.env.MEDIA, { ...rest, state: isVideo ? "queued" : "error", mime: type?.mime ?? null });
    }
    return c.body(null, 204, { ...TUS, "Upload-Offset": String(progress.offset) });
  });
