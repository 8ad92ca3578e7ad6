import type { Context } from "hono";

/**
 * The origin this site is served under: the one place that answers "which origin is ours" for redirects,
 * the Origin check and absolute links. Today the request's own origin; with per-site hosts, the site's origin.
 */
export function siteOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}
