import { Hono, type Context, type MiddlewareHandler } from "hono";
import type { ZodType } from "zod";
import { contactFormSchema } from "../../common/forms/contact";
import { type FormLang, formLangOf, SPAM_MESSAGE } from "../../common/forms/texts";
import { sponsorFormSchema } from "../../common/forms/sponsor";
import type { AppEnv } from "../app-env";
import { deliverSubmission, storeSubmission } from "../forms/submissions";
import type { FormName } from "../forms/mail";
import { ApiError, badRequest } from "../http/errors";

export const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * A visitor form post: size limit, per-client rate limit, the shared zod schema in the visitor's language,
 * honeypot; then the submission is stored, and only then are the emails sent (in the background).
 */
function formHandler(form: FormName, schemaFor: (lang: FormLang) => ZodType<Record<string, unknown> & { email: string; lang: FormLang; website: string }>) {
  return async (c: Context<AppEnv>) => {
    const { success } = await c.env.FORM_RATE_LIMIT.limit({ key: `${form}:${c.req.header("CF-Connecting-IP") ?? "local"}` });
    if (!success) throw new ApiError(429, "rate_limited", "Zu viele Anfragen. Bitte versuche es in einer Minute erneut.");
    const body = (await c.req.json().catch(() => null)) as Record<string, unknown> | null;
    if (!body || typeof body !== "object" || Array.isArray(body)) throw new ApiError(400, "invalid_json", "Body must be a JSON object");
    if (typeof body.website === "string" && body.website.trim() !== "") throw new ApiError(400, "spam", SPAM_MESSAGE);
    // Only a string names a language: anything else (an object with its own toString) falls back to German.
    const lang = formLangOf(typeof body.lang === "string" ? body.lang : "");
    const parsed = schemaFor(lang).safeParse(body);
    if (!parsed.success) return badRequest(c, parsed.error);
    const { website: _honeypot, ...payload } = parsed.data;
    const id = await storeSubmission(c.var.db, form, lang, payload, parsed.data.email);
    c.executionCtx.waitUntil(deliverSubmission(c.env, c.var.site.id, id));
    return c.json({ ok: true, id }, 201);
  };
}

/** The API reads every body once before the routes (json-body.ts), so the form limit checks the text it read. */
const limit: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (new TextEncoder().encode(await c.req.text()).byteLength > FORM_BODY_LIMIT_BYTES) {
    return c.json({ error: "body_too_large", message: `Body over ${FORM_BODY_LIMIT_BYTES} bytes` }, 413);
  }
  return next();
};

/** POST /contact and POST /aspectSponsorForm (public, Origin-checked by the API). */
export const formsApi = new Hono<AppEnv>()
  .post("/contact", limit, formHandler("contact", contactFormSchema))
  .post("/aspectSponsorForm", limit, formHandler("aspectSponsorForm", sponsorFormSchema));
