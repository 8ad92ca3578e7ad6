import type { CropArea, FocalPoint } from "./media-api";

/**
 * Focal point defaults: the editor starts at the centre when none is set, where display puts it too (the spec's
 * 0.1/0.1 showed a point the picture did not use: docs/decisions/080).
 */
export const EDITOR_FOCAL_DEFAULT: FocalPoint = { x: 0.5, y: 0.5 };
export const DISPLAY_FOCAL_DEFAULT: FocalPoint = { x: 0.5, y: 0.5 };

const pct = (value: number) => `${Math.round(value * 10000) / 100}%`;

/** CSS object-position of a focal point: a cover-fitted picture keeps its subject in view. */
export function objectPosition(focal: FocalPoint | null | undefined): string {
  const f = focal ?? DISPLAY_FOCAL_DEFAULT;
  return `${pct(f.x)} ${pct(f.y)}`;
}

/**
 * How a cropped copy shows its original without a new file: the frame has the crop's proportions and clips; the
 * original inside it is scaled and shifted so that exactly the crop rectangle fills the frame.
 */
export function cropLayout(crop: CropArea, original: { width: number; height: number }) {
  const w = crop.width / 100;
  const h = crop.height / 100;
  return {
    frame: { aspectRatio: `${Math.round(original.width * w)} / ${Math.round(original.height * h)}` },
    image: { width: pct(1 / w), height: pct(1 / h), left: pct(-crop.x / 100 / w), top: pct(-crop.y / 100 / h) },
  };
}

/** A crop rectangle (percent) in pixels of its original, e.g. for Cloudflare's trim at delivery. */
export function cropPixels(crop: CropArea, original: { width: number; height: number }) {
  const left = Math.round((crop.x / 100) * original.width);
  const top = Math.round((crop.y / 100) * original.height);
  const width = Math.round((crop.width / 100) * original.width);
  const height = Math.round((crop.height / 100) * original.height);
  return { left, top, width, height, right: original.width - left - width, bottom: original.height - top - height };
}
