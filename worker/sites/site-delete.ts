import { parseJson } from "../../common/parse-json";
import { siteRecordSchema } from "./site";
import { SITE_TABLES, siteDb } from "./site-db";
import { type ArchiveBindings, siteObjectKeys } from "./site-export";

/** What deleting a site removes: its rows per table, its objects, its cached pages and cache keys. */
export type DeletePlan = {
  siteId: string;
  hosts: string[];
  rows: Record<string, number>;
  objects: string[];
  objectBytes: number;
  cacheKeys: string[];
};

async function kvKeys(kv: KVNamespace, prefix: string, keep: (name: string) => boolean = () => true): Promise<string[]> {
  const found: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor });
    found.push(...page.keys.map((key) => key.name).filter(keep));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return found;
}

/**
 * The site's keys in the page cache (docs/decisions/003, 010): its pages (`html:{build}:{origin}{path}`, the origin
 * being one of its hosts, with any port), its tag versions and generation, and its outside content.
 */
async function cacheKeysOf(kv: KVNamespace, siteId: string, hosts: string[]): Promise<string[]> {
  const onHost = (name: string) => hosts.some((host) => name.includes(`//${host}/`) || name.includes(`//${host}:`));
  return [
    ...(await kvKeys(kv, "html:", onHost)),
    ...(await kvKeys(kv, `tag:${siteId}:`)),
    ...(await kvKeys(kv, `generation:${siteId}`, (name) => name === `generation:${siteId}`)),
    ...(await kvKeys(kv, `outside:${siteId}:`)),
  ];
}

/** What `deleteSite` would remove (also what is left of a site whose row is already gone). */
export async function planSiteDelete(bindings: ArchiveBindings, siteId: string): Promise<DeletePlan> {
  const { db, bucket, kv } = bindings;
  const site = await db
    .prepare("SELECT primary_host, alias_hosts FROM sites WHERE id = ?1")
    .bind(siteId)
    .first<{ primary_host: string; alias_hosts: string }>();
  const hosts = site ? [site.primary_host, ...parseJson(siteRecordSchema.shape.aliasHosts, site.alias_hosts)] : [];
  const rows: Record<string, number> = { sites: site ? 1 : 0 };
  const scoped = siteDb(db, siteId);
  const counts = await db.batch([
    ...SITE_TABLES.map((table) => scoped.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = $site`)),
    db.prepare("SELECT COUNT(*) AS n FROM memberships WHERE site_id = ?1").bind(siteId),
  ]);
  [...SITE_TABLES, "memberships"].forEach((table, i) => {
    rows[table] = (counts[i]?.results[0] as { n: number } | undefined)?.n ?? 0;
  });
  const objects = await siteObjectKeys(db, bucket, siteId);
  let objectBytes = 0;
  for (const { key } of objects) objectBytes += (await bucket.head(key))?.size ?? 0;
  return {
    siteId,
    hosts,
    rows,
    objects: objects.map((object) => object.key),
    objectBytes,
    cacheKeys: kv ? await cacheKeysOf(kv, siteId, hosts) : [],
  };
}

/** True when the plan finds nothing of the site. */
export const planIsEmpty = (plan: DeletePlan) => Object.values(plan.rows).every((n) => n === 0) && plan.objects.length === 0 && plan.cacheKeys.length === 0;

/**
 * Deletes a site: every row in one D1 batch first (the site stops answering at once, all or nothing), then its
 * objects and cached pages. Run again with the same id, it removes whatever a failure left of the last two.
 */
export async function deleteSite(bindings: ArchiveBindings, plan: DeletePlan): Promise<void> {
  const { db, bucket, kv } = bindings;
  const scoped = siteDb(db, plan.siteId);
  await db.batch([
    ...SITE_TABLES.map((table) => scoped.prepare(`DELETE FROM ${table} WHERE site_id = $site`)),
    db.prepare("DELETE FROM memberships WHERE site_id = ?1").bind(plan.siteId),
    db.prepare("DELETE FROM sites WHERE id = ?1").bind(plan.siteId),
  ]);
  for (let i = 0; i < plan.objects.length; i += 1000) await bucket.delete(plan.objects.slice(i, i + 1000));
  if (kv) for (const key of plan.cacheKeys) await kv.delete(key);
}
