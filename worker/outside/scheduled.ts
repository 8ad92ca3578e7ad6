import { outsideConfig } from "./config";
import { refreshSiteDaily, refreshSiteFeed } from "./refresh";
import { allSites } from "./site";

/** The cron expressions of wrangler.toml that refresh outside content. */
export const HOURLY_CRON = "7 * * * *";
export const DAILY_CRON = "17 3 * * *";

/** Cron origin: no request to take it from; stand-in addresses (local only) resolve against the local dev server. */
const CRON_ORIGIN = "http://localhost:5173";

/** Runs the refreshes a cron trigger is for; each site's failure is logged and does not stop the others. */
export async function refreshOutsideContent(cron: string, env: Env, fetcher: typeof fetch = fetch): Promise<void> {
  if (cron !== HOURLY_CRON && cron !== DAILY_CRON) return;
  const config = outsideConfig(env, CRON_ORIGIN, fetcher);
  for (const site of allSites(env)) {
    try {
      await (cron === HOURLY_CRON ? refreshSiteFeed(env, config, site) : refreshSiteDaily(env, config, site));
    } catch (error) {
      console.error(`outside content refresh (${cron}) of site ${site.id} failed`, error);
    }
  }
}
