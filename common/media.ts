import { z } from "zod";

/** Widths of the stored image variants; srcset offers those below an image's own width. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** R2 object key of a media file, or of one of its width variants. */
export function mediaObjectKey(id: string, extension: string, width?: number): string {
  return width ? `media/${id}-w${width}.${extension}` : `media/${id}.${extension}`;
}

/** Public address of a media file: /media/{id}.{extension}, with ?w= for a width variant. */
export function mediaUrl(id: string, extension: string, width?: number): string {
  return width ? `/media/${id}.${extension}?w=${width}` : `/media/${id}.${extension}`;
}

/** The file part of a media address: an id and an extension (letters and digits only). */
export const mediaFileSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[a-z0-9]{2,5}$/, "media file {id}.{extension}");

/** The query of a media address: an optional width, one of MEDIA_WIDTHS. */
export const mediaQuerySchema = z.object({
  w: z.coerce
    .number()
    .int()
    .refine((w) => (MEDIA_WIDTHS as readonly number[]).includes(w), `one of ${MEDIA_WIDTHS.join(", ")}`)
    .optional(),
});
