import { mediaSrcSet } from "../media";
import { pictureAlt } from "../media/alt-text";
import { cropLayout, objectPosition } from "../media/focal-crop";
import type { ItemMarker } from "../editor/markers";
import type { MediaView } from "../page-model";

/** The part of a media row an image needs (a MediaView, or the small props a gallery island carries). */
export type ImageSource = Pick<MediaView, "publicUrl" | "width" | "height" | "blurHash" | "alt" | "focalPoint" | "cropArea" | "decorative">;

/**
 * A responsive image with explicit dimensions (width/height attributes give the box its aspect ratio before the
 * file arrives, so nothing shifts) and a srcset of the stored width variants. data-blurhash carries the
 * placeholder that common/media/blurhash.ts paints behind the image until it has loaded.
 */
export function MediaImage({
  media,
  sizes = "100vw",
  alt,
  className,
  priority = false,
  marker,
}: {
  media: ImageSource;
  sizes?: string;
  alt?: string;
  className?: string;
  priority?: boolean;
  /** Edit mode: the field's markers, so the editor can select the picture (its media menu). */
  marker?: Partial<ItemMarker>;
}) {
  const srcSet = mediaSrcSet(media.publicUrl, media.width);
  // The focal point keeps the subject in view wherever the picture is cover-fitted (centre when none is set).
  const style = media.focalPoint ? { objectPosition: objectPosition(media.focalPoint) } : undefined;
  if (media.cropArea && media.width && media.height) {
    // A cropped copy: the original's file, clipped to the crop by its frame (no re-encoded file).
    const layout = cropLayout(media.cropArea, { width: (media.width * 100) / media.cropArea.width, height: (media.height * 100) / media.cropArea.height });
    return (
      <span className={`media-crop ${className ?? ""}`.trim()} style={layout.frame} {...marker}>
        <img
          src={media.publicUrl}
          width={media.width}
          height={media.height}
          alt={alt ?? pictureAlt(media)}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          style={layout.image}
        />
      </span>
    );
  }
  return (
    <img
      {...marker}
      style={style}
      className={className}
      src={media.publicUrl}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? pictureAlt(media)}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      data-blurhash={media.blurHash ?? undefined}
    />
  );
}
