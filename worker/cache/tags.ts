import type { Locale } from "../../common/locales";
import { FULL_TAG } from "./page-cache";

/** The spec's data cache tags (visitor-side section 3). */
export const CACHE_TAGS = ["appMetadata", "pages", "pageStatus", "settings", "navigation", "translations", "instagramFeed", "changelog"] as const;

/** Finer tags: one per published route, per collection and for the site owner's business data. */
export const routeTag = (locale: Locale, slug: string) => `route:${locale}:${slug}`;
export const collectionTag = (name: string) => `collection:${name}`;
/** The collection names among tag names (their `collection:` tags). */
export const collectionsIn = (tags: readonly string[]) => tags.filter((tag) => tag.startsWith("collection:")).map((tag) => tag.slice("collection:".length));
export const OPTICIAN_TAG = "optician";
/** Carried by pages that list jobs or marketplace items: any listing change revalidates them. */
export const LISTINGS_TAG = "listings";

/** Tags every visitor page carries before any page-specific data is read. */
export function baseTags(locale: Locale, slug: string): string[] {
  return [FULL_TAG, "appMetadata", "pages", "settings", "navigation", "translations", OPTICIAN_TAG, routeTag(locale, slug)];
}

/** Accepted by POST /revalidate/tag: a spec tag or one of the finer ones. */
export const revalidationTagPattern =
  /^(appMetadata|pages|pageStatus|settings|navigation|translations|instagramFeed|changelog|optician|listings|reviews|articles|all|route:[a-z]{2}:[~a-z0-9-]{1,120}|collection:[a-z0-9-]{1,60})$/;
