import type { Context } from "hono";

/**
 * The origin this site is served under: the one place that answers "which origin is ours" for redirect targets
 * and the Origin check. The site middleware has resolved the request's host to this site (aliases were redirected,
 * unknown hosts refused), so the request's origin is the site's own as the browser sees it. It is not
 * `c.var.site.origin`: locally, plain `localhost` reaches the default site whose primary origin is
 * `<site>.localhost`, and a page opened under `localhost` sends that as its Origin.
 */
export function siteOrigin(c: Context): string {
  return new URL(c.req.url).origin;
}
