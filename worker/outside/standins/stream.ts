import { fileTypeFromBuffer } from "file-type";
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../app-env";
import { base, KEY, newUid, readVideo, STATE, STEPS, uidParam, type Video, writeVideo } from "./stream-store";
import { streamTus } from "./stream-tus";

/**
 * Local stand-in for Cloudflare Stream (mounted at /_standins/stream only when LOCAL_STANDINS is "on"): the
 * endpoints the adapter uses (direct_upload, tus creation, video details, delete) with Stream's answer shapes, the
 * one-time upload address, the tus upload address (stream-tus.ts), and a player page that plays the stored file. Bytes live in R2 under standins/stream/. Each details
 * request after the upload steps the state (queued -> inprogress -> ready), as Stream's encoding would.
 */
const details = (video: Video, url: string) => ({
  uid: video.uid,
  readyToStream: video.state === "ready",
  status: { state: video.state },
  meta: { name: video.name },
  size: video.size,
  created: video.created,
  preview: `${base(url)}/${video.uid}/watch`,
  thumbnail: `${base(url)}/${video.uid}/thumbnails/thumbnail.jpg`,
});
const ok = (result: unknown) => ({ success: true, errors: [], messages: [], result });
const fail = (message: string) => ({ success: false, errors: [{ code: 10000, message }], messages: [], result: null });

export const streamStandin = new Hono<AppEnv>()
  .use("/client/v4/*", async (c, next) => {
    if (!/^Bearer \S+$/.test(c.req.header("Authorization") ?? "")) return c.json(fail("Authentication error"), 401);
    await next();
  })
  .post("/client/v4/accounts/:account/stream/direct_upload", async (c) => {
    const body = z
      .object({
        meta: z
          .object({ name: z.string().max(255) })
          .partial()
          .default({}),
      })
      .safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json(fail("Invalid request body"), 400);
    const uid = newUid();
    await writeVideo(c.env.MEDIA, { uid, state: "pendingupload", name: body.data.meta.name ?? uid, size: null, mime: null, created: new Date().toISOString() });
    return c.json(ok({ uid, uploadURL: `${base(c.req.url)}/upload/${uid}` }));
  })
  .route("/", streamTus)
  .get("/client/v4/accounts/:account/stream/:uid", async (c) => {
    const video = await readVideo(c.env.MEDIA, c.req.param("uid"));
    if (!video) return c.json(fail("Video not found"), 404);
    const step = STEPS.indexOf(video.state as (typeof STEPS)[number]);
    if (step > 0 && step < STEPS.length - 1) await writeVideo(c.env.MEDIA, { ...video, state: STEPS[step + 1]! });
    return c.json(ok(details(video, c.req.url)));
  })
  .delete("/client/v4/accounts/:account/stream/:uid", async (c) => {
    const uid = c.req.param("uid");
    if (!(await readVideo(c.env.MEDIA, uid))) return c.json(fail("Video not found"), 404);
    await c.env.MEDIA.delete([KEY(uid), STATE(uid)]);
    return c.body(null, 200);
  })
  // The one-time upload address: a multipart POST with the file in "file", like Stream's basic direct upload.
  .post("/upload/:uid", async (c) => {
    const { uid } = uidParam.parse(c.req.param());
    const video = await readVideo(c.env.MEDIA, uid);
    if (video?.state !== "pendingupload" || !video) return c.json(fail("Upload URL expired or used"), 400);
    const form = await c.req.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File)) return c.json(fail("file missing"), 400);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = await fileTypeFromBuffer(bytes.subarray(0, 4100));
    const isVideo = Boolean(type?.mime.startsWith("video/"));
    await c.env.MEDIA.put(KEY(uid), bytes, { httpMetadata: { contentType: type?.mime ?? "application/octet-stream" } });
    await writeVideo(c.env.MEDIA, { ...video, state: isVideo ? "queued" : "error", size: bytes.byteLength, mime: type?.mime ?? null });
    return c.body(null, 200);
  })
  .get("/:uid/iframe", (c) => {
    const { uid } = uidParam.parse(c.req.param());
    c.header("Content-Security-Policy", "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'");
    return c.html(
      `<!doctype html><html lang="de"><title>Video</title><body style="margin:0;background:#000"><video controls playsinline preload="metadata" style="width:100%;height:100vh" src="${base(c.req.url)}/${uid}/downloads/default.mp4"></video></body></html>`,
    );
  })
  .get("/:uid/watch", (c) => c.redirect(`${base(c.req.url)}/${c.req.param("uid")}/iframe`))
  .get("/:uid/downloads/default.mp4", async (c) => {
    const { uid } = uidParam.parse(c.req.param());
    const range = c.req.header("Range");
    const object = await c.env.MEDIA.get(KEY(uid), { range: range ? c.req.raw.headers : undefined });
    if (!object) return c.notFound();
    const headers = new Headers({ "Content-Type": object.httpMetadata?.contentType ?? "video/mp4", "Accept-Ranges": "bytes" });
    if (range && object.range && "offset" in object.range) {
      const offset = object.range.offset ?? 0;
      const length = object.range.length ?? object.size - offset;
      headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
      return new Response(object.body, { status: 206, headers });
    }
    return new Response(object.body, { headers });
  });
