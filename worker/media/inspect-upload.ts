import { fileTypeFromBuffer } from "file-type";
import { imageSize } from "image-size";
import { type ImageExtension, MIME_BY_EXTENSION, UPLOAD_ERRORS } from "../../common/media/upload-rules";
import { RefusedUpload } from "./refused-upload";
import { checkSvg } from "./svg-check";

/** What the bytes of an accepted image are: its real type (never the name's word for it) and its resolution. */
export type InspectedImage = { mimeType: string; extension: ImageExtension; width: number; height: number };

const SNIFFED: Record<string, ImageExtension> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp" };

/**
 * Checks an upload by its bytes: the magic number must be one of the allowed image types and agree with the
 * extension (jpg/jpeg are one type), the structure must end where the format says (no script or archive appended
 * after the image: the polyglot trick), and the resolution must be readable. SVG has no magic number and goes
 * through the SVG check. Throws RefusedUpload with the spec's message or the reason.
 */
export async function inspectImage(bytes: Uint8Array, extension: ImageExtension): Promise<InspectedImage> {
  if (extension === "svg") {
    const { width, height } = checkSvg(bytes);
    return { mimeType: MIME_BY_EXTENSION.svg, extension: "svg", width, height };
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const real = sniffed ? SNIFFED[sniffed.mime] : undefined;
  if (!real) throw new RefusedUpload(UPLOAD_ERRORS.typeNotAllowed);
  const named = extension === "jpeg" ? "jpg" : extension;
  if (real !== named) throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: the content is ${real.toUpperCase()}, the name says ${extension}`);
  if (!endsWhereFormatEnds(bytes, real)) throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: not a complete ${real.toUpperCase()} image`);
  let size: { width?: number; height?: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: unreadable ${real.toUpperCase()} image`);
  }
  if (!size.width || !size.height) throw new RefusedUpload(`${UPLOAD_ERRORS.typeNotAllowed}: no image size`);
  return { mimeType: MIME_BY_EXTENSION[real], extension: extension === "jpeg" ? "jpg" : real, width: size.width, height: size.height };
}

const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** True when the file's own structure runs exactly to its last byte (nothing hidden behind the image). */
export function endsWhereFormatEnds(bytes: Uint8Array, type: ImageExtension): boolean {
  switch (type) {
    case "png":
      return pngEnds(bytes);
    case "gif":
      return gifEnds(bytes);
    case "jpg":
      return jpegEnds(bytes);
    case "webp":
      // RIFF: the size field counts everything after the first 8 bytes (padded to even).
      return bytes.length >= 12 && u32le(bytes, 4) + 8 + (u32le(bytes, 4) % 2) === bytes.length;
    default:
      return false;
  }
}

const u32le = (b: Uint8Array, at: number) => (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0;

/** PNG: chunks (length, type, data, CRC) from byte 8 up to IEND, which must be the last chunk of the file. */
function pngEnds(b: Uint8Array): boolean {
  let at = 8;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = String.fromCharCode(b[at + 4]!, b[at + 5]!, b[at + 6]!, b[at + 7]!);
    at += 12 + length;
    if (type === "IDAT") sawData = true;
    if (type === "IEND") return sawData && at === b.length;
  }
  return false;
}

/** GIF: header and screen descriptor, colour table, then extension and image blocks up to the trailer (0x3B). */
function gifEnds(b: Uint8Array): boolean {
  let at = 13;
  if (b.length < 14) return false;
  if (b[10]! & 0x80) at += 3 * 2 ** ((b[10]! & 7) + 1);
  let images = 0;
  const skipSubBlocks = () => {
    while (at < b.length && b[at] !== 0) at += b[at]! + 1;
    at++;
  };
  while (at < b.length) {
    const introducer = b[at];
    if (introducer === 0x3b) return images > 0 && at === b.length - 1;
    if (introducer === 0x21) {
      at += 2;
      skipSubBlocks();
    } else if (introducer === 0x2c) {
      if (at + 10 > b.length) return false;
      const flags = b[at + 9]!;
      at += 10;
      if (flags & 0x80) at += 3 * 2 ** ((flags & 7) + 1);
      at++; // LZW minimum code size
      skipSubBlocks();
      images++;
    } else return false;
  }
  return false;
}

/** JPEG: segments from SOI; entropy-coded data after SOS runs to EOI (FFD9), which must end the file. */
function jpegEnds(b: Uint8Array): boolean {
  let at = 2;
  let frame = false;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xd9) return false;
    const length = (b[at + 2]! << 8) | b[at + 3]!;
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) frame = true;
    at += 2 + length;
    if (marker === 0xda) {
      // Scan data: find the EOI marker; any byte after it is data that is no part of the image.
      for (let i = at; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return frame && i + 2 === b.length;
      return false;
    }
  }
  return false;
}
