import { outsideConfig } from "./config";
import { refreshSiteDaily, refreshSiteFeed } from "./refresh";
import { allSites } from "./site";
import { siteDb } from "../sites/site-db";

/** The cron expressions of wrangler.toml that refresh outside content. */
export const HOURLY_CRON = "7 * * * *";
export const DAILY_CRON = "17 3 * * *";

/** Runs the refreshes a cron trigger is for; each site's failure is logged and does not stop the others. */
export async function refreshOutsideContent(cron: string, env: Env, fetcher: typeof fetch = fetch): Promise<void> {
  if (cron !== HOURLY_CRON && cron !== DAILY_CRON) return;
  for (const site of await allSites(env.DB)) {
    // Stand-in addresses (local only) resolve against the site's primary origin: there is no request.
    const config = outsideConfig(env, site.origin, fetcher);
    const db = siteDb(env.DB, site.id);
    try {
      await (cron === HOURLY_CRON ? refreshSiteFeed(env, db, config, site) : refreshSiteDaily(env, db, config, site));
    } catch (error) {
      console.error(`outside content refresh (${cron}) of site ${site.id} failed`, error);
    }
  }
}
