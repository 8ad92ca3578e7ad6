// Phone and e-mail links (visitor-side section 5) without dependencies: islands import them from here, so they
// do not pull the link and rich-text schemas (and with them zod) into the browser. common/link.ts re-exports them.

/** A tel: link keeping only digits (and a leading plus for international numbers). */
export function phoneHref(phone: string): string {
  const plus = phone.trim().startsWith("+") ? "+" : "";
  return `tel:${plus}${phone.replace(/\D/g, "")}`;
}

/** A mailto: link with its subject URL-encoded. */
export function mailHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}
