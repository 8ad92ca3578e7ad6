import { MEDIA_WIDTHS } from "../media";

/** Longest side of the copy a blurhash is computed from (decision 018; full size takes seconds). */
export const BLURHASH_SIDE = 32;

/** Size of the small copy for the blurhash: the longest side 32 px, proportions kept, at least 1 px. */
export function blurhashSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, BLURHASH_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Blurhash components: 4 across and 3 down for landscape, the other way round for portrait. */
export function blurhashComponents(width: number, height: number): [number, number] {
  return width >= height ? [4, 3] : [3, 4];
}

/**
 * Width variants the browser makes for an upload: every MEDIA_WIDTHS entry below the image's width, same type.
 * None for SVG (scales itself) and GIF (a canvas would drop the animation).
 */
export function variantPlan(mimeType: string, width: number, height: number): { width: number; height: number }[] {
  if (!["image/jpeg", "image/png", "image/webp"].includes(mimeType)) return [];
  return MEDIA_WIDTHS.filter((w) => w < width).map((w) => ({ width: w, height: Math.max(1, Math.round((height * w) / width)) }));
}
