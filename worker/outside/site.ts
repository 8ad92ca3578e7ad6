import type { Locale } from "../../common/locales";
import { siteConfig } from "../site-config";

/** A site whose outside content is fetched: its id (the key prefix of its stored feeds) and offered locales. */
export type OutsideSite = { id: string; locales: readonly Locale[] };

/**
 * The site a request belongs to. One site per deployment today; when sites are resolved per request this reads
 * the request's site, and stored feeds already carry its id.
 */
export function currentSite(env: Pick<Env, "SITE_LOCALES" | "SITE_NAME">): OutsideSite {
  return { id: "default", locales: siteConfig(env).locales };
}

/** Every site the cron trigger refreshes. */
export function allSites(env: Pick<Env, "SITE_LOCALES" | "SITE_NAME">): OutsideSite[] {
  return [currentSite(env)];
}
