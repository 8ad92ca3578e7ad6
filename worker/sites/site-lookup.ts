import { isLocalHost, type SiteRecord, siteRecordSchema } from "./site";

type Row = { id: string; name: string; primary_host: string; alias_hosts: string; locales: string; programs: string; is_default: number };

/** Reads a `sites` row into its validated record. */
export const toSiteRecord = (row: Row): SiteRecord =>
  siteRecordSchema.parse({
    id: row.id,
    name: row.name,
    primaryHost: row.primary_host,
    aliasHosts: JSON.parse(row.alias_hosts),
    locales: JSON.parse(row.locales),
    programs: JSON.parse(row.programs),
    isDefault: row.is_default === 1,
  });

export const SITE_COLUMNS = "id, name, primary_host, alias_hosts, locales, programs, is_default";

/**
 * Site rows by host, per isolate (decision 010: the site lookup adds no D1 statement to a cached page or, once warm,
 * to an uncached one). Changes made by `site:update` reach every isolate within this time.
 */
const SITE_TTL_MS = 30_000;
const MAX_HOSTS = 1_000;
const byHost = new Map<string, { record: SiteRecord | null; at: number }>();

/** Forgets every cached site row (tests and commands that change sites in this isolate). */
export function forgetSites(): void {
  byHost.clear();
}

/**
 * The site a host belongs to (its primary host or one of its aliases), or null. Plain `localhost` and the loopback
 * addresses reach the default site.
 */
export async function findSiteByHost(db: D1Database, host: string): Promise<SiteRecord | null> {
  const cached = byHost.get(host);
  if (cached && Date.now() - cached.at < SITE_TTL_MS) return cached.record;
  // The primary host first, by its unique index: every page of a site on its own host is found without reading
  // other sites' rows, however many there are (issue 31 point 4). Aliases (answered with a redirect) and the loopback
  // addresses of local development (the default site) read the sites table only when no primary host matched.
  const loopback = isLocalHost(host) && !host.endsWith(".localhost") ? 1 : 0;
  const row =
    (await db.prepare(`SELECT ${SITE_COLUMNS} FROM sites WHERE primary_host = ?1`).bind(host).first<Row>()) ??
    (await db
      .prepare(
        `SELECT ${SITE_COLUMNS} FROM sites
         WHERE EXISTS (SELECT 1 FROM json_each(sites.alias_hosts) WHERE value = ?1) OR (?2 = 1 AND is_default = 1)
         ORDER BY is_default DESC LIMIT 1`,
      )
      .bind(host, loopback)
      .first<Row>());
  const record = row ? toSiteRecord(row) : null;
  if (byHost.size >= MAX_HOSTS) byHost.delete(byHost.keys().next().value as string);
  byHost.set(host, { record, at: Date.now() });
  return record;
}
