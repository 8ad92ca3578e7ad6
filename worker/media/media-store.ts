import { z } from "zod";
import { legacyMediaObjectKey, MEDIA_WIDTHS, mediaObjectKey } from "../../common/media";
import { DEFAULT_FOLDER } from "../../common/media/media-api";
import { media } from "../db/schema";
import { SITE } from "../sites/site-db";
import type { database } from "../content/pages";

type Db = ReturnType<typeof database>;

/** Media objects never change under their key (ids are never reused): cached for a year (editor-side section 9). */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** A file to store: the original bytes, optional width variants (images), and what the media row says of it. */
export const newMediaSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  /** The object the row shows; defaults to the row's own id (a Stream video: its Stream uid). */
  objectId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
  videoSettings: z.record(z.string(), z.unknown()).nullable().default(null),
  mediaType: z.enum(["image", "video", "audio", "document"]),
  mimeType: z.string().regex(/^[a-z]+\/[a-z0-9.+-]+$/, "MIME type"),
  extension: z.string().regex(/^[a-z0-9]{2,5}$/, "2-5 lowercase letters or digits"),
  originalFilename: z.string().min(1).max(255),
  bucketFolder: z.string().default(DEFAULT_FOLDER),
  tags: z.array(z.string()).default([]),
  width: z.number().int().positive().nullable().default(null),
  height: z.number().int().positive().nullable().default(null),
  blurHash: z.string().min(6).max(100).nullable().default(null),
  alt: z.record(z.string(), z.string().max(300)).nullable().default(null),
});
export type NewMedia = z.input<typeof newMediaSchema>;

export class ObjectExists extends Error {}

/**
 * Writes one media object unless its key is taken ("no upsert": an object, once public, never changes). The check
 * and the write are one conditional put where R2 supports it; the head before it keeps the answer clear locally.
 */
export async function putMediaObject(
  bucket: R2Bucket,
  key: string,
  bytes: Uint8Array | ReadableStream,
  contentType: string,
  customMetadata?: Record<string, string>,
) {
  if (await bucket.head(key)) throw new ObjectExists(`object ${key} exists`);
  await bucket.put(key, bytes, { httpMetadata: { contentType, cacheControl: MEDIA_CACHE_CONTROL }, customMetadata });
}

/** Keys of a medium's objects in its site: the original and every width variant that may have been stored (and the pre-sites key). */
export function mediaObjectKeys(siteId: string, objectId: string, extension: string): string[] {
  return [
    mediaObjectKey(siteId, objectId, extension),
    ...MEDIA_WIDTHS.map((w) => mediaObjectKey(siteId, objectId, extension, w)),
    legacyMediaObjectKey(objectId, extension),
  ];
}

/** Inserts a media row for objects already in R2 (a row never points at a missing object). */
export async function insertMediaRow(db: Db, input: NewMedia, fileSize: number): Promise<string> {
  const file = newMediaSchema.parse(input);
  const id = file.id ?? crypto.randomUUID();
  await db.insert(media).values({
    siteId: SITE,
    id,
    mediaType: file.mediaType,
    mimeType: file.mimeType,
    bucketFolder: file.bucketFolder,
    objectId: file.objectId ?? id,
    originalFilename: file.originalFilename,
    extension: file.extension,
    fileSize,
    width: file.width,
    height: file.height,
    tags: file.tags,
    blurHash: file.blurHash,
    alt: file.alt,
    videoSettings: file.videoSettings,
  });
  return id;
}

/**
 * Stores a media file of the site in R2 under its prefix (original and width variants) and then its row in D1, so a row never points at a
 * missing object. Returns the new media id.
 */
export async function storeMedia(
  db: Db,
  bucket: R2Bucket,
  input: NewMedia,
  bytes: Uint8Array,
  variants: ReadonlyMap<number, Uint8Array> = new Map(),
): Promise<string> {
  const file = newMediaSchema.parse(input);
  const id = file.id ?? crypto.randomUUID();
  const siteId = db.$client.siteId;
  for (const [width, variant] of variants) {
    if (!(MEDIA_WIDTHS as readonly number[]).includes(width)) throw new Error(`variant width ${width} is not one of ${MEDIA_WIDTHS.join(", ")}`);
    await putMediaObject(bucket, mediaObjectKey(siteId, id, file.extension, width), variant, file.mimeType);
  }
  await putMediaObject(bucket, mediaObjectKey(siteId, id, file.extension), bytes, file.mimeType);
  return insertMediaRow(db, { ...input, id }, bytes.byteLength);
}
