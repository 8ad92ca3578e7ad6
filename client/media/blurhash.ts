// Blurhash placeholders: paints the decoded hash of every img[data-blurhash] that has not loaded yet as its
// background, and drops it once the image is there. The box itself has its size from width/height attributes.
import { decode } from "blurhash";

const MAX_SIDE = 32;
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

/** Paints one image's placeholder unless it has already loaded; removes it on load. */
export function paintBlurhash(img: HTMLImageElement): void {
  const hash = img.dataset.blurhash;
  if (!hash || img.dataset.placeholder || (img.complete && img.naturalWidth > 0)) return;
  let url: string | null;
  try {
    url = placeholderUrl(hash, (img.width || Number(img.getAttribute("width")) || 1) / (img.height || Number(img.getAttribute("height")) || 1));
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

/** Paints the placeholders of all such images under `root`. */
export function paintBlurhashes(root: Element | Document = document): void {
  for (const img of root.querySelectorAll<HTMLImageElement>("img[data-blurhash]")) paintBlurhash(img);
}
