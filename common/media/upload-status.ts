import { UPLOAD_ERRORS } from "./upload-rules";

/** Timings of editor-side sections 4 and 9. */
export const READY_MESSAGE_MS = 3000;
export const PROGRESS_RESET_MS = 3000;
export const VIDEO_POLL_MS = 3000;
export const VIDEO_LINK_SUCCESS_MS = 2000;
export const VIDEO_LINK_ERROR_MS = 3000;

/** Upload status (editor-side section 4): idle, uploading, completed; the ready message shows for 3 s. */
export type UploadPhase = "idle" | "uploading" | "completed";
export type UploadStatus = { phase: UploadPhase; progress: number; readyMessage: boolean; error: string | null };
export const IDLE: UploadStatus = { phase: "idle", progress: 0, readyMessage: false, error: null };

export type UploadEvent =
  | { type: "start" }
  | { type: "progress"; loaded: number; total: number }
  | { type: "complete" }
  | { type: "fail"; message: string }
  | { type: "hideReady" }
  | { type: "reset" };

/**
 * The status reducer. Progress never goes back while uploading and is a whole percent; completing sets it to 100
 * and shows the ready message; `hideReady` (3 s later) hides it and `reset` (3 s after completion) returns to idle.
 */
export function uploadStatus(state: UploadStatus, event: UploadEvent): UploadStatus {
  switch (event.type) {
    case "start":
      return { phase: "uploading", progress: 0, readyMessage: false, error: null };
    case "progress": {
      if (state.phase !== "uploading" || event.total <= 0) return state;
      const progress = Math.min(99, Math.max(state.progress, Math.floor((event.loaded / event.total) * 100)));
      return progress === state.progress ? state : { ...state, progress };
    }
    case "complete":
      return { phase: "completed", progress: 100, readyMessage: true, error: null };
    case "fail":
      return { ...IDLE, error: event.message };
    case "hideReady":
      return state.readyMessage ? { ...state, readyMessage: false } : state;
    case "reset":
      return state.phase === "completed" ? IDLE : state;
  }
}

/** The timers that follow completion: what to dispatch and when. */
export const AFTER_COMPLETE: readonly { at: number; event: UploadEvent }[] = [
  { at: READY_MESSAGE_MS, event: { type: "hideReady" } },
  { at: PROGRESS_RESET_MS, event: { type: "reset" } },
];

/** Accepted by drag and drop (editor-side section 5): image/* or video/*. */
export function acceptsDrop(mimeType: string): boolean {
  return /^(image|video)\/[a-z0-9.+-]+$/i.test(mimeType);
}

/** Single upload takes the first file only; bulk takes all. */
export function filesFor(mode: "single" | "bulk", files: ArrayLike<File> | readonly File[]): File[] {
  const all = Array.from(files);
  return mode === "single" ? all.slice(0, 1) : all;
}

export type FileResult = { name: string; ok: true } | { name: string; ok: false; message: string };

/**
 * What a bulk upload tells the editor: one error toast per failed file ('upload error, file name: message')
 * and a success toast when at least one file succeeded.
 */
export function bulkOutcome(results: readonly FileResult[], uploadError: string): { errors: string[]; success: boolean } {
  return {
    errors: results.flatMap((r) => (r.ok ? [] : [`${uploadError}, ${r.name}: ${r.message}`])),
    success: results.some((r) => r.ok),
  };
}

/** The upload's default error (editor-side section 8): code 500, 'Internal server error', hint 'Check the console'. */
export const UPLOAD_DEFAULT_ERROR = { code: 500, message: UPLOAD_ERRORS.internal, hint: "Check the console" } as const;

/** The hint under an upload error toast: the default error's hint when the failure says no more than the default. */
export function uploadErrorHint(message: string): string | undefined {
  return message === UPLOAD_DEFAULT_ERROR.message ? UPLOAD_DEFAULT_ERROR.hint : undefined;
}

/** The delete toast's message: the server's error string, else the spec's fallback. */
export function deleteErrorMessage(error: unknown): string {
  return typeof error === "string" && error.trim() ? error : UPLOAD_ERRORS.deleteFailed;
}

/** The message of a failed call: the answer's message or error string, else the given fallback. */
export function answerMessage(body: unknown, fallback: string): string {
  if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    if (typeof record.message === "string" && record.message) return record.message;
    if (typeof record.error === "string" && record.error) return record.error;
  }
  return fallback;
}
