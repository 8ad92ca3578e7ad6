import type { ArticleTeaser } from "../../common/articles/teaser";
import type { InstagramPost } from "../../common/blocks/instagram-feed/instagram-posts";
import type { BranchReview } from "../../common/blocks/review-slider/reviews";
import type { Locale } from "../../common/locales";
import { declared } from "../../common/blocks/needs";
import type { RenderBlock } from "../../common/page-model";
import type { Settings } from "../../common/settings";
import type { TagTracker } from "../cache/page-cache";
import { ARTICLES_TAG, readTeasers } from "./articles";
import type { OutsideConfig } from "./config";
import { INSTAGRAM_TAG, feedUrlOf, readInstagram, refreshInstagram } from "./instagram";
import { REVIEWS_TAG, readReviews, refreshReviews, reviewedBranches } from "./reviews";
import type { OutsideSite } from "./site";
import type { SiteDb } from "../sites/site-db";

/** Outside content a page's blocks show; a kind is absent when no block on the page shows it. */
export type OutsideData = { instagram?: InstagramPost[]; reviews?: BranchReview[]; articles?: Record<string, ArticleTeaser> };

/**
 * Reads the stored outside content for the blocks of a page (KV only, no D1 query), recording each kind's cache tag
 * first. A kind never fetched for the site (a new site, a fresh local state) is fetched once, here, before rendering;
 * after that the cron trigger and setting changes keep it fresh.
 */
export async function loadOutsideForPage(
  env: Env,
  db: SiteDb,
  config: OutsideConfig,
  site: OutsideSite,
  blocks: RenderBlock[],
  locale: Locale,
  settings: Settings,
  tags: TagTracker | null,
): Promise<OutsideData> {
  const kv = env.PAGE_CACHE;
  // The kinds the page's blocks declare (`needs.outside` in their definitions, docs/decisions/073).
  const kinds = new Set(declared(blocks, "outside").flatMap(({ need, options }) => need(options)));
  const feed = config.resolve(settings.socialAccounts.feed);
  const wantsFeed = kinds.has("instagram") && feedUrlOf(feed) !== null;
  const wantsReviews = kinds.has("reviews");
  const wantsArticles = kinds.has("articles");
  await tags?.use([...(wantsFeed ? [INSTAGRAM_TAG] : []), ...(wantsReviews ? [REVIEWS_TAG] : []), ...(wantsArticles ? [ARTICLES_TAG] : [])]);
  const [instagram, reviews, articles] = await Promise.all([
    wantsFeed ? readInstagram(kv, site).then(async (posts) => posts ?? (await refreshInstagram(kv, site, config.fetcher, feed)).data) : undefined,
    wantsReviews
      ? readReviews(kv, site, locale).then(async (stored) => {
          if (stored) return stored;
          await refreshReviews(kv, site, config.fetcher, { baseUrl: config.placesUrl, apiKey: config.placesKey }, await reviewedBranches(db));
          return (await readReviews(kv, site, locale)) ?? [];
        })
      : undefined,
    wantsArticles ? readTeasers(kv, site) : undefined,
  ]);
  return { instagram, reviews, articles };
}
