import { Hono } from "hono";
import { z } from "zod";
import { legacyMediaObjectKey, mediaFileSchema, mediaObjectKey, mediaQuerySchema } from "../../common/media";
import type { AppEnv } from "../app-env";
import { validate } from "../http/validate";
import { MIGRATED_SITE_ID } from "../sites/site";

/**
 * GET /media/{id}.{extension}[?w=640]: media files from R2. A width variant is served when it was stored
 * (uploads and the seed store them), else the original. Ids are never reused, so files are immutable;
 * byte ranges are honoured for video seeking. Objects live under the site's prefix: another site's ids are not found.
 */
export const mediaRoutes = new Hono<AppEnv>().get("/media/:file", validate("param", z.object({ file: mediaFileSchema })), validate("query", mediaQuerySchema), async (c) => {
  const [id, extension] = c.req.valid("param").file.split(".") as [string, string];
  const { w } = c.req.valid("query");
  const range = c.req.header("Range");
  const options: R2GetOptions = { onlyIf: c.req.raw.headers, range: range ? c.req.raw.headers : undefined };
  const siteId = c.var.site.id;
  let object = w ? await c.env.MEDIA.get(mediaObjectKey(siteId, id, extension, w), options) : null;
  if (!object) object = await c.env.MEDIA.get(mediaObjectKey(siteId, id, extension), options);
  // Files uploaded before sites existed keep their unprefixed keys; they belong to the migrated site (009).
  if (!object && siteId === MIGRATED_SITE_ID) object = await c.env.MEDIA.get(legacyMediaObjectKey(id, extension), options);
  if (!object) return c.json({ error: "not_found", message: "No such media file" }, 404);

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set("ETag", object.httpEtag);
  headers.set("Cache-Control", "public, max-age=31536000, immutable");
  headers.set("Accept-Ranges", "bytes");
  headers.set("X-Content-Type-Options", "nosniff");
  if (!("body" in object)) return new Response(null, { status: 304, headers });
  if (range && object.range && "offset" in object.range) {
    const offset = object.range.offset ?? 0;
    const length = object.range.length ?? object.size - offset;
    headers.set("Content-Range", `bytes ${offset}-${offset + length - 1}/${object.size}`);
    headers.set("Content-Length", String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set("Content-Length", String(object.size));
  return new Response(object.body, { headers });
});
