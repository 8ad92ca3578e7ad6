import { ackSchema, directUploadAnswerSchema, type MediaEntry, mediaEntrySchema } from "../../../common/media/media-api";
import { checkExtension, MAX_IMAGE_BYTES, MAX_VIDEO_BYTES, tooLargeMessage, UPLOAD_ERRORS } from "../../../common/media/upload-rules";
import { VIDEO_POLL_MS } from "../../../common/media/upload-status";
import { answerMessage } from "../../../common/media/upload-status";
import { imageDerivatives } from "./image-derivatives";
import { api } from "../api/client";
import { MediaCallError, mediaCall, sendWithProgress } from "./transport";

type UploadTarget = { bucketFolder?: string; tags?: string[]; onProgress: (loaded: number, total: number) => void };

/** Checks name and size in the browser (the worker checks again, by the bytes); throws with the spec's message. */
function precheck(file: File, kind: "image" | "video") {
  const check = checkExtension(file.name, [kind]);
  if (!check.ok) throw new MediaCallError(415, check.error);
  const limit = kind === "image" ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES;
  if (file.size > limit) throw new MediaCallError(413, tooLargeMessage(limit));
}

/** Asks where to send the file: the spec's messages when that fails or the answer lacks the address. */
async function uploadAddress(file: File, mediaType: "image" | "video", target: UploadTarget) {
  const answer = await mediaCall(
    api.media.directUpload.$post({ json: { filename: file.name, fileSize: file.size, mediaType, bucketFolder: target.bucketFolder, tags: target.tags } }),
    directUploadAnswerSchema.partial(),
    UPLOAD_ERRORS.uploadUrl,
  ).catch((error: unknown) => {
    // The worker's refusal (type, size) is the useful message; anything else is the spec's.
    throw error instanceof MediaCallError && error.status >= 400 && error.status < 500 ? error : new MediaCallError(0, UPLOAD_ERRORS.uploadUrl);
  });
  if (!answer.url || !answer.id) throw new MediaCallError(0, UPLOAD_ERRORS.urlOrIdMissing);
  return { url: answer.url, id: answer.id, protocol: answer.protocol ?? "post" };
}

const createEntry = (uploadId: string) => mediaCall(api.media.createEntry.$post({ json: { uploadId } }), mediaEntrySchema, UPLOAD_ERRORS.createEntry);

/**
 * Uploads one image: checks, address, the bytes with progress (original and browser-made width variants count
 * together), the entry, then its blurhash. Resolves with the new media entry.
 */
async function uploadImage(file: File, target: UploadTarget): Promise<MediaEntry> {
  precheck(file, "image");
  const derived = await imageDerivatives(file).catch((error: unknown) => {
    console.warn("no derivatives for", file.name, error);
    return null;
  });
  const { url, id } = await uploadAddress(file, "image", target);
  const total = file.size + (derived?.variants.reduce((sum, v) => sum + v.blob.size, 0) ?? 0);
  let done = 0;
  const put = await sendWithProgress("PUT", url, file, (loaded) => target.onProgress(done + loaded, total));
  if (put.status !== 200) throw new MediaCallError(put.status, answerMessage(put.body, UPLOAD_ERRORS.internal));
  done += file.size;
  for (const variant of derived?.variants ?? []) {
    const answer = await sendWithProgress("PUT", `${url}&w=${variant.width}`, variant.blob, (loaded) => target.onProgress(done + loaded, total));
    if (answer.status !== 200) console.warn("width variant refused", variant.width, answer.body);
    done += variant.blob.size;
  }
  const entry = await createEntry(id);
  if (derived?.blurHash) {
    await mediaCall(api.media.blurHash.$post({ json: { media: { id: entry.id, blurHash: derived.blurHash } } }), ackSchema).catch((error: unknown) =>
      console.warn("blurhash not saved", error),
    );
    entry.blurHash = derived.blurHash;
  }
  return entry;
}

/**
 * Uploads an own video to the address Stream gave: one POST up to 200 MB, above that in resumable tus chunks
 * (tus-js-client, loaded only then). Resolves with the new media entry, whose video Stream then encodes.
 */
async function uploadVideo(file: File, target: UploadTarget): Promise<MediaEntry> {
  precheck(file, "video");
  const { url, id, protocol } = await uploadAddress(file, "video", target);
  if (protocol === "tus") {
    const { sendByTus } = await import("./tus-upload");
    await sendByTus(file, url, target.onProgress).catch((error: unknown) => {
      console.error("tus upload failed", error);
      throw new MediaCallError(0, UPLOAD_ERRORS.internal);
    });
    return createEntry(id);
  }
  const form = new FormData();
  form.append("file", file, file.name);
  const sent = await sendWithProgress("POST", url, form, target.onProgress);
  if (sent.status < 200 || sent.status >= 300) throw new MediaCallError(sent.status, answerMessage(sent.body, UPLOAD_ERRORS.internal));
  return createEntry(id);
}

/** Uploads by kind: images to the worker, videos to Stream. */
export function uploadFile(file: File, target: UploadTarget): Promise<MediaEntry> {
  return file.type.startsWith("video/") || checkExtension(file.name, ["video"]).ok ? uploadVideo(file, target) : uploadImage(file, target);
}

/** Polls an own video's status every 3 s until it is ready (or failed, or the signal aborts). */
export async function waitUntilReady(entry: MediaEntry, onUpdate: (entry: MediaEntry) => void, signal: AbortSignal): Promise<MediaEntry> {
  let current = entry;
  while (
    current.videoSettings?.source === "stream" &&
    current.videoSettings.status !== "ready" &&
    current.videoSettings.status !== "error" &&
    !signal.aborted
  ) {
    await new Promise((resolve) => setTimeout(resolve, VIDEO_POLL_MS));
    if (signal.aborted) break;
    current = await mediaCall(api.media.status[":id"].$get({ param: { id: encodeURIComponent(current.id) } }), mediaEntrySchema);
    onUpdate(current);
  }
  return current;
}
