import { z } from "zod";
import { localeSchema } from "./locales";

/**
 * Old addresses of a page (docs/decisions/125): paths of this site that answer 301 to the page's current address.
 * Shared by the page menu and the API, so both read a typed address the same way.
 */

/** Paths the worker answers itself before any page: an old address there would never be reached. */
const RESERVED_PREFIXES = ["/api/", "/media/", "/parties/", "/_standins/", "/~"];
const RESERVED_PATHS = ["/", "/sitemap.xml", "/robots.txt", "/favicon.svg"];

/**
 * A path as the browser sends it: percent-encoded, `.` and `..` resolved, without a trailing slash. A whole address
 * (`https://old-shop.ch/kontakt.html`, copied from the shop's previous website) counts by its path.
 */
function normalizeAddressPath(input: string): string {
  const text = input.trim();
  const url = /^https?:\/\//i.test(text) ? new URL(text) : new URL(text.startsWith("/") ? text : `/${text}`, "https://old.invalid");
  const path = url.pathname.replace(/\/+$/, "");
  return path || "/";
}

/** Whether a normalized path belongs to the worker's own routes or to edit mode (`/{locale}/edit/...`). */
function isReservedAddress(path: string): boolean {
  return RESERVED_PATHS.includes(path) || RESERVED_PREFIXES.some((prefix) => path.startsWith(prefix)) || /^\/[a-z]{2}\/edit(\/|$)/.test(path);
}

/** An old address typed by the owner: a path or whole address without query or fragment, normalized. */
export const oldAddressPathSchema = z
  .string()
  .trim()
  .min(1, "Die alte Adresse darf nicht leer sein")
  .max(300)
  .refine((text) => !/[\s?#]/.test(text), { message: "Nur ein Pfad, ohne Leerzeichen, ? oder #", params: { rule: "format" } })
  .refine((text) => URL.canParse(text) || URL.canParse(text, "https://old.invalid"), "Keine gültige Adresse")
  .transform(normalizeAddressPath)
  .refine((path) => !isReservedAddress(path), { message: "Diese Adresse gehört dem System", params: { rule: "reserved" } });

/** POST /page/redirect/add: an old address of the page; `lang` is the page menu's language (used when the path names none). */
export const oldAddressAddSchema = z.object({ id: z.string().min(1).max(64), lang: localeSchema, path: oldAddressPathSchema });
/** POST /page/redirect/remove: one old address of the page. */
export const oldAddressRemoveSchema = z.object({ id: z.string().min(1).max(64), path: z.string().min(1).max(600) });

/** One old address as the page menu lists it: the path and the language whose address it leads to. */
export const oldAddressSchema = z.object({ path: z.string(), locale: localeSchema, manual: z.boolean() });
export type OldAddress = z.infer<typeof oldAddressSchema>;
/** GET /page/redirects: the page's old addresses, oldest first. */
export const oldAddressListSchema = z.object({ addresses: z.array(oldAddressSchema) });
