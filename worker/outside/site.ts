import type { Context } from "hono";
import type { Locale } from "../../common/locales";
import type { AppEnv } from "../app-env";
import type { SiteRecord } from "../sites/site";
import { SITE_COLUMNS, toSiteRecord } from "../sites/site-lookup";

/** A site whose outside content is fetched: its id (the key prefix of its stored feeds) and offered locales. */
export type OutsideSite = { id: string; locales: readonly Locale[] };

/** The site of a request. */
export function currentSite(c: Context<AppEnv>): OutsideSite {
  return { id: c.var.site.id, locales: c.var.site.locales };
}

/** Every site the cron trigger refreshes, with its primary origin (https, as in production). */
export async function allSites(db: D1Database): Promise<(OutsideSite & { origin: string })[]> {
  const { results } = await db.prepare(`SELECT ${SITE_COLUMNS} FROM sites ORDER BY id`).all<Parameters<typeof toSiteRecord>[0]>();
  return results.map((row) => {
    const record: SiteRecord = toSiteRecord(row);
    return { id: record.id, locales: record.locales, origin: `https://${record.primaryHost}` };
  });
}
