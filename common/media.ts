// No zod here: the gallery and every picture on a visitor page import this module (the address schemas live
// with the media route, worker/media/media-routes.ts).

/** Widths of the stored image variants; srcset offers those below an image's own width. */
export const MEDIA_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** R2 object key of a media file, or of one of its width variants. */
/** The R2 key of a file stored before sites existed (migration 0004 kept these objects where they were). */
export const legacyMediaObjectKey = (id: string, extension: string) => `media/${id}.${extension}`;

export function mediaObjectKey(siteId: string, id: string, extension: string, width?: number): string {
  return width ? `sites/${siteId}/media/${id}-w${width}.${extension}` : `sites/${siteId}/media/${id}.${extension}`;
}

/** Public address of a media file: /media/{id}.{extension}, with ?w= for a width variant. */
export function mediaUrl(id: string, extension: string, width?: number): string {
  return width ? `/media/${id}.${extension}?w=${width}` : `/media/${id}.${extension}`;
}

/** The id and extension of one of our media addresses (/media/{id}.{ext}); null for any other address. */
export function parseMediaUrl(url: string): { id: string; extension: string } | null {
  const match = /^\/media\/([A-Za-z0-9_-]{1,64})\.([a-z0-9]{2,5})$/.exec(url);
  return match ? { id: match[1]!, extension: match[2]! } : null;
}

/** Widths of the variants stored for an image `width` px wide: every MEDIA_WIDTHS entry below it. */
export function variantWidths(width: number | null): number[] {
  return width ? MEDIA_WIDTHS.filter((w) => w < width) : [];
}

/**
 * The srcset of a media image: its stored width variants plus the original at its own width. Empty when the
 * address is not one of ours or the width is unknown (then the browser just loads src).
 */
export function mediaSrcSet(publicUrl: string, width: number | null): string {
  const file = parseMediaUrl(publicUrl);
  if (!file || !width) return "";
  return [...variantWidths(width).map((w) => `${mediaUrl(file.id, file.extension, w)} ${w}w`), `${mediaUrl(file.id, file.extension)} ${width}w`].join(", ");
}
