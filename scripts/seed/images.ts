import { encode as encodeBlurHash } from "blurhash";
import jpeg from "jpeg-js";
import { MEDIA_WIDTHS } from "../../common/media";
import { storeMedia } from "../../worker/media/media-store";
import { DEMO_PICTURES } from "./assets/demo-pictures";
import type { SeedContext } from "./demo-site";

/** What a demo picture shows: soft light on two colours, with lenses, a frame or hills. */
export type DemoImageSpec = {
  name: string;
  alt: { de: string; fr: string };
  width: number;
  height: number;
  /** Hues (0-360) of the background and of the motif. */
  hues: [number, number];
  motif: "lenses" | "frame" | "hills" | "portrait" | "logo";
};

/** A drawn picture as stored: its size, blurhash and the JPEG bytes (base64) of the original and its width variants. */
export type StoredPicture = { width: number; height: number; blurHash: string; original: string; variants: Record<string, string> };

/** What identifies a drawing (the name and alt text do not change the pixels). */
export const pictureKey = (spec: DemoImageSpec) => `${spec.motif}-${spec.width}x${spec.height}-${spec.hues.join("-")}`;

let recorder: ((key: string, picture: StoredPicture) => void) | null = null;
let drawnAtSeed = 0;

/** make-demo-pictures.ts: every picture is drawn (none taken from the stored set) and handed to `record`. */
export function recordPictures(record: (key: string, picture: StoredPicture) => void): void {
  recorder = record;
}

/** How many pictures this isolate drew because the stored set lacked them (the seed's test expects none). */
export const picturesDrawnAtSeed = () => drawnAtSeed;

/**
 * Stores a demo picture (the seed has no photos and no network) as a JPEG with its width variants and a blurhash,
 * and returns its media id. The pixels come from assets/demo-pictures.ts, drawn once by make-demo-pictures.ts:
 * drawing and JPEG-encoding in JavaScript takes seconds, and the seed runs in every Workers test file that reads
 * demo content. A picture missing there is drawn here (and counted).
 */
export async function addDemoImage(ctx: SeedContext, spec: DemoImageSpec): Promise<string> {
  const key = pictureKey(spec);
  let picture = recorder ? undefined : DEMO_PICTURES[key];
  if (!picture) {
    picture = draw(spec);
    if (recorder) recorder(key, picture);
    else drawnAtSeed++;
  }
  const variants = new Map(Object.entries(picture.variants).map(([width, bytes]) => [Number(width), base64Bytes(bytes)] as const));
  return storeMedia(
    ctx.db,
    ctx.bucket,
    {
      mediaType: "image",
      mimeType: "image/jpeg",
      extension: "jpg",
      originalFilename: `${spec.name}.jpg`,
      width: picture.width,
      height: picture.height,
      blurHash: picture.blurHash,
      alt: spec.alt,
    },
    base64Bytes(picture.original),
    variants,
  );
}

/** Draws the picture once at full size (drawing is the slow part); variants and the blurhash source are scaled down from it. */
function draw(spec: DemoImageSpec): StoredPicture {
  const original = render(spec, spec.width);
  const variants = Object.fromEntries(MEDIA_WIDTHS.filter((w) => w < spec.width).map((w) => [String(w), base64(encodeJpeg(downscale(original, w)))]));
  const small = downscale(original, 32);
  const blurHash = encodeBlurHash(small.rgba, small.width, small.height, 4, 3);
  return { width: spec.width, height: spec.height, blurHash, original: base64(encodeJpeg(original)), variants };
}

function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The bytes of a base64 text (the stored pictures, the demo video). */
export function base64Bytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function render(spec: DemoImageSpec, width: number) {
  const height = Math.max(1, Math.round((spec.height / spec.width) * width));
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(spec, x / width, y / height, width / height);
      const i = (y * width + x) * 4;
      rgba[i] = r;
      rgba[i + 1] = g;
      rgba[i + 2] = b;
      rgba[i + 3] = 255;
    }
  }
  return { width, height, rgba };
}

type Picture = { width: number; height: number; rgba: Uint8ClampedArray };

function encodeJpeg(picture: Picture): Uint8Array {
  return new Uint8Array(jpeg.encode({ data: Buffer.from(picture.rgba.buffer), width: picture.width, height: picture.height }, 78).data);
}

