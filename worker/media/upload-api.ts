import { Hono } from "hono";
import { z } from "zod";
import { MEDIA_WIDTHS, mediaObjectKey } from "../../common/media";
import { createEntrySchema, directUploadSchema } from "../../common/media/media-api";
import {
  checkExtension,
  type ImageExtension,
  MAX_IMAGE_BYTES,
  MAX_VIDEO_BYTES,
  STREAM_BASIC_UPLOAD_BYTES,
  tooLargeMessage,
  UPLOAD_ERRORS,
} from "../../common/media/upload-rules";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { inspectImage } from "./inspect-upload";
import { mediaTable, toEntry } from "./media-rows";
import { insertMediaRow, ObjectExists, putMediaObject } from "./media-store";
import { RefusedUpload } from "./refused-upload";
import { createDirectUpload, createTusUpload, getStreamVideo } from "./stream-adapter";
import { streamConfig } from "./stream-config";

const uploadQuerySchema = z.object({
  filename: z.string().min(1).max(255),
  folder: z.string().regex(/^[a-z0-9][a-z0-9/-]{0,79}$/, "folder"),
  tags: z.string().max(500).default(""),
  w: z.coerce
    .number()
    .int()
    .refine((w) => (MEDIA_WIDTHS as readonly number[]).includes(w), `one of ${MEDIA_WIDTHS.join(", ")}`)
    .optional(),
});
const uploadIdParam = z.object({ id: z.string().uuid("upload id") });

