import { declared } from "../../common/blocks/needs";
import { LISTING_TYPES, type ListingType, type ListingView } from "../../common/lists/types";
import type { Locale } from "../../common/locales";
import type { RenderBlock } from "../../common/page-model";
import type { TagTracker } from "../cache/page-cache";
import { LISTINGS_TAG } from "../cache/tags";
import type { SiteDb } from "../sites/site-db";
import { type ListingRow, publishedListingsStatement, toListingView } from "./listings";

// Apart from ./listings: the block declarations load every block definition, which the seed scripts (tsx, through
// ./listings) cannot load (docs/decisions/073).

/** The listing types a page's blocks show (`needs.listings` in their definitions; none: no listings query). */
export function listingTypesOf(blocks: readonly RenderBlock[]): ListingType[] {
  const types = new Set(declared(blocks, "listings").flatMap(({ need, options }) => need(options)));
  return LISTING_TYPES.filter((type) => types.has(type));
}

/**
 * The listings a page's blocks show, with ONE D1 statement, or none (and no statement) when the page has no jobs
 * or marketplace block (no block declaring `needs.listings`). Records the listings cache tag first, so a listing change revalidates the page.
 */
export async function loadPageListings(
  db: SiteDb,
  blocks: readonly RenderBlock[],
  locale: Locale,
  tags: TagTracker | null,
): Promise<ListingView[] | undefined> {
  const types = listingTypesOf(blocks);
  if (types.length === 0) return undefined;
  await tags?.use([LISTINGS_TAG]);
  const { results } = await publishedListingsStatement(db, types, locale).all<ListingRow>();
  return results.flatMap((row) => toListingView(row) ?? []);
}