/** Box-filter reduction to `width` (keeping the aspect ratio): each target pixel averages the source pixels it covers. */
function downscale(source: Picture, width: number): Picture {
  const height = Math.max(1, Math.round((source.height / source.width) * width));
  const rgba = new Uint8ClampedArray(width * height * 4);
  const sx = source.width / width;
  const sy = source.height / height;
  for (let y = 0; y < height; y++) {
    const y0 = Math.floor(y * sy);
    const y1 = Math.max(y0 + 1, Math.floor((y + 1) * sy));
    for (let x = 0; x < width; x++) {
      const x0 = Math.floor(x * sx);
      const x1 = Math.max(x0 + 1, Math.floor((x + 1) * sx));
      let r = 0;
      let g = 0;
      let b = 0;
      for (let yy = y0; yy < y1; yy++) {
        for (let xx = x0; xx < x1; xx++) {
          const i = (yy * source.width + xx) * 4;
          r += source.rgba[i]!;
          g += source.rgba[i + 1]!;
          b += source.rgba[i + 2]!;
        }
      }
      const n = (y1 - y0) * (x1 - x0);
      const o = (y * width + x) * 4;
      rgba[o] = r / n;
      rgba[o + 1] = g / n;
      rgba[o + 2] = b / n;
      rgba[o + 3] = 255;
    }
  }
  return { width, height, rgba };
}

/** Colour at (u, v) in 0..1; `aspect` is width / height, so circles stay round. */
function pixel(spec: DemoImageSpec, u: number, v: number, aspect: number): [number, number, number] {
  const [bgHue, motifHue] = spec.hues;
  const light = 0.62 + 0.25 * (1 - v) - 0.12 * Math.abs(u - 0.5);
  let colour = hsl(bgHue, 0.35, light);
  const x = (u - 0.5) * aspect;
  const y = v - 0.5;
  switch (spec.motif) {
    case "lenses": {
      for (const cx of [-0.22, 0.22]) {
        const d = Math.hypot(x - cx, y);
        if (d < 0.18 && d > 0.155) colour = hsl(motifHue, 0.45, 0.22);
        else if (d <= 0.155) colour = mix(colour, hsl(motifHue, 0.5, 0.8), 0.45 + 0.3 * (y + 0.5));
      }
      if (Math.abs(y + 0.04) < 0.012 && Math.abs(x) < 0.07) colour = hsl(motifHue, 0.45, 0.22);
      break;
    }
    case "frame": {
      const inFrame = Math.abs(x) < 0.38 && Math.abs(y) < 0.1;
      const rim = inFrame && (Math.abs(x) > 0.34 || Math.abs(y) > 0.075 || Math.abs(x) < 0.03);
      if (rim) colour = hsl(motifHue, 0.55, 0.3);
      else if (inFrame) colour = mix(colour, hsl(motifHue, 0.3, 0.9), 0.5);
      break;
    }
    case "hills": {
      const ridge = 0.15 + 0.08 * Math.sin(u * 7 + motifHue) + 0.05 * Math.sin(u * 17);
      if (y > ridge) colour = hsl(motifHue, 0.4, 0.38 + 0.1 * (1 - v));
      else if (y > ridge - 0.12 && y > 0.05 + 0.06 * Math.sin(u * 5)) colour = hsl(motifHue + 20, 0.3, 0.5);
      break;
    }
    case "portrait": {
      const head = Math.hypot(x, (y + 0.12) * 1.1) < 0.16;
      const shoulders = y > 0.12 && Math.hypot(x, (y - 0.55) * 0.9) < 0.42;
      if (head) colour = hsl(28, 0.4, 0.68);
      else if (shoulders) colour = hsl(motifHue, 0.4, 0.35);
      break;
    }
    case "logo": {
      const ring = Math.hypot(x, y);
      if (ring < 0.3 && ring > 0.22) colour = hsl(motifHue, 0.6, 0.32);
      else if (ring <= 0.12) colour = hsl(motifHue, 0.6, 0.32);
      break;
    }
  }
  return colour;
}

function hsl(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}

function mix(a: [number, number, number], b: [number, number, number], t: number): [number, number, number] {
  return [Math.round(a[0] + (b[0] - a[0]) * t), Math.round(a[1] + (b[1] - a[1]) * t), Math.round(a[2] + (b[2] - a[2]) * t)];
}