/** Reads a request body up to `limit` bytes; a longer body (whatever its Content-Length said) is refused with 413. */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array> {
  if (!body) throw new RefusedUpload("Empty upload", 400);
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new RefusedUpload(tooLargeMessage(limit), 413);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

const refuse = (error: RefusedUpload): never => {
  throw new ApiError(error.status, error.status === 413 ? "too_large" : "type_not_allowed", error.message);
};

/**
 * The upload calls: directUpload answers where to send the bytes (this worker for images, Stream for videos),
 * PUT /upload/{id} takes an image or one of its width variants after checking name, bytes and size, and
 * createEntry turns a finished upload into a media row.
 */
export const uploadApi = new Hono<AppEnv>()
  .post("/directUpload", validate("json", directUploadSchema), async (c) => {
    const { filename, fileSize, mediaType, bucketFolder, tags } = c.req.valid("json");
    const check = checkExtension(filename, [mediaType]);
    if (!check.ok) throw new ApiError(415, "type_not_allowed", check.error);
    const limit = mediaType === "image" ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
    if (fileSize > limit) throw new ApiError(413, "too_large", tooLargeMessage(limit));
    if (mediaType === "video") {
      const config = streamConfig(c.env, new URL(c.req.url).origin);
      if (!config) throw new ApiError(503, "video_not_configured", "Video hosting is not configured");
      // Stream takes one POST up to 200 MB; larger videos must go by tus (resumable, in chunks).
      if (fileSize > STREAM_BASIC_UPLOAD_BYTES) {
        const upload = await createTusUpload(config, filename, fileSize);
        return c.json({ url: upload.uploadURL, id: upload.uid, protocol: "tus" });
      }
      const upload = await createDirectUpload(config, filename);
      return c.json({ url: upload.uploadURL, id: upload.uid, protocol: "post" });
    }
    const id = crypto.randomUUID();
    const query = new URLSearchParams({ filename, folder: bucketFolder, tags: tags.join(",") });
    return c.json({ url: `/api/v1/media/upload/${id}?${query}`, id });
  })
  .put("/upload/:id", validate("param", uploadIdParam), validate("query", uploadQuerySchema), async (c) => {
    const { id } = c.req.valid("param");
    const { filename, folder, tags, w } = c.req.valid("query");
    const check = checkExtension(filename, ["image"]);
    if (!check.ok) throw new ApiError(415, "type_not_allowed", check.error);
    const declared = Number(c.req.header("Content-Length") ?? 0);
    if (declared > MAX_IMAGE_BYTES) throw new ApiError(413, "too_large", tooLargeMessage(MAX_IMAGE_BYTES));
    const bytes = await readLimited(c.req.raw.body, MAX_IMAGE_BYTES).catch((error) => (error instanceof RefusedUpload ? refuse(error) : Promise.reject(error)));
    const image = await inspectImage(bytes, check.extension as ImageExtension).catch((error) =>
      error instanceof RefusedUpload ? refuse(error) : Promise.reject(error),
    );
    const bucket = c.env.MEDIA;
    try {
      if (w) {
        // A width variant made in the browser: same type as its original, exactly w wide, narrower than it.
        const original = await bucket.head(mediaObjectKey(c.var.site.id, id, image.extension));
        if (!original) throw new ApiError(409, "original_missing", "Upload the original before its variants");
        if (original.httpMetadata?.contentType !== image.mimeType || image.width !== w || Number(original.customMetadata?.width) <= w) {
          throw new ApiError(415, "type_not_allowed", `${UPLOAD_ERRORS.typeNotAllowed}: a ${w} px variant of the original`);
        }
        await putMediaObject(bucket, mediaObjectKey(c.var.site.id, id, image.extension, w), bytes, image.mimeType);
      } else {
        const metadata = { filename, folder, tags, width: String(image.width), height: String(image.height), size: String(bytes.byteLength) };
        await putMediaObject(bucket, mediaObjectKey(c.var.site.id, id, image.extension), bytes, image.mimeType, metadata);
      }
    } catch (error) {
      if (error instanceof ObjectExists) throw new ApiError(409, "exists", "This upload id is used already");
      throw error;
    }
    return c.json({ id, mimeType: image.mimeType, extension: image.extension, width: image.width, height: image.height, fileSize: bytes.byteLength });
  })
  .post("/createEntry", validate("json", createEntrySchema), async (c) => {
    const { uploadId } = c.req.valid("json");
    const table = mediaTable(c.var.db);
    const existing = await table.get(uploadId);
    if (existing) return c.json(toEntry(existing));
    // The original's key up to the dot: its extension is whatever the bytes turned out to be.
    const listed = await c.env.MEDIA.list({ prefix: mediaObjectKey(c.var.site.id, uploadId, ""), include: ["httpMetadata", "customMetadata"] });
    const object = listed.objects[0];
    if (object?.customMetadata && /^[0-9a-f-]{36}$/.test(uploadId)) {
      const meta = object.customMetadata;
      const extension = object.key.slice(object.key.lastIndexOf(".") + 1);
      const width = Number(meta.width) || null;
      const height = Number(meta.height) || null;
      const tags = (meta.tags ?? "").split(",").filter(Boolean);
      await insertMediaRow(
        table.db,
        {
          id: uploadId,
          mediaType: "image",
          mimeType: object.httpMetadata?.contentType ?? "application/octet-stream",
          extension,
          originalFilename: meta.filename ?? object.key,
          bucketFolder: meta.folder,
          tags,
          width,
          height,
        },
        object.size,
      );
      return c.json(toEntry((await table.get(uploadId))!));
    }
    const config = streamConfig(c.env, new URL(c.req.url).origin);
    if (!config || !/^[a-f0-9]{32}$/.test(uploadId)) throw new ApiError(404, "upload_missing", UPLOAD_ERRORS.createEntry);
    const known = await table.streamVideo(uploadId);
    if (known) return c.json(toEntry(known));
    const video = await getStreamVideo(config, uploadId).catch(() => null);
    if (!video) throw new ApiError(404, "upload_missing", UPLOAD_ERRORS.createEntry);
    const id = await insertMediaRow(
      table.db,
      {
        objectId: video.uid,
        mediaType: "video",
        mimeType: "video/mp4",
        extension: "mp4",
        originalFilename: video.name ?? video.uid,
        width: video.width,
        height: video.height,
        videoSettings: {
          source: "stream",
          status: video.state,
          uploadId: video.uid,
          playback: video.iframe,
          aspectRatio: "16:9",
          thumbnailUrl: video.thumbnail,
        },
      },
      video.size ?? 0,
    );
    return c.json(toEntry((await table.get(id))!));
  });
