import { env } from "cloudflare:workers";
import { sitePrefix } from "../sites/site-archive-format";
import { SITE_TABLES } from "../sites/site-db";
import { exportSite } from "../sites/site-export";
import type { ArchiveSource } from "../sites/site-import";

/** The test bindings the archive code works on. */
export const bindings = () => ({ db: env.DB, bucket: env.MEDIA, kv: env.PAGE_CACHE });

/** Exports a site into memory: the document and its files by path. */
export async function exportToMemory(siteId: string, withSubmissions = false) {
  const files = new Map<string, Uint8Array>();
  const archive = await exportSite(bindings(), siteId, { withSubmissions }, async (path, bytes) => {
    files.set(path, bytes);
  });
  return { archive, files };
}

/** An archive source over a document and files held in memory. */
export const source = (archive: unknown, files: Map<string, Uint8Array>, document = JSON.stringify(archive)): ArchiveSource => ({
  document,
  readFile: async (path) => files.get(path) ?? null,
});

/** Rows of every site table and objects under the prefix: what a site leaves behind. */
export async function traces(siteId: string) {
  const rows: Record<string, number> = {};
  for (const table of SITE_TABLES) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE site_id = ?1`).bind(siteId).first<{ n: number }>();
    if (row?.n) rows[table] = row.n;
  }
  const site = await env.DB.prepare("SELECT COUNT(*) AS n FROM sites WHERE id = ?1").bind(siteId).first<{ n: number }>();
  if (site?.n) rows.sites = site.n;
  const objects = (await env.MEDIA.list({ prefix: sitePrefix(siteId) })).objects.length;
  return { rows, objects };
}

/** What `traces` finds of a site that left nothing. */
export const NOTHING = { rows: {}, objects: 0 };
