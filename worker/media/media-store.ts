import { z } from "zod";
import { MEDIA_WIDTHS, mediaObjectKey } from "../../common/media";
import { media } from "../db/schema";
import { SITE } from "../sites/site-db";
import type { database } from "../content/pages";

type Db = ReturnType<typeof database>;

/** A file to store: the original bytes, optional width variants (images), and what the media row says of it. */
export const newMediaSchema = z.object({
  mediaType: z.enum(["image", "video", "audio", "document"]),
  mimeType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, "MIME type"),
  extension: z.string().regex(/^[a-z0-9]{2,5}$/, "2-5 lowercase letters or digits"),
  originalFilename: z.string().min(1).max(255),
  width: z.number().int().positive().nullable().default(null),
  height: z.number().int().positive().nullable().default(null),
  blurHash: z.string().min(6).max(100).nullable().default(null),
  alt: z.record(z.string(), z.string().max(300)).nullable().default(null),
});
export type NewMedia = z.input<typeof newMediaSchema>;

/**
 * Stores a media file of the site in R2 under its prefix (original and width variants) and then its row in D1, so a row never points at a
 * missing object. Returns the new media id.
 */
export async function storeMedia(db: Db, bucket: R2Bucket, input: NewMedia, bytes: Uint8Array, variants: ReadonlyMap<number, Uint8Array> = new Map()): Promise<string> {
  const file = newMediaSchema.parse(input);
  const id = crypto.randomUUID();
  const siteId = db.$client.siteId;
  const httpMetadata = { contentType: file.mimeType };
  for (const [width, variant] of variants) {
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) throw new Error(`variant width ${width} is not one of ${MEDIA_WIDTHS.join(", ")}`);
    await bucket.put(mediaObjectKey(siteId, id, file.extension, width), variant, { httpMetadata });
  }
  await bucket.put(mediaObjectKey(siteId, id, file.extension), bytes, { httpMetadata });
  await db.insert(media).values({
    siteId: SITE,
    id,
    mediaType: file.mediaType,
    mimeType: file.mimeType,
    bucketFolder: `sites/${siteId}/media`,
    objectId: id,
    originalFilename: file.originalFilename,
    extension: file.extension,
    fileSize: bytes.byteLength,
    width: file.width,
    height: file.height,
    blurHash: file.blurHash,
    alt: file.alt,
  });
  return id;
}
