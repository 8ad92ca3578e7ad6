import { z } from "zod";
import { mailHref, phoneHref } from "./contact-href";
import { safeHref } from "./rich-text";

/** Link helpers of visitor-side section 5. */

/** Upgrades http:// to https:// and leaves other values alone. */
export function toHttps(url: string): string {
  return url.replace(/^http:\/\//i, "https://");
}

// Phone and e-mail links live in a dependency-free module (islands import them without zod).
export { mailHref, phoneHref } from "./contact-href";

/** The stored link option value (editor-side section 3). */
export const linkValueSchema = z.object({
  type: z.enum(["url", "phone", "email", "page"]),
  url: z.string().max(2_000).optional(),
  phone: z.string().max(40).optional(),
  email: z.string().max(200).optional(),
  page: z.object({ id: z.string().max(64), collection: z.string().max(60).nullable().optional() }).optional(),
});
export type LinkValue = z.infer<typeof linkValueSchema>;

/** Resolves a link value to a safe href; null when the needed part is missing or unsafe. */
export function linkHref(link: LinkValue | null | undefined, pagePath: (pageId: string) => string | null): string | null {
  if (!link) return null;
  switch (link.type) {
    case "url":
      return link.url ? safeHref(toHttps(link.url.trim())) : null;
    case "phone":
      return link.phone && /\d/.test(link.phone) ? phoneHref(link.phone) : null;
    case "email":
      return link.email ? safeHref(mailHref(link.email.trim())) : null;
    case "page":
      return link.page ? pagePath(link.page.id) : null;
  }
}

export type LinkKind = LinkValue["type"];
export type LinkTarget = "_self" | "_blank";
/** Page and phone links open in the same tab, web and e-mail links in a new one (editor-side section 5). */
export function linkTarget(kind: LinkKind): LinkTarget {
  return kind === "page" || kind === "phone" ? "_self" : "_blank";
}

/** The kind of a stored href: internal path (page), tel:, mailto: or a web address. */
export function hrefKind(href: string): LinkKind {
  if (href.startsWith("/")) return "page";
  if (/^tel:/i.test(href)) return "phone";
  if (/^mailto:/i.test(href)) return "email";
  return "url";
}
