import type { MediaView } from "../page-model";
import { pictureAlt } from "./alt-text";

/** Images per batch and the pause before a batch appears (visitor-side section 9). */
export const GALLERY_BATCH = 24;
export const GALLERY_LOAD_DELAY_MS = 500;

/** What the gallery island needs of one image: small on purpose, as it travels as JSON in the page. */
export type GalleryItem = {
  id: string;
  url: string;
  width: number | null;
  height: number | null;
  blurHash: string | null;
  alt: string;
  focalPoint?: { x: number; y: number } | null;
};

/** Only images with an id and a public address (visitor-side section 5); alt by the rule of decision 127. */
export function galleryItems(media: readonly (MediaView | null)[]): GalleryItem[] {
  return media.flatMap((m) =>
    m?.id && m.publicUrl && m.mediaType === "image"
      ? [
          {
            id: m.id,
            url: m.publicUrl,
            width: m.width,
            height: m.height,
            blurHash: m.blurHash,
            alt: pictureAlt(m),
            ...(m.focalPoint ? { focalPoint: m.focalPoint } : {}),
          },
        ]
      : [],
  );
}
