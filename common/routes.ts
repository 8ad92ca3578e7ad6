import { z } from "zod";
import { isLocale, type Locale } from "./locales";

/** Page slugs reserved for page roles and the urban golf steps (visitor-side section 2). */
export const ROLE_SLUGS = {
  home: "~home",
  contact: "~contact",
  imprint: "~imprint",
  privacy: "~privacy",
  terms: "~terms",
  search: "search",
  login: "login",
} as const;
export const GAME_SLUGS = ["~start", "~share", "~play", "~edit", "~coupon"] as const;
/** System pages rendered by the product itself. */
export const SYSTEM_SLUGS = ["search", "login"] as const;
/** Slugs an editor can never give a page: role, game and system slugs, and "edit" (the mode segment). */
export const RESERVED_SLUGS: readonly string[] = [...Object.values(ROLE_SLUGS), ...GAME_SLUGS, "edit", "game", "submissions"];

export const SLUG_EMPTY_MESSAGE = "Die URL darf nicht leer sein";
export const SLUG_TAKEN_MESSAGE = "Diese URL existiert bereits";

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A slug an editor may set: lower-case letters, digits and single dashes, not reserved. */
export const editorSlugSchema = z
  .string()
  .min(1, SLUG_EMPTY_MESSAGE)
  .max(120)
  .regex(SLUG_PATTERN, "slug format: a-z, 0-9 and single dashes")
  .refine((slug) => !RESERVED_SLUGS.includes(slug), "reserved slug");
/** Any slug a stored page may have: an editor slug or one of the reserved ones. */
export const pageSlugSchema = z.union([
  z.enum(RESERVED_SLUGS as [string, ...string[]]),
  z.string().regex(SLUG_PATTERN, "slug format: a-z, 0-9 and single dashes").max(120),
]);
export const collectionNameSchema = z.string().regex(SLUG_PATTERN, "collection format: a-z, 0-9 and single dashes").max(60);

const TRANSLITERATION: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", æ: "ae", œ: "oe", ø: "o", å: "a" };
/** Turns free text into slug format, as the page menu does while the editor types. */
export function toSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßæœøå]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

/**
 * toSlug for a field being typed into: a separator the editor just typed (a space, a dash) stays as one trailing
 * dash, so the next word can follow; saving applies toSlug, which drops it if nothing followed.
 */
export function toSlugWhileTyping(text: string): string {
  const slug = toSlug(text);
  return slug && toSlug(`${text}x`) === `${slug}-x` ? `${slug}-` : slug;
}

export type PageFlags = { toolbar: boolean; pagemenu: boolean; settings: boolean; searchquery: string | null };
export type PageRoute = { locale: Locale; edit: boolean; collection: string | null; slug: string; flags: PageFlags };

/** Reads /{locale}[/edit][/{collection}]/{slug} and its query flags; null when the shape does not match. */
export function parsePagePath(pathname: string, search: URLSearchParams): PageRoute | null {
  const segments = pathname.split("/").filter(Boolean).map(safeDecode);
  const [locale, ...rest] = segments;
  if (!locale || !isLocale(locale) || segments.some((s) => s === null)) return null;
  const edit = rest[0] === "edit";
  const tail = (edit ? rest.slice(1) : rest) as string[];
  if (tail.length > 2) return null;
  const slug = tail.length === 0 ? ROLE_SLUGS.home : tail[tail.length - 1]!;
  const collection = tail.length === 2 ? tail[0]! : null;
  if (!pageSlugSchema.safeParse(slug).success) return null;
  if (collection !== null && !collectionNameSchema.safeParse(collection).success) return null;
  return {
    locale,
    edit,
    collection,
    slug,
    flags: {
      toolbar: search.get("toolbar") === "1",
      pagemenu: search.get("pagemenu") === "1",
      settings: search.get("settings") === "1",
      searchquery: search.get("searchquery"),
    },
  };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Builds the address of a page; the home page of a locale is /{locale}. */
export function pagePath(page: { locale: Locale; slug: string; collection?: string | null; edit?: boolean }): string {
  const parts: string[] = [page.locale];
  if (page.edit) parts.push("edit");
  if (page.slug !== ROLE_SLUGS.home) {
    if (page.collection) parts.push(page.collection);
    parts.push(page.slug);
  }
  return `/${parts.map(encodeURIComponent).join("/")}`;
}
