import { z } from "zod";
import { mailHref, phoneHref } from "../contact-href";
import { type LinkTarget, type LinkValue, linkTarget, toHttps } from "../link";
import type { Locale } from "../locales";
import { safeHref } from "../rich-text";
import { pagePath } from "../routes";

/**
 * Link rules of editor-side section 5, shared by the rich-text link form and the link option: each kind is
 * normalised (url) or gets its scheme prefix (phone, email), a page becomes an internal path, page and phone
 * links open in the same tab, and the label hides the scheme and is cut when long.
 */
// The target rule lives beside the visitor link helpers: the allowlist renderer applies it to stored hrefs too.
export { hrefKind, type LinkKind, type LinkTarget, linkTarget } from "../link";
export const LINK_KINDS = ["url", "page", "email", "phone"] as const satisfies readonly LinkValue["type"][];

/**
 * A web address with https: added when the scheme is missing, http upgraded to https, and the host checked
 * (a dot or localhost). Null for anything that is not a valid http(s) address.
 */
export function normaliseUrl(raw: string): string | null {
  const trimmed = raw.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) && !/^[^:/]+:\d+(\/|$)/.test(trimmed);
  const withScheme = hasScheme ? trimmed : `https://${trimmed.replace(/^\/\//, "")}`;
  const href = safeHref(toHttps(withScheme));
  if (!href) return null;
  const url = new URL(href);
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") && url.hostname !== "localhost") return null;
  // A bare host keeps no trailing slash, so the label reads as the editor typed it.
  return url.pathname === "/" && !url.search && !url.hash && !trimmed.endsWith("/") ? href.slice(0, -1) : href;
}

/** A tel: link when the number, spaces removed, is digits (an optional leading plus); otherwise null. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/^\s*tel:/i, "").replace(/\s+/g, "");
  return /^\+?\d{3,20}$/.test(compact) ? phoneHref(compact) : null;
}

const emailSchema = z.email().max(200);
/** A mailto: link when the address is valid; otherwise null. */
export function normaliseEmail(raw: string): string | null {
  const address = raw.replace(/^\s*mailto:/i, "").trim();
  return emailSchema.safeParse(address).success ? mailHref(address) : null;
}

/** What the page picker knows of a page: its id, per-language slugs and collection. */
export type LinkablePage = { id: string; slugs: Partial<Record<Locale, string>>; collection: string | null };

/** The internal path of a page in a locale: its slug there, or its id while it has none (unpublished). */
export function pageHref(page: LinkablePage, locale: Locale): string {
  return pagePath({ locale, slug: page.slugs[locale] ?? page.id, collection: page.collection });
}

export type ResolvedLink = { ok: true; href: string; target: LinkTarget } | { ok: false; reason: "missing" | "invalid" };

/**
 * Resolves what the editor entered: "missing" when the needed value (url, phone, email or page id) is absent
 * (the link is not applied), "invalid" when it is present but malformed (the spec's message shows).
 */
export function resolveLink(value: LinkValue, findPage: (id: string) => LinkablePage | undefined, locale: Locale): ResolvedLink {
  const raw = value.type === "page" ? value.page?.id : value[value.type];
  if (!raw?.trim()) return { ok: false, reason: "missing" };
  const href =
    value.type === "url"
      ? normaliseUrl(raw)
      : value.type === "phone"
        ? normalisePhone(raw)
        : value.type === "email"
          ? normaliseEmail(raw)
          : ((page) => (page ? pageHref(page, locale) : null))(findPage(raw));
  return href ? { ok: true, href, target: linkTarget(value.type) } : { ok: false, reason: "invalid" };
}

export const LABEL_MAX = 20;
export const LABEL_KEPT = 17;
/** The label of a link: https://, mailto: and tel: hidden; over 20 characters it keeps 17 plus an ellipsis. */
export function linkLabel(href: string): string {
  const label = href.replace(/^(https:\/\/|mailto:|tel:)/i, "");
  return label.length > LABEL_MAX ? `${label.slice(0, LABEL_KEPT)}...` : label;
}
