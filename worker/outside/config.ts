import type { Fetcher } from "./fetch-json";
import { standins } from "./standins/standins";

/** Where the adapters fetch: the providers' base URLs, the key, and the fetch itself. */
export type OutsideConfig = {
  fetcher: Fetcher;
  /** Resolves a configured address; a root-relative one (stand-ins) only in local stand-in mode. */
  resolve: (address: string) => string;
  placesUrl: string;
  placesKey: string | undefined;
  articleSiteUrl: string;
};

/** True only where LOCAL_STANDINS is "on" (.dev.vars locally and the tests; wrangler.toml says "off", so never in production). */
export const standinsOn = (env: Pick<Env, "LOCAL_STANDINS">) => env.LOCAL_STANDINS === "on";

/**
 * The adapters' configuration for a site served at `origin`. Locally (stand-in mode) the configured addresses are
 * root-relative (`/_standins/…`) and are answered in-process by the stand-ins, which build their links and image
 * addresses on `origin`, so the demo works offline on any port. Elsewhere the global fetch reaches the providers.
 */
export function outsideConfig(env: Env, origin: string, fetcher: Fetcher = fetch): OutsideConfig {
  const local = standinsOn(env);
  const resolve = (address: string) => {
    if (!local || !address.startsWith("/")) return address;
    return new URL(address, origin).href;
  };
  const standinFetch: Fetcher = (input, init) => {
    const url = new URL(input);
    if (url.origin === new URL(origin).origin && url.pathname.startsWith("/_standins/")) return Promise.resolve(standins.request(url.href, init, env));
    return fetcher(input, init);
  };
  return {
    fetcher: local ? standinFetch : fetcher,
    resolve,
    placesUrl: resolve(env.PLACES_API_URL),
    placesKey: env.GOOGLE_PLACES_API_KEY,
    articleSiteUrl: env.ARTICLE_SITE_URL ? resolve(env.ARTICLE_SITE_URL) : "",
  };
}
