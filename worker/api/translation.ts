import { Hono } from "hono";
import { NOT_CONFIGURED_MESSAGE, TRANSLATION_ERROR_MESSAGE, translationConfirmSchema, translationRequestSchema } from "../../common/translation";
import type { AppEnv } from "../app-env";
import { confirmTranslation } from "../content/data-save";
import { validate } from "../http/validate";
import { translateContent } from "../translation/translate-content";
import { TranslationFailedError, TranslationNotConfiguredError } from "../translation/translator";
import { modelRunner } from "../translation/ai-config";
import { workersAiTranslator } from "../translation/workers-ai";

/**
 * POST /translation (editor-side section 7): a field, a block or a page, one batch per request. Without an AI
 * binding it answers 503 "not configured"; a model failure answers 502 with the spec's 'Fehler beim Übersetzen'.
 */
export const translationApi = new Hono<AppEnv>()
  .post("/", validate("json", translationRequestSchema), async (c) => {
    try {
      return c.json(await translateContent(c.var.db, workersAiTranslator(modelRunner(c.env, c.var.site.origin)), c.req.valid("json"), c.var.site.locales));
    } catch (error) {
      if (error instanceof TranslationNotConfiguredError)
        return c.json({ success: false, error: "translation_not_configured", message: NOT_CONFIGURED_MESSAGE }, 503);
      if (error instanceof TranslationFailedError) return c.json({ success: false, error: "translation_failed", message: TRANSLATION_ERROR_MESSAGE }, 502);
      throw error;
    }
  })
  .post("/confirm", validate("json", translationConfirmSchema), async (c) => {
    const { fieldId, locale } = c.req.valid("json");
    return c.json(await confirmTranslation(c.var.db, fieldId, locale, c.get("editor").id));
  });
