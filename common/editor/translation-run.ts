import type { Locale } from "../locales";
import { NOT_CONFIGURED_MESSAGE, TRANSLATION_ERROR_MESSAGE, translationAnswerSchema, type TranslationRequest } from "../translation";

/** What the editor shows while translating: the spec's states loading, done and error, with progress. */
export type TranslationProgress =
  | { state: "loading"; done: number; total: number }
  | { state: "done"; translated: number; review: number }
  | { state: "error"; message: string; notConfigured: boolean };

export type TranslationScope = { pageId: string; groupId?: string; fieldId?: string; from: Locale; to: Locale | "all" };

/** One POST /translation: the status and the parsed JSON body. */
export type TranslationPost = (body: TranslationRequest) => Promise<{ status: number; json: unknown }>;

/**
 * Translates a field, a block or a page batch by batch (the server does at most 24 field-language pairs per
 * request and answers how many remain), reporting progress after each batch. Never throws: errors end in the
 * error state with the spec's text, or the "not configured" text when the deployment has no Workers AI.
 */
export async function runTranslation(
  scope: TranslationScope,
  post: TranslationPost,
  onProgress: (progress: TranslationProgress) => void,
): Promise<TranslationProgress> {
  let cursor: string | undefined;
  let translated = 0;
  let review = 0;
  let total = 0;
  onProgress({ state: "loading", done: 0, total: 0 });
  try {
    for (;;) {
      const { status, json } = await post({ ...scope, cursor });
      if (status === 503) return end(onProgress, { state: "error", message: NOT_CONFIGURED_MESSAGE, notConfigured: true });
      const answer = translationAnswerSchema.safeParse(json);
      if (status !== 200 || !answer.success || !answer.data.success)
        return end(onProgress, { state: "error", message: TRANSLATION_ERROR_MESSAGE, notConfigured: false });
      translated += answer.data.translated;
      review += answer.data.review;
      total = Math.max(total, translated + answer.data.remaining);
      if (!answer.data.next) return end(onProgress, { state: "done", translated, review });
      cursor = answer.data.next;
      onProgress({ state: "loading", done: translated, total });
    }
  } catch {
    return end(onProgress, { state: "error", message: TRANSLATION_ERROR_MESSAGE, notConfigured: false });
  }
}

function end(onProgress: (progress: TranslationProgress) => void, progress: TranslationProgress): TranslationProgress {
  onProgress(progress);
  return progress;
}
