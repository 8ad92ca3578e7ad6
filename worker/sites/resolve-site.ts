import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../app-env";
import { toSite } from "./site";
import { meteredD1 } from "./d1-meter";
import { siteDb } from "./site-db";
import { standinsOn } from "../outside/config";
import { findSiteByHost } from "./site-lookup";

/** An unknown host learns nothing: no site name, no link, no hint of which hosts exist. */
export const unknownHostResponse = () =>
  new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/** The host a request names, lower case, without port or trailing dot. */
export const requestHost = (url: URL) => url.hostname.toLowerCase().replace(/\.$/, "");

/**
 * Resolves the site once per request from the Host header: `c.var.site` and `c.var.db` (the D1 binding scoped to it).
 * An alias host answers 301 to the same path on the primary origin; an unknown host a plain 404.
 */
export const resolveSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  const url = new URL(c.req.url);
  const host = requestHost(url);
  const record = await findSiteByHost(c.env.DB, host);
  if (!record) return unknownHostResponse();
  const site = toSite(record, url);
  if (record.aliasHosts.includes(host)) return c.redirect(`${site.origin}${url.pathname}${url.search}`, 301);
  c.set("site", site);
  // `npm run bench:scale` reads the rows a render read (D1's meta); local stand-ins only, never in production.
  const meter = c.req.header("X-D1-Meter") === "on" && standinsOn(c.env) ? meteredD1(c.env.DB) : null;
  c.set("db", siteDb(meter?.db ?? c.env.DB, site.id));
  await next();
  if (meter) {
    const response = new Response(c.res.body, c.res);
    response.headers.set("X-D1-Rows-Read", String(meter.rowsRead()));
    c.res = response;
  }
};
