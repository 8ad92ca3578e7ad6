// Blurhash placeholders: paints the decoded hash of every img[data-blurhash] that has not loaded yet as its
// background, and drops it once the image is there. The box itself has its size from width/height attributes.
import { decode } from "blurhash";

const MAX_SIDE = 32;
/** How far outside the viewport a picture gets its placeholder painted ahead (a screen above and below). */
const AHEAD_MARGIN = "100% 0px";
/** Placeholders painted per task before yielding to the browser: a gallery of forty pictures was one 260 ms task. */
const TASK_BUDGET_MS = 8;
const cache = new Map<string, string>();

function placeholderUrl(hash: string, aspect: number): string | null {
  const width = aspect >= 1 ? MAX_SIDE : Math.max(1, Math.round(MAX_SIDE * aspect));
  const height = aspect >= 1 ? Math.max(1, Math.round(MAX_SIDE / aspect)) : MAX_SIDE;
  const key = `${hash}:${width}x${height}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return null;
  const image = context.createImageData(width, height);
  image.data.set(decode(hash, width, height));
  context.putImageData(image, 0, 0);
  const url = canvas.toDataURL("image/png");
  cache.set(key, url);
  return url;
}

const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;

/**
 * The box's aspect ratio from its width and height attributes (every media image has them): reading the laid-out
 * size instead would make the browser lay the page out again for each picture.
 */
function aspectOf(img: HTMLImageElement): number {
  const width = Number(img.getAttribute("width")) || img.width || 1;
  const height = Number(img.getAttribute("height")) || img.height || 1;
  return width / height;
}

/** Paints one image's placeholder unless it has already loaded; removes it on load. */
export function paintBlurhash(img: HTMLImageElement): void {
  const hash = img.dataset.blurhash;
  if (!hash || img.dataset.placeholder || loaded(img)) return;
  let url: string | null;
  try {
    url = placeholderUrl(hash, aspectOf(img));
  } catch (error) {
    console.error("invalid blurhash", error);
    return;
  }
  if (!url) return;
  img.style.backgroundImage = `url("${url}")`;
  img.dataset.placeholder = "blurhash";
  img.addEventListener(
    "load",
    () => {
      img.style.removeProperty("background-image");
      delete img.dataset.placeholder;
    },
    { once: true },
  );
}

const queue: HTMLImageElement[] = [];
let draining = false;

/** Paints queued placeholders for a few milliseconds, then yields and goes on in the next task. */
function drain() {
  const start = performance.now();
  while (queue.length > 0 && performance.now() - start < TASK_BUDGET_MS) paintBlurhash(queue.shift()!);
  if (queue.length > 0) setTimeout(drain, 0);
  else draining = false;
}

function enqueue(img: HTMLImageElement) {
  queue.push(img);
  if (draining) return;
  draining = true;
  setTimeout(drain, 0);
}

let observer: IntersectionObserver | undefined;

/**
 * Paints the placeholders of the pictures under `root` that are still loading: those on or near the screen first,
 * the others when they come near (a picture further down is usually loaded by then and needs none), a few per task.
 */
export function paintBlurhashes(root: Element | Document = document): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        enqueue(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: AHEAD_MARGIN },
  );
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-blurhash]")) {
    if (!img.dataset.placeholder && !loaded(img)) observer.observe(img);
  }
}
