import { z } from "zod";
import { HONEYPOT_MESSAGE } from "./texts";

/** The honeypot field `website`: hidden from people, so it must stay empty (absent counts as empty). */
export const honeypotSchema = () => z.string({ error: HONEYPOT_MESSAGE }).max(0, HONEYPOT_MESSAGE).default("");

/** True when a raw request body filled the honeypot: the server answers 'Spam detected' before validating. */
export function isSpam(body: unknown): boolean {
  if (typeof body !== "object" || body === null || !("website" in body)) return false;
  const { website } = body as { website: unknown };
  if (website === undefined || website === null) return false;
  return typeof website !== "string" || website.trim() !== "";
}
