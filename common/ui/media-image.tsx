import type { MediaView } from "../page-model";

const WIDTHS = [320, 640, 960, 1280, 1920];

/** A responsive image with explicit dimensions (no layout shift) and a width-hinted srcset. */
export function MediaImage({
  media,
  sizes = "100vw",
  alt,
  className,
  priority = false,
}: {
  media: MediaView;
  sizes?: string;
  alt?: string;
  className?: string;
  priority?: boolean;
}) {
  const width = media.width ?? undefined;
  const candidates = WIDTHS.filter((w) => !media.width || w < media.width);
  const srcSet = [...candidates.map((w) => `${media.publicUrl}?w=${w} ${w}w`), ...(media.width ? [`${media.publicUrl} ${media.width}w`] : [])].join(", ");
  return (
    <img
      className={className}
      src={media.publicUrl}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={media.height ?? undefined}
      alt={alt ?? (media.alt?.trim() || "Image")}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      data-blurhash={media.blurHash ?? undefined}
    />
  );
}
