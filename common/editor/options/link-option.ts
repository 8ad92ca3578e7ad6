import type { LinkValue } from "../../link";
import { normaliseEmail, normalisePhone, normaliseUrl } from "../link";
import { VALIDATION_MESSAGES, type ValidationLanguage } from "../validation";

export type LinkOptionResult = { ok: true; value: LinkValue | null } | { ok: false; message: string };

/**
 * What the link option stores for what the editor entered (rules of common/editor/link.ts): a url normalised, a
 * phone without spaces, an e-mail trimmed, a page by id. Nothing entered stores no link (null); a malformed value
 * gets the spec's message of its kind.
 */
export function linkOptionValue(value: LinkValue, language: ValidationLanguage): LinkOptionResult {
  switch (value.type) {
    case "page":
      return { ok: true, value: value.page?.id ? { type: "page", page: { id: value.page.id, collection: value.page.collection ?? null } } : null };
    case "url": {
      if (!value.url?.trim()) return { ok: true, value: null };
      const url = normaliseUrl(value.url);
      return url ? { ok: true, value: { type: "url", url } } : { ok: false, message: VALIDATION_MESSAGES.url[language] };
    }
    case "phone": {
      if (!value.phone?.trim()) return { ok: true, value: null };
      return normalisePhone(value.phone)
        ? { ok: true, value: { type: "phone", phone: value.phone.replace(/^\s*tel:/i, "").replace(/\s+/g, "") } }
        : { ok: false, message: VALIDATION_MESSAGES.phone[language] };
    }
    case "email": {
      if (!value.email?.trim()) return { ok: true, value: null };
      const address = value.email.replace(/^\s*mailto:/i, "").trim();
      return normaliseEmail(address) ? { ok: true, value: { type: "email", email: address } } : { ok: false, message: VALIDATION_MESSAGES.email[language] };
    }
  }
}
