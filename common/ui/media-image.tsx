import { mediaSrcSet } from "../media";
import type { MediaView } from "../page-model";

/** The part of a media row an image needs (a MediaView, or the small props a gallery island carries). */
export type ImageSource = Pick<MediaView, "publicUrl" | "width" | "height" | "blurHash" | "alt">;

/**
 * A responsive image with explicit dimensions (width/height attributes give the box its aspect ratio before the
 * file arrives, so nothing shifts) and a srcset of the stored width variants. data-blurhash carries the
 * placeholder that client/media/blurhash.ts paints behind the image until it has loaded.
 */
export function MediaImage({
  media,
  sizes = "100vw",
  alt,
  className,
  priority = false,
}: {
  media: ImageSource;
  sizes?: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}) {
  const srcSet = mediaSrcSet(media.publicUrl, media.width);
  return (
    <img
      className={className}
      src={media.publicUrl}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? (media.alt?.trim() || "Image")}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      data-blurhash={media.blurHash ?? undefined}
    />
  );
}
