import { z } from "zod";
import { VALIDATION_MESSAGES, type ValidationLanguage } from "../validation";
import { normaliseUrl } from "../link";

/** The booking link kinds: three providers' booking pages and the embedded iframe (editor-side section 3). */
export const BOOKING_LINK_KINDS = ["url", "eTermin", "healthOptics", "iframe"] as const;
export type BookingLinkKind = (typeof BOOKING_LINK_KINDS)[number];

const emailSchema = z.email();

export type BookingUrlResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * Editor-side section 5: a booking link's url must be non-empty, a valid URL and not an e-mail address; otherwise
 * the URL message. A valid one is normalised (https added or upgraded).
 */
export function validateBookingUrl(raw: string, language: ValidationLanguage): BookingUrlResult {
  const text = raw.trim().replace(/^mailto:/i, "");
  const url = text && !emailSchema.safeParse(text).success && !text.includes("@") ? normaliseUrl(text) : null;
  return url ? { ok: true, url } : { ok: false, message: VALIDATION_MESSAGES.url[language] };
}
