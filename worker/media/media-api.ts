import { type Context, Hono } from "hono";
import { z } from "zod";
import { blurHashSchema, cropImageSchema, mediaDeleteSchema, mediaListQuerySchema, mediaUpdateSchema } from "../../common/media/media-api";
import { UPLOAD_ERRORS } from "../../common/media/upload-rules";
import type { AppEnv } from "../app-env";
import type { SiteDb } from "../sites/site-db";
import { revalidateTags } from "../cache/page-cache";
import { revalidationTagPattern } from "../cache/tags";
import { ApiError, textAnswers } from "../http/errors";
import { validate } from "../http/validate";
import { mediaTable, toEntry } from "./media-rows";
import { mediaObjectKeys } from "./media-store";
import { publishedUsage } from "./media-usage";
import { deleteStreamVideo } from "./stream-adapter";
import { streamConfig } from "./stream-config";
import { uploadApi } from "./upload-api";
import { videoApi } from "./video-api";

const idParam = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "media id") });

/** Published pages showing the medium render afresh ("pages" is on every page), plus the editor's own tag. */
async function revalidateUsers(c: Context<AppEnv>, mediaId: string, tag?: string) {
  const used = (await publishedUsage(c.var.db, mediaId)).length > 0;
  const tags = [...(used ? ["pages"] : []), ...(tag && revalidationTagPattern.test(tag) ? [tag] : [])];
  await revalidateTags(c.env.PAGE_CACHE, c.var.site.id, tags);
}

async function existing(d1: SiteDb, id: string) {
  const table = mediaTable(d1);
  const row = await table.get(id);
  if (!row) throw new ApiError(404, "media_not_found", `Medium ${id} nicht gefunden`);
  return { table, row };
}

/** The media calls of editor-side section 7 plus the library list, usage and video status (all need a session). */
export const mediaApi = new Hono<AppEnv>()
  .route("/", uploadApi)
  .route("/", videoApi)
  .get("/list", validate("query", mediaListQuerySchema), async (c) => {
    const { mediaType, bucketFolder, tags, page } = c.req.valid("query");
    return c.json(await mediaTable(c.var.db).list(mediaType, page, bucketFolder, tags));
  })
  .get("/get/:id", validate("param", idParam), async (c) => c.json(toEntry((await existing(c.var.db, c.req.valid("param").id)).row)))
  .get("/usage/:id", validate("param", idParam), async (c) => c.json({ pages: await publishedUsage(c.var.db, c.req.valid("param").id) }))
  .post("/update", validate("json", mediaUpdateSchema), async (c) => {
    const { media, revalidationTag } = c.req.valid("json");
    const { table } = await existing(c.var.db, media.id);
    const { id, ...values } = media;
    await table.update(id, values);
    await revalidateUsers(c, id, revalidationTag);
    return c.json({ ok: true });
  })
  .post("/blurHash", validate("json", blurHashSchema), async (c) => {
    const { media, revalidationTag } = c.req.valid("json");
    const { table, row } = await existing(c.var.db, media.id);
    if (row.mediaType !== "image" || row.extension === "svg") throw new ApiError(400, "no_blurhash", "A blurhash is only kept for raster images");
    await table.update(row.id, { blurHash: media.blurHash });
    await revalidateUsers(c, row.id, revalidationTag);
    return c.json({ ok: true });
  })
  .post("/cropImage", validate("json", cropImageSchema), async (c) => {
    const { media } = c.req.valid("json");
    const { table, row } = await existing(c.var.db, media.id);
    if (row.mediaType !== "image") return c.json({ status: "error", croppedMedia: null, error: "Only images can be cropped" }, 400);
    // A crop of a crop is a crop of the original: the rectangle is stored relative to the original's pixels.
    const original = row.parentId ? ((await table.get(row.parentId)) ?? row) : row;
    const base = row.parentId && row.cropArea ? nest(row.cropArea as CropRect, media.cropArea) : media.cropArea;
    const cropped = await table.insertDerived(original, base);
    return c.json({ status: "success", croppedMedia: toEntry(cropped), error: null });
  })
  // The delete call answers an error string (editor-side section 7); typed errors keep their own text.
  .post("/delete", validate("json", mediaDeleteSchema), textAnswers(UPLOAD_ERRORS.deleteFailed), deleteMedium);

async function deleteMedium(c: Context<AppEnv, string, { out: { json: z.output<typeof mediaDeleteSchema> } }>) {
  const { mediaId, bucketFolder, objectId, extension, confirmed } = c.req.valid("json");
  const table = mediaTable(c.var.db);
  const row = await table.get(mediaId);
  if (!row || row.objectId !== objectId || row.bucketFolder !== bucketFolder || row.extension !== extension) {
    throw new ApiError(404, "media_not_found", `Medium ${mediaId} nicht gefunden`);
  }
  const pages = await publishedUsage(c.var.db, mediaId);
  if (pages.length && !confirmed) {
    throw new ApiError(409, "in_use", `Wird auf veröffentlichten Seiten verwendet: ${pages.map((p) => p.name).join(", ")}`, { code: "in_use", pages });
  }
  await table.remove(mediaId);
  if ((await table.objectUsers(objectId)) === 0) {
    const video = row.videoSettings as { source?: string } | null;
    if (video?.source === "stream") {
      const config = streamConfig(c.env, new URL(c.req.url).origin);
      if (config) await deleteStreamVideo(config, objectId);
    } else if (video?.source !== "youtube") await c.env.MEDIA.delete(mediaObjectKeys(c.var.site.id, objectId, row.extension));
  }
  if (pages.length) await revalidateTags(c.env.PAGE_CACHE, c.var.site.id, ["pages"]);
  return c.json({ success: true });
}

type CropRect = { x: number; y: number; width: number; height: number };
/** A rectangle given in percent of a crop, expressed in percent of the crop's original. */
function nest(outer: CropRect, inner: CropRect): CropRect {
  return {
    x: outer.x + (inner.x * outer.width) / 100,
    y: outer.y + (inner.y * outer.height) / 100,
    width: (inner.width * outer.width) / 100,
    height: (inner.height * outer.height) / 100,
  };
}
