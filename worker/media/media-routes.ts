import { Hono } from "hono";
import { z } from "zod";
import { legacyMediaObjectKey, MEDIA_WIDTHS, mediaObjectKey } from "../../common/media";
import type { AppEnv } from "../app-env";
import { ApiError } from "../http/errors";
import { validate } from "../http/validate";
import { MIGRATED_SITE_ID } from "../sites/site";
import { decide } from "./http-conditions";

/** The file part of a media address: an id and an extension (letters and digits only). */
const mediaFileSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5}$/, "media file {id}.{extension}");

/** The query of a media address: an optional width, one of MEDIA_WIDTHS. */
const mediaQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (MEDIA_WIDTHS as readonly number[]).includes(w), `one of ${MEDIA_WIDTHS.join(", ")}`)
    .optional(),
});

/** Sandboxes any media file opened as a document (docs/decisions/018): no script, no plugin, no same origin. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/**
 * GET /media/{id}.{extension}[?w=640]: media files from R2. A width variant is served when it was stored
 * (uploads and the seed store them), else the original. Ids are never reused, so files are immutable;
 * preconditions and byte ranges (video seeking) follow RFC 9110. Objects live under the site's prefix: another
 * site's ids are not found.
 */
export const mediaRoutes = new Hono<AppEnv>().get(
  "/media/:file",
  validate("param", z.object({ file: mediaFileSchema })),
  validate("query", mediaQuerySchema),
  async (c) => {
    const [id, extension] = c.req.valid("param").file.split(".") as [string, string];
    const { w } = c.req.valid("query");
    const siteId = c.var.site.id;
    // The variant, else the original; files uploaded before sites existed keep unprefixed keys in the migrated site (009).
    const keys = [
      w ? mediaObjectKey(siteId, id, extension, w) : null,
      mediaObjectKey(siteId, id, extension),
      siteId === MIGRATED_SITE_ID ? legacyMediaObjectKey(id, extension) : null,
    ];
    let key: string | null = null;
    let head: R2Object | null = null;
    for (const candidate of keys) {
      if (!candidate) continue;
      head = await c.env.MEDIA.head(candidate);
      if (head) {
        key = candidate;
        break;
      }
    }
    if (!head || !key) throw new ApiError(404, "not_found", "No such media file");
    const headers = new Headers();
    head.writeHttpMetadata(headers);
    headers.set("ETag", head.httpEtag);
    headers.set("Last-Modified", head.uploaded.toUTCString());
    headers.set("Cache-Control", "public, max-age=31536000, immutable");
    headers.set("Accept-Ranges", "bytes");
    headers.set("X-Content-Type-Options", "nosniff");
    // Opened on their own, files are inert: an SVG's script, a polyglot's body or an HTML payload cannot run.
    headers.set("Content-Security-Policy", MEDIA_CSP);
    const decision = decide(c.req.method, c.req.raw.headers, { etag: head.httpEtag, lastModified: head.uploaded, size: head.size });
    if (decision.status === 304 || decision.status === 412) return new Response(null, { status: decision.status, headers });
    if (decision.status === 416) {
      headers.set("Content-Range", `bytes */${head.size}`);
      return new Response(null, { status: 416, headers });
    }
    const range = decision.status === 206 ? { offset: decision.offset, length: decision.length } : undefined;
    const object = await c.env.MEDIA.get(key, range ? { range } : {});
    if (!object) throw new ApiError(404, "not_found", "No such media file");
    if (decision.status === 206) {
      headers.set("Content-Range", `bytes ${decision.offset}-${decision.offset + decision.length - 1}/${head.size}`);
      headers.set("Content-Length", String(decision.length));
      return new Response(object.body, { status: 206, headers });
    }
    headers.set("Content-Length", String(head.size));
    return new Response(object.body, { headers });
  },
);
