import { z } from "zod";
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS } from "./upload-rules";

/** Wire shapes of the media calls (editor-side section 7), shared by the worker and the editor. */

/** Media library page sizes (editor-side section 9). */
export const LIBRARY_PAGE_SIZE = { image: 40, video: 20 } as const;
/** Folder of single uploads and the tag they get ("Single image upload gets a constant default tag"). */
export const DEFAULT_FOLDER = "media";
export const SINGLE_UPLOAD_TAG = "upload";

const mediaId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "media id");
const tag = z.string().trim().min(1).max(40);
const folder = z.string().regex(/^[a-z0-9][a-z0-9/-]{0,79}$/, "folder: lowercase letters, digits, dashes and slashes");
const fraction = z.number().min(0).max(1);
const percent = z.number().min(0).max(100);
const revalidationTag = z.string().max(120).optional();

export const focalPointSchema = z.object({ x: fraction, y: fraction });
export type FocalPoint = z.infer<typeof focalPointSchema>;

/** A crop rectangle in percent of the original; it must lie inside the image and have an area. */
export const cropAreaSchema = z
  .object({ x: percent, y: percent, width: percent.positive(), height: percent.positive() })
  .refine((a) => a.x + a.width <= 100.0001 && a.y + a.height <= 100.0001, "crop area inside the image");
export type CropArea = z.infer<typeof cropAreaSchema>;

export const videoSettingsSchema = z.object({
  source: z.enum(["stream", "youtube"]),
  status: z.enum(["upload", "inprogress", "ready", "error"]),
  uploadId: z.string().max(64).nullable().default(null),
  /** Stream's embeddable player address once the video is ready; the YouTube video id for YouTube. */
  playback: z.string().max(300).nullable().default(null),
  aspectRatio: z
    .string()
    .regex(/^\d{1,2}:\d{1,2}$/)
    .default("16:9"),
  thumbnailUrl: z.string().url().max(300).nullable().default(null),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;

/** A media entry as the editor sees it (editor-side section 3); the worker answers it, the editor parses it. */
export const mediaEntrySchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  mediaType: z.enum(["image", "video", "audio", "document"]),
  mimeType: z.string(),
  bucketFolder: z.string(),
  objectId: z.string(),
  originalFilename: z.string(),
  extension: z.string(),
  fileSize: z.number(),
  resolution: z.object({ width: z.number(), height: z.number() }).nullable(),
  tags: z.array(z.string()),
  publicUrl: z.string(),
  blurHash: z.string().nullable(),
  focalPoint: focalPointSchema.nullable(),
  cropArea: z.object({ x: z.number(), y: z.number(), width: z.number(), height: z.number() }).nullable(),
  videoSettings: videoSettingsSchema.nullable(),
  alt: z.record(z.string(), z.string()).nullable(),
  updatedAt: z.string(),
});
export type MediaEntry = z.infer<typeof mediaEntrySchema>;
export const mediaPageSchema = z.object({ items: z.array(mediaEntrySchema), hasMore: z.boolean() });
export const ackSchema = z.object({ ok: z.literal(true) });
export const cropAnswerSchema = z.object({ status: z.literal("success"), croppedMedia: mediaEntrySchema, error: z.null() });
export const deleteAnswerSchema = z.object({ success: z.literal(true) });

/** POST /media/directUpload: what is about to be uploaded (the spec's call has no payload; these make it checkable). */
export const directUploadSchema = z.object({
  filename: z.string().min(1).max(255),
  fileSize: z.number().int().positive(),
  mediaType: z.enum(["image", "video"]).default("image"),
  bucketFolder: folder.default(DEFAULT_FOLDER),
  tags: z.array(tag).max(20).default([]),
});
/** Where to send the bytes; `tus` when they go in resumable chunks (videos over 200 MB, Stream's rule). */
export const directUploadAnswerSchema = z.object({ url: z.string().min(1), id: z.string().min(1), protocol: z.enum(["post", "tus"]).default("post") });

/** POST /media/createEntry: the upload is complete; the worker checks it and answers the media entry. */
export const createEntrySchema = z.object({ uploadId: mediaId });

/** POST /media/update: editable fields of one medium. */
export const mediaUpdateSchema = z.object({
  media: z.object({
    id: mediaId,
    tags: z.array(tag).max(20).optional(),
    bucketFolder: folder.optional(),
    focalPoint: focalPointSchema.nullable().optional(),
    alt: z
      .record(z.string().regex(/^[a-z]{2}$/), z.string().max(300))
      .nullable()
      .optional(),
  }),
  revalidationTag,
});

/** POST /media/blurHash: the placeholder computed in the browser from a 32 px copy (not for SVG). */
export const blurHashSchema = z.object({
  media: z.object({ id: mediaId, blurHash: z.string().regex(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{6,100}$/, "blurhash characters") }),
  revalidationTag,
});

/** POST /media/cropImage: a derived medium showing `cropArea` of the original (no re-encoding). */
export const cropImageSchema = z.object({ media: z.object({ id: mediaId, cropArea: cropAreaSchema }) });

/** POST /media/delete; `confirmed` is the editor's yes after being told which published pages use the medium. */
export const mediaDeleteSchema = z.object({
  mediaId,
  bucketFolder: folder,
  groupId: z.string().max(64).nullable().optional(),
  objectId: mediaId,
  /** A YouTube medium has the extension "yt" (it has no file). */
  extension: z.enum([...IMAGE_EXTENSIONS, ...VIDEO_EXTENSIONS, "yt"]),
  confirmed: z.boolean().default(false),
});

/** POST /media/youtube */
export const youtubeMediaSchema = z.object({
  videoId: z.string().regex(/^[A-Za-z0-9_-]{11}$/, "11-character YouTube id"),
  youtubeUrl: z.string().url().max(300),
  thumbnailUrl: z.string().url().max(300),
  aspectRatio: z
    .string()
    .regex(/^\d{1,2}:\d{1,2}$/, "ratio like 16:9")
    .default("16:9"),
});

/** GET /media/list: one page of the library, newest first. */
export const mediaListQuerySchema = z.object({
  mediaType: z.enum(["image", "video"]).default("image"),
  bucketFolder: folder.optional(),
  tags: z
    .string()
    .max(200)
    .optional()
    .transform((value) =>
      value
        ? value
            .split(",")
            .map((t) => t.trim())
            .filter(Boolean)
        : [],
    ),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A page that shows a medium, named for the delete confirmation. */
export const mediaUsageSchema = z.object({ pageId: z.string(), name: z.string(), path: z.string() });
export type MediaUsage = z.infer<typeof mediaUsageSchema>;
