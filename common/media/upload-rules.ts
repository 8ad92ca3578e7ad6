/**
 * Upload rules shared by the editor (checked before a byte leaves the browser) and the worker (checked again on
 * the bytes that arrive): allowed extensions (editor-side section 5), size limits, and the spec's messages.
 */

/** Image extensions an editor may upload (editor-side section 5). */
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif", "svg", "webp"] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** Video containers accepted for own videos (they go to Cloudflare Stream, which transcodes them). */
export const VIDEO_EXTENSIONS = ["mp4", "webm", "mov"] as const;
export type VideoExtension = (typeof VIDEO_EXTENSIONS)[number];

/** Largest image accepted: 20 MB. Bigger files are refused with 413 before anything is stored. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Largest own video: 2 GB; up to 200 MB one POST, above it resumable (tus), as Stream's direct upload allows. */
export const MAX_VIDEO_BYTES = 2 * 1024 * 1024 * 1024;
export const STREAM_BASIC_UPLOAD_BYTES = 200 * 1024 * 1024;

/** The spec's upload messages (editor-side sections 5 and 8). */
export const UPLOAD_ERRORS = {
  typeNotAllowed: "File type not allowed",
  noExtension: "File has no extension",
  uploadUrl: "Failed to fetch the upload URL",
  urlOrIdMissing: "Upload URL or ID missing",
  createEntry: "Failed to create media entry",
  deleteFailed: "Failed to delete media",
  internal: "Internal server error",
} as const;

/** The MIME type each allowed extension stands for (jpeg and jpg are one type). */
export const MIME_BY_EXTENSION: Record<ImageExtension | VideoExtension, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  svg: "image/svg+xml",
  webp: "image/webp",
  mp4: "video/mp4",
  webm: "video/webm",
  mov: "video/quicktime",
};

/** The lowercase extension of a file name ("Foto.JPG" -> "jpg"); null without one ("README", ".env", "a."). */
export function extensionOf(filename: string): string | null {
  const base = filename.split(/[\\/]/).pop() ?? "";
  const dot = base.lastIndexOf(".");
  if (dot <= 0 || dot === base.length - 1) return null;
  return base.slice(dot + 1).toLowerCase();
}

export type ExtensionCheck = { ok: true; extension: ImageExtension | VideoExtension; mediaType: "image" | "video" } | { ok: false; error: string };

/** Checks a file name's extension against the allowed ones; the error is one of the spec's two messages. */
export function checkExtension(filename: string, kinds: readonly ("image" | "video")[] = ["image"]): ExtensionCheck {
  const extension = extensionOf(filename);
  if (!extension) return { ok: false, error: UPLOAD_ERRORS.noExtension };
  if (kinds.includes("image") && (IMAGE_EXTENSIONS as readonly string[]).includes(extension))
    return { ok: true, extension: extension as ImageExtension, mediaType: "image" };
  if (kinds.includes("video") && (VIDEO_EXTENSIONS as readonly string[]).includes(extension))
    return { ok: true, extension: extension as VideoExtension, mediaType: "video" };
  return { ok: false, error: UPLOAD_ERRORS.typeNotAllowed };
}

/** A size limit message in the spec's units (Bytes, KB, MB, GB). */
export function formatFileSize(bytes: number): string {
  const units = ["Bytes", "KB", "MB", "GB"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(1))} ${units[unit]}`;
}

/** The message for a file over the limit, e.g. 'File too large (max. 20 MB)'. */
export function tooLargeMessage(limit: number): string {
  return `File too large (max. ${formatFileSize(limit)})`;
}
