import { encode } from "blurhash";
import { blurhashComponents, blurhashSize, variantPlan } from "../../../common/media/derivatives";

/** What the browser makes of an image before upload: its size, a blurhash from a 32 px copy, width variants. */
type ImageDerivatives = { width: number; height: number; blurHash: string | null; variants: { width: number; blob: Blob }[] };

function draw(source: CanvasImageSource, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no 2D canvas");
  context.imageSmoothingQuality = "high";
  context.drawImage(source, 0, 0, width, height);
  return canvas;
}

const toBlob = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob && blob.type === type ? resolve(blob) : reject(new Error(`cannot encode ${type}`))), type, 0.85),
  );

/**
 * Decodes the file, computes its blurhash from a small copy (never the full size: seconds for a photo) and draws
 * the width variants in the same type. SVG and GIF get no variants (variantPlan); SVG no blurhash either.
 */
export async function imageDerivatives(file: File): Promise<ImageDerivatives> {
  if (file.type === "image/svg+xml") return { width: 0, height: 0, blurHash: null, variants: [] };
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = bitmap;
    const small = blurhashSize(width, height);
    const pixels = draw(bitmap, small.width, small.height).getContext("2d")!.getImageData(0, 0, small.width, small.height);
    const blurHash = encode(pixels.data, small.width, small.height, ...blurhashComponents(small.width, small.height));
    const variants: ImageDerivatives["variants"] = [];
    for (const plan of variantPlan(file.type, width, height)) {
      try {
        variants.push({ width: plan.width, blob: await toBlob(draw(bitmap, plan.width, plan.height), file.type) });
      } catch (error) {
        // A browser that cannot write this type (WebP in old Safari): the original serves every width.
        console.warn("width variant skipped", plan.width, error);
      }
    }
    return { width, height, blurHash, variants };
  } finally {
    bitmap.close();
  }
}
