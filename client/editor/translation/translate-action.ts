import { toast } from "sonner";
import { runTranslation, type TranslationPost, type TranslationScope } from "../../../common/editor/translation-run";
import { dataSaveAnswerSchema } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { api, apiCall, settle } from "../api/client";
import { refreshPageStatus } from "../saving/page-status";
import { refreshAfterChange } from "../saving/refresh";
import { session } from "../i18n/session";

/** POST /translation as runTranslation wants it: status and JSON, never throwing on an error status. */
const postTranslation: TranslationPost = async (body) => {
  const { status, body: json } = await settle(api.translation.$post({ json: body }));
  return { status, json };
};

/**
 * Translates a field, a block or the page under one status toast (loading with progress, done, or the spec's
 * 'Fehler beim Übersetzen' followed by ": " and why), then reloads the page's translation status. After a
 * translation the page itself reloads: the translated fields' marks and versions are rendered by the server.
 */
export async function translateWithToast(scope: Omit<TranslationScope, "pageId">): Promise<boolean> {
  const { boot, t } = session();
  const id = toast.loading(t.translating(0, 0));
  const result = await runTranslation({ ...scope, pageId: boot.pageId }, postTranslation, (progress) => {
    if (progress.state === "loading") toast.loading(t.translating(progress.done, progress.total), { id });
  });
  if (result.state === "done") {
    // Nothing translated is no success: the editor is told why (no text in the source where one is missing).
    if (result.translated === 0) toast.warning(t.nothingTranslated(t.localeNames[scope.from]), { id });
    else toast.success(t.translated(result.translated), { id });
    if (result.translated > 0) return refreshAfterChange(["pageData"]).then(() => true);
  } else if (result.state === "error") {
    toast.error(`${t.errorTranslate}: ${result.notConfigured ? t.translationNotConfigured : result.message}`, { id });
    console.error(t.errorTranslate, result.message);
  }
  await refreshPageStatus();
  return result.state === "done";
}

/** Confirms a machine-made or stale value: the mark goes and it counts as current against its source. */
export const confirmTranslation = (fieldId: string, locale: Locale) =>
  apiCall(api.translation.confirm.$post({ json: { fieldId, locale } }), dataSaveAnswerSchema);
