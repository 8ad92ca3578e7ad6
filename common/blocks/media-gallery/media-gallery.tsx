import { type ComponentType, type CSSProperties, type ReactNode, startTransition, useCallback, useEffect, useRef, useState } from "react";
import type { LightboxExternalProps } from "yet-another-react-lightbox";
import { GALLERY_BATCH, GALLERY_LOAD_DELAY_MS, type GalleryItem } from "../../media/gallery";
import { MASONRY_RESIZE_DEBOUNCE_MS, masonryColumnCount, masonryReferenceWidth, masonryStyles } from "../../media/masonry";
import { mediaSrcSet, parseMediaUrl, mediaUrl, variantWidths } from "../../media";
import { MediaImage } from "../../ui/media-image";

export type MediaGalleryProps = {
  items: GalleryItem[];
  layout: "grid" | "masonry";
  /** Columns on wide screens (3, 4 or 5); masonry drops columns below 200 px each. */
  columns: number;
  format: "square" | "portrait";
  sizes: string;
  /** Live: links open the lightbox and 'Mehr laden' pages; edit mode: every image, no links. */
  live: boolean;
  texts: { loadMore: string; loading: string; gallery: string; close: string; previous: string; next: string };
};

/**
 * Content width the server lays the masonry out for: .container (72rem) minus its padding on a desktop screen.
 * The island measures the real width after hydration and only moves images when the column count differs.
 */
export const MASONRY_SERVER_WIDTH = 1088;

/** The gallery: images in a grid or masonry, 24 at a time, with a lightbox loaded on the first click. */
export function MediaGallery({ items, layout, columns, format, sizes, live, texts }: MediaGalleryProps) {
  const [count, setCount] = useState(live ? Math.min(GALLERY_BATCH, items.length) : items.length);
  const [busy, setBusy] = useState(false);
  const [width, setWidth] = useState<number | null>(null);
  const [lightbox, setLightbox] = useState<{ Component: ComponentType<LightboxExternalProps>; index: number } | null>(null);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const visible = items.slice(0, count);

  // Marks the gallery as interactive (hydrated): tests wait for it, and nothing else depends on it.
  useEffect(() => {
    if (root.current) root.current.dataset.ready = "true";
  }, []);

  // Masonry: measure the real width, and again on resize (debounced 50 ms). The first measurement comes from the
  // observer's first call, after the browser's own layout (reading it in the effect forced one), and placing the
  // pictures for it is a transition: it yields to the browser like the hydration before it.
  useEffect(() => {
    const element = root.current;
    if (layout !== "masonry" || !element) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let measured = false;
    const measure = () => {
      const next = element.querySelector(".masonry")?.clientWidth ?? element.clientWidth;
      startTransition(() => setWidth(next));
    };
    const observer = new ResizeObserver(() => {
      clearTimeout(timer);
      if (measured) timer = setTimeout(measure, MASONRY_RESIZE_DEBOUNCE_MS);
      else measure();
      measured = true;
    });
    observer.observe(element);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, [layout]);

  // New images: placeholders for them, and focus on the first one.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    void import("../../media/blurhash").then((m) => m.paintBlurhashes(element));
    if (focusIndex.current === null || focusIndex.current >= count) return;
    element.querySelector<HTMLElement>(`[data-index="${focusIndex.current}"]`)?.focus();
    focusIndex.current = null;
  }, [count]);

  const loadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(loadTimer.current), []);
  const loadMore = useCallback(() => {
    if (busy) return;
    setBusy(true);
    loadTimer.current = setTimeout(() => {
      focusIndex.current = count;
      setCount((c) => Math.min(items.length, c + GALLERY_BATCH));
      setBusy(false);
    }, GALLERY_LOAD_DELAY_MS);
  }, [busy, count, items.length]);

  const openAt = async (index: number, element: HTMLElement) => {
    opener.current = element;
    if (lightbox) {
      setLightbox({ ...lightbox, index });
      setOpen(true);
      return;
    }
    const [module] = await Promise.all([import("yet-another-react-lightbox"), import("yet-another-react-lightbox/styles.css")]);
    setLightbox({ Component: module.default, index });
    setOpen(true);
  };

  const tile = (item: GalleryItem, index: number, style?: CSSProperties) => {
    const image = (
      <MediaImage
        media={{ publicUrl: item.url, width: item.width, height: item.height, blurHash: item.blurHash, alt: item.alt, focalPoint: item.focalPoint }}
        sizes={sizes}
      />
    );
    return (
      <li key={item.id} style={style} data-media-id={live ? undefined : item.id}>
        {live ? (
          <a
            href={item.url}
            className="gallery__link"
            data-index={index}
            aria-haspopup="dialog"
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              // Without the lightbox code (offline, blocked chunk) the picture opens as the link says.
              openAt(index, event.currentTarget).catch((error: unknown) => {
                console.error("lightbox failed to load", error);
                window.location.assign(item.url);
              });
            }}
          >
            {image}
          </a>
        ) : (
          image
        )}
      </li>
    );
  };

  let body: ReactNode;
  if (layout === "masonry") {
    // Every column count is described at once; the stylesheet picks the one that fits (container queries), so the
    // server's markup is already right at any width. Once measured, the current count is placed for the real width.
    const current = width === null ? null : masonryColumnCount(width, columns);
    const styles = masonryStyles(
      visible.map((item) => ({ width: item.width ?? 1, height: item.height ?? 1 })),
      columns,
      (k) => (k === current && width !== null ? width : masonryReferenceWidth(k, columns, MASONRY_SERVER_WIDTH)),
    );
    body = (
      <div className="masonry" data-layout-width={width ?? undefined}>
        <ul className="masonry__list" data-max={columns} style={styles.list as CSSProperties}>
          {visible.map((item, index) => tile(item, index, styles.items[index] as CSSProperties))}
        </ul>
      </div>
    );
  } else {
    body = <ul className={`image-grid image-grid--${columns} layout-grid format-${format}`}>{visible.map((item, index) => tile(item, index))}</ul>;
  }

  const Lightbox = lightbox?.Component;
  return (
    <div ref={root} className="gallery__body" data-gallery-count={count}>
      {body}
      {live && count < items.length && (
        <button
          type="button"
          className="button button--primary gallery__more"
          onClick={loadMore}
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
        >
          {busy ? texts.loading : texts.loadMore}
        </button>
      )}
      {Lightbox && lightbox && (
        <Lightbox
          open={open}
          index={lightbox.index}
          close={() => setOpen(false)}
          slides={visible.map(slide)}
          labels={{ Close: texts.close, Previous: texts.previous, Next: texts.next, Lightbox: texts.gallery, "Photo gallery": texts.gallery }}
          controller={{ closeOnBackdropClick: true }}
          on={{ exited: () => opener.current?.focus() }}
        />
      )}
    </div>
  );
}

/** A lightbox slide with the same width variants the page offers. */
function slide(item: GalleryItem) {
  const file = parseMediaUrl(item.url);
  const srcSet =
    file && item.width && item.height && mediaSrcSet(item.url, item.width)
      ? [
          ...variantWidths(item.width).map((w) => ({
            src: mediaUrl(file.id, file.extension, w),
            width: w,
            height: Math.round((w * item.height!) / item.width!),
          })),
          { src: item.url, width: item.width, height: item.height },
        ]
      : undefined;
  return { src: item.url, alt: item.alt, width: item.width ?? undefined, height: item.height ?? undefined, srcSet };
}
