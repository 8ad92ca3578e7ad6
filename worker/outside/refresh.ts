import { readSettings } from "../content/site";
import type { SiteDb } from "../sites/site-db";
import { refreshArticles } from "./articles";
import type { OutsideConfig } from "./config";
import { refreshInstagram } from "./instagram";
import { refreshReviews, reviewedBranches } from "./reviews";
import type { OutsideSite } from "./site";

/** Refreshes the site's Instagram feed from its current settings (cron hourly, and after the settings change). */
export async function refreshSiteFeed(env: Env, db: SiteDb, config: OutsideConfig, site: OutsideSite): Promise<void> {
  const settings = await readSettings(db);
  await refreshInstagram(env.PAGE_CACHE, site, config.fetcher, config.resolve(settings.socialAccounts.feed));
}

/** Refreshes the branches' reviews and the stored article teasers (cron daily). */
export async function refreshSiteDaily(env: Env, db: SiteDb, config: OutsideConfig, site: OutsideSite): Promise<void> {
  await refreshReviews(env.PAGE_CACHE, site, config.fetcher, { baseUrl: config.placesUrl, apiKey: config.placesKey }, await reviewedBranches(db));
  await refreshArticles(env.PAGE_CACHE, site, config.fetcher, config.articleSiteUrl);
}
