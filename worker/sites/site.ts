import { z } from "zod";
import type { Program } from "../../common/blocks/programs";
import { type Locale, localeSchema } from "../../common/locales";

/** The site migration 0004 moved a single-site database into (its old R2 objects keep unprefixed keys). */
export const MIGRATED_SITE_ID = "main";

/** The program that unlocks the spec's optician-only blocks. */
export const OPTICIAN_PROGRAM = "optician" satisfies Program;
/** The program of sites with an urban golf course: the game's blocks and system pages (docs/decisions/069). */
export const GOLF_PROGRAM = "golf" satisfies Program;

/** A site's id: lower-case letters, digits and dashes (it prefixes R2 keys and cache keys, and is inlined in SQL). */
export const siteIdSchema = z.string().regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, "site id: a-z, 0-9 and -, at most 40 characters");
/** A host name without port, lower case. */
export const hostSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, "host: a name like www.example.ch, no scheme or port");

/** The stored shape of a `sites` row (JSON columns parsed). */
export const siteRecordSchema = z.object({
  id: siteIdSchema,
  name: z.string().min(1).max(200),
  primaryHost: hostSchema,
  aliasHosts: z.array(hostSchema).max(20),
  locales: z.array(localeSchema).min(1),
  programs: z.array(z.string().min(1).max(60)),
  isDefault: z.boolean(),
});
export type SiteRecord = z.infer<typeof siteRecordSchema>;

/** The site a request belongs to, as handlers and renders read it (`c.var.site`). */
export type Site = {
  id: string;
  name: string;
  primaryHost: string;
  aliasHosts: string[];
  /** The primary origin: canonical links, hreflang, sitemap, robots and share links use it, never the request's host. */
  origin: string;
  /** Offered locales, the default first. */
  locales: Locale[];
  defaultLocale: Locale;
  programs: string[];
};

/** Loopback names: `localhost`, `<site>.localhost` (Chromium resolves them to 127.0.0.1) and the loopback addresses. */
export const isLocalHost = (host: string) => host === "localhost" || host.endsWith(".localhost") || host === "127.0.0.1" || host === "[::1]";

/**
 * The primary origin. A real domain is always `https://{primaryHost}`. A local primary host (`*.localhost`) has no
 * fixed port (dev 5173, preview 4173, tests' free ports), so it takes the port the request came in on: never the
 * request's host (docs/decisions/010-site-resolution-and-local-origins.md).
 */
export function originOf(primaryHost: string, requestUrl: URL): string {
  if (!isLocalHost(primaryHost)) return `https://${primaryHost}`;
  return `${requestUrl.protocol}//${primaryHost}${requestUrl.port ? `:${requestUrl.port}` : ""}`;
}

/** The request's view of a stored site. */
export function toSite(record: SiteRecord, requestUrl: URL): Site {
  return {
    id: record.id,
    name: record.name,
    primaryHost: record.primaryHost,
    aliasHosts: record.aliasHosts,
    origin: originOf(record.primaryHost, requestUrl),
    locales: record.locales,
    defaultLocale: record.locales[0]!,
    programs: record.programs,
  };
}

/** True when the site may use the optician-only blocks. */
export const inOpticianProgram = (site: Pick<Site, "programs">) => site.programs.includes(OPTICIAN_PROGRAM);

/** True when the site has an urban golf course: the game's blocks and system pages exist only there. */
export const inGolfProgram = (site: Pick<Site, "programs">) => site.programs.includes(GOLF_PROGRAM);
