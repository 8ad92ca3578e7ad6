import { toast } from "sonner";
import { youtubeMediaPayload } from "../../../common/blocks/video-player/youtube-id";
import { ackSchema, cropAnswerSchema, type CropArea, deleteAnswerSchema, type FocalPoint, type MediaEntry, mediaEntrySchema, type MediaUsage, mediaUsageSchema } from "../../../common/media/media-api";
import { deleteErrorMessage, VIDEO_LINK_ERROR_MS, VIDEO_LINK_SUCCESS_MS } from "../../../common/media/upload-status";
import type { MediaTexts } from "./media-texts";
import { MediaCallError, mediaCall } from "./transport";

/** Runs `work` under a status toast: loading, then success, or the error text, a colon and the message. */
async function withToast<T>(texts: { loading: string; success: string; error: string }, work: () => Promise<T>, message = (error: unknown) => (error instanceof Error ? error.message : String(error))): Promise<T> {
  const id = toast.loading(texts.loading);
  try {
    const result = await work();
    toast.success(texts.success, { id });
    return result;
  } catch (error) {
    toast.error(`${texts.error}: ${message(error)}`, { id });
    console.error(texts.error, error);
    throw error;
  }
}

const usedOn = (body: unknown): MediaUsage[] | null => {
  const pages = (body as { code?: unknown; pages?: unknown } | null)?.code === "in_use" ? (body as { pages: unknown }).pages : null;
  const parsed = mediaUsageSchema.array().safeParse(pages);
  return parsed.success ? parsed.data : null;
};

/**
 * Deletes a medium. When published pages show it, the worker answers with those pages and nothing is deleted
 * until the editor confirms (issue 14, point 7). Resolves true when deleted, false when the editor declined.
 */
export async function deleteMedium(entry: MediaEntry, groupId: string | null, confirmUsed: (pages: MediaUsage[]) => Promise<boolean>, texts: MediaTexts): Promise<boolean> {
  const body = { mediaId: entry.id, bucketFolder: entry.bucketFolder, objectId: entry.objectId, extension: entry.extension, groupId };
  const send = (confirmed: boolean) => mediaCall("/delete", deleteAnswerSchema, { ...body, confirmed });
  const errorOf = (error: unknown) => deleteErrorMessage(error instanceof MediaCallError ? (error.body as { error?: unknown } | null)?.error : undefined);
  const toastTexts = { loading: texts.deleting, success: texts.deleted, error: texts.deleteError };
  try {
    await withToast(toastTexts, () => send(false), errorOf);
    return true;
  } catch (error) {
    const pages = error instanceof MediaCallError && error.status === 409 ? usedOn(error.body) : null;
    if (!pages) return false;
    toast.dismiss();
    if (!(await confirmUsed(pages))) return false;
    await withToast(toastTexts, () => send(true), errorOf).catch(() => null);
    return true;
  }
}

/** Stores a crop rectangle (percent) as a derived medium; 'Fehler beim Zuschneiden des Bildes' on failure. */
export function cropMedium(entry: MediaEntry, cropArea: CropArea, texts: MediaTexts): Promise<MediaEntry> {
  return withToast({ loading: texts.cropping, success: texts.cropped, error: texts.cropError }, async () => (await mediaCall("/cropImage", cropAnswerSchema, { media: { id: entry.id, cropArea } })).croppedMedia);
}

export function saveFocalPoint(entry: MediaEntry, focalPoint: FocalPoint, texts: MediaTexts): Promise<unknown> {
  return withToast({ loading: texts.saving, success: texts.focalSaved, error: texts.focalError }, () => mediaCall("/update", ackSchema, { media: { id: entry.id, focalPoint } }));
}

/** Adds a YouTube link as a medium: the spec's validation texts, then success (2 s) or the error (3 s). */
export async function addYoutube(url: string, texts: MediaTexts): Promise<MediaEntry | { error: string }> {
  const payload = youtubeMediaPayload(url);
  if ("error" in payload) return payload;
  try {
    const entry = await mediaCall("/youtube", mediaEntrySchema, payload);
    toast.success(texts.youtubeSuccess, { duration: VIDEO_LINK_SUCCESS_MS });
    return entry;
  } catch (error) {
    toast.error(`${texts.youtubeError}: ${error instanceof Error ? error.message : String(error)}`, { duration: VIDEO_LINK_ERROR_MS });
    return { error: texts.youtubeError };
  }
}
