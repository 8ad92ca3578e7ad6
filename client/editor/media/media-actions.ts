import { toast } from "sonner";
import { z } from "zod";
import { youtubeMediaPayload } from "../../../common/blocks/video-player/youtube-id";
import {
  ackSchema,
  cropAnswerSchema,
  type CropArea,
  deleteAnswerSchema,
  type FocalPoint,
  type MediaEntry,
  type mediaDeleteSchema,
  mediaEntrySchema,
  type MediaUsage,
  mediaUsageSchema,
} from "../../../common/media/media-api";
import { deleteErrorMessage, VIDEO_LINK_ERROR_MS, VIDEO_LINK_SUCCESS_MS } from "../../../common/media/upload-status";
import { api } from "../api/client";
import { withToast } from "../saving/toasts";
import type { MediaTexts } from "./texts";
import { MediaCallError, mediaCall } from "./transport";

/**
 * Deletes a medium. When published pages show it, the worker answers with those pages and nothing is deleted
 * until the editor confirms (decision 019). Resolves true when deleted, false when the editor declined.
 */
export async function deleteMedium(
  entry: MediaEntry,
  groupId: string | null,
  confirmUsed: (pages: MediaUsage[]) => Promise<boolean>,
  texts: MediaTexts,
): Promise<boolean> {
  // The entry's extension is any string to the client; the worker refuses one it does not know (400 names the field).
  const extension = entry.extension as z.input<typeof mediaDeleteSchema>["extension"];
  const body = { mediaId: entry.id, bucketFolder: entry.bucketFolder, objectId: entry.objectId, extension, groupId };
  // The toast shows the server's error string, or 'Failed to delete media' when the error is not a string.
  const send = (confirmed: boolean) =>
    mediaCall(api.media.delete.$post({ json: { ...body, confirmed } }), deleteAnswerSchema).catch((error: unknown) => {
      const answer = error instanceof MediaCallError ? error : null;
      throw new MediaCallError(answer?.status ?? 0, deleteErrorMessage((answer?.body as { error?: unknown } | null)?.error), answer?.body ?? null);
    });
  const toastTexts = { loading: texts.deleting, success: texts.deleted, error: texts.deleteError };
  // Published pages showing it are named first; the worker refuses (409) an unconfirmed delete of such a medium anyway.
  const { pages } = await mediaCall(
    api.media.usage[":id"].$get({ param: { id: encodeURIComponent(entry.id) } }),
    z.object({ pages: mediaUsageSchema.array() }),
  );
  if (pages.length && !(await confirmUsed(pages))) return false;
  try {
    await withToast(toastTexts, () => send(pages.length > 0));
    return true;
  } catch {
    return false;
  }
}

/** Stores a crop rectangle (percent) as a derived medium; 'Fehler beim Zuschneiden des Bildes' on failure. */
export function cropMedium(entry: MediaEntry, cropArea: CropArea, texts: MediaTexts): Promise<MediaEntry> {
  return withToast(
    { loading: texts.cropping, success: texts.cropped, error: texts.cropError },
    async () => (await mediaCall(api.media.cropImage.$post({ json: { media: { id: entry.id, cropArea } } }), cropAnswerSchema)).croppedMedia,
  );
}

export function saveFocalPoint(entry: MediaEntry, focalPoint: FocalPoint, texts: MediaTexts): Promise<unknown> {
  return withToast({ loading: texts.saving, success: texts.focalSaved, error: texts.focalError }, () =>
    mediaCall(api.media.update.$post({ json: { media: { id: entry.id, focalPoint } } }), ackSchema),
  );
}

/** Adds a YouTube link as a medium: the spec's validation texts, then success (2 s) or the error (3 s). */
export async function addYoutube(url: string, texts: MediaTexts): Promise<MediaEntry | { error: string }> {
  const payload = youtubeMediaPayload(url);
  if ("error" in payload) return payload;
  try {
    const entry = await mediaCall(api.media.youtube.$post({ json: payload }), mediaEntrySchema);
    toast.success(texts.youtubeSuccess, { duration: VIDEO_LINK_SUCCESS_MS });
    return entry;
  } catch (error) {
    toast.error(`${texts.youtubeError}: ${error instanceof Error ? error.message : String(error)}`, { duration: VIDEO_LINK_ERROR_MS });
    return { error: texts.youtubeError };
  }
}

/** One medium as the library knows it (GET /media/get/:id). */
export const mediumById = (id: string) => mediaCall(api.media.get[":id"].$get({ param: { id } }), mediaEntrySchema);
