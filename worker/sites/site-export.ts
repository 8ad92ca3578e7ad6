import { legacyMediaObjectKey } from "../../common/media";
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  ARCHIVED_TABLES,
  type ArchiveFile,
  type ArchiveRow,
  OPTIONAL_TABLES,
  type SiteArchive,
  sha256Hex,
  sitePrefix,
} from "./site-archive-format";
import { MIGRATED_SITE_ID } from "./site";
import { siteDb } from "./site-db";

/** The bindings the archive commands work on: the local state's or, with `--remote`, the deployed ones. */
export type ArchiveBindings = { db: D1Database; bucket: R2Bucket; kv?: KVNamespace };

/** Receives each file of the export (the command writes it beside the document; tests keep it in memory). */
export type FileSink = (path: string, bytes: Uint8Array) => Promise<void>;

/** The last migration the database applied (wrangler's `d1_migrations`), or null when it keeps none. */
export async function lastMigration(db: D1Database): Promise<string | null> {
  try {
    const row = await db.prepare("SELECT name FROM d1_migrations ORDER BY id DESC LIMIT 1").first<{ name: string }>();
    return row?.name ?? null;
  } catch {
    return null;
  }
}

/** Every row of a site table for the site, whole (all columns but site_id), in insertion order. */
export async function siteRows(db: D1Database, siteId: string, table: string): Promise<ArchiveRow[]> {
  const { results } = await siteDb(db, siteId).prepare(`SELECT * FROM ${table} WHERE site_id = $site ORDER BY rowid`).all<ArchiveRow>();
  return results.map(({ site_id: _site, ...row }) => row);
}

/** Every object key of the site: its prefix, plus the pre-sites keys of the migrated site's media (decision 009). */
export async function siteObjectKeys(db: D1Database, bucket: R2Bucket, siteId: string): Promise<{ key: string; path: string }[]> {
  const prefix = sitePrefix(siteId);
  const found: { key: string; path: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    for (const object of page.objects) found.push({ key: object.key, path: object.key.slice(prefix.length) });
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  if (siteId === MIGRATED_SITE_ID) {
    const paths = new Set(found.map((file) => file.path));
    for (const row of await siteRows(db, siteId, "media")) {
      const key = legacyMediaObjectKey(String(row.object_id), String(row.extension));
      if (!paths.has(key) && (await bucket.head(key))) {
        found.push({ key, path: key });
        paths.add(key);
      }
    }
  }
  return found;
}

/**
 * Exports one site: its row, the rows of every archived table (submissions only when asked for), and its objects,
 * handed to `sink` one by one. No account, password or session is part of it.
 */
export async function exportSite(bindings: ArchiveBindings, siteId: string, options: { withSubmissions: boolean }, sink: FileSink): Promise<SiteArchive> {
  const { db, bucket } = bindings;
  const site = await db.prepare("SELECT * FROM sites WHERE id = ?1").bind(siteId).first<ArchiveRow>();
  if (!site) throw new Error(`no site ${siteId}`);
  const tables: SiteArchive["tables"] = {};
  for (const table of ARCHIVED_TABLES) {
    if (OPTIONAL_TABLES.includes(table) && !options.withSubmissions) continue;
    tables[table] = await siteRows(db, siteId, table);
  }
  const files: ArchiveFile[] = [];
  for (const { key, path } of await siteObjectKeys(db, bucket, siteId)) {
    const object = await bucket.get(key);
    if (!object) throw new Error(`object ${key} disappeared during the export`);
    const bytes = new Uint8Array(await object.arrayBuffer());
    await sink(path, bytes);
    files.push({
      path,
      size: bytes.byteLength,
      sha256: await sha256Hex(bytes),
      contentType: object.httpMetadata?.contentType ?? null,
      cacheControl: object.httpMetadata?.cacheControl ?? null,
    });
  }
  return {
    format: ARCHIVE_FORMAT,
    version: ARCHIVE_VERSION,
    exportedAt: new Date().toISOString(),
    lastMigration: await lastMigration(db),
    withSubmissions: options.withSubmissions,
    site,
    tables,
    files,
  };
}
