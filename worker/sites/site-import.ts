import { z } from "zod";
import { strictSchema } from "../../common/blocks/define";
import { BLOCKS } from "../../common/blocks/registry";
import { isBlockType } from "../../common/blocks/types";
import { fieldStateSchema, groupStateSchema, pageStateSchema } from "../../common/content";
import { validateFieldValue } from "../../common/editor/validation";
import { navigationSchema } from "../../common/navigation";
import { parseJson } from "../../common/parse-json";
import { settingsSchema } from "../../common/settings";
import { FULL_TAG, revalidateTag } from "../cache/page-cache";
import { MEDIA_CACHE_CONTROL } from "../media/media-store";
import {
  ARCHIVE_VERSION,
  ARCHIVED_TABLES,
  type ArchiveFile,
  type ArchiveRow,
  archiveHeaderSchema,
  archiveSchema,
  type SiteArchive,
  sha256Hex,
  sitePrefix,
} from "./site-archive-format";
import type { ArchiveBindings } from "./site-export";
import { hostSchema, siteIdSchema } from "./site";
import { hostsTakenByOthers } from "./site-admin";
import { importingHost, queriesNeeded, SiteIdTaken, writeSite } from "./site-import-write";

/** An archive as the importer reads it: the document's text and its files by path (null: no such file). */
export type ArchiveSource = { document: string; readFile: (path: string) => Promise<Uint8Array | null> };

/** Where the copy goes: a new site id and its hosts. */
export type ImportTarget = { id: string; primaryHost: string; aliasHosts?: string[] };

/** A refusal: the archive, or the target, is not fit; nothing was written. */
export class ArchiveRefused extends Error {}

const where = (issue: z.core.$ZodIssue) => `${issue.path.join(".") || "(document)"}: ${issue.message}`;

/** The archive document, or the first reason it cannot be read (bad JSON, unknown format or version, shape). */
export function readArchive(text: string): SiteArchive {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ArchiveRefused(`site.json is not valid JSON (truncated?): ${error instanceof Error ? error.message : String(error)}`);
  }
  const header = archiveHeaderSchema.safeParse(raw);
  if (!header.success) throw new ArchiveRefused(`site.json is not a site archive: ${where(header.error.issues[0]!)}`);
  if (header.data.version !== ARCHIVE_VERSION) {
    throw new ArchiveRefused(`unknown format version ${header.data.version}: this deployment reads version ${ARCHIVE_VERSION}`);
  }
  const parsed = archiveSchema.safeParse(raw);
  if (!parsed.success) throw new ArchiveRefused(`site.json: ${where(parsed.error.issues[0]!)}`);
  return parsed.data;
}

/** The columns a table has in this database. */
async function columnsOf(db: D1Database, table: string): Promise<Set<string>> {
  const { results } = await db.prepare(`PRAGMA table_info(${table})`).all<{ name: string }>();
  return new Set(results.map((column) => column.name));
}

/** Parses a stored JSON column with a schema; the message names the row and the first refused value. */
function checkJson(label: string, text: ArchiveRow[string] | undefined, schema: z.ZodType): unknown {
  let value: unknown;
  try {
    value = JSON.parse(String(text));
  } catch {
    throw new ArchiveRefused(`${label}: not valid JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ArchiveRefused(`${label}: ${where(parsed.error.issues[0]!)}`);
  return parsed.data;
}

/** Checks one item state by its type: a page's meta, a block's type, a field's content and typed values. */
function checkItemState(row: ArchiveRow, column: "draft" | "published") {
  const label = `items ${row.id} (${row.type}) ${column}`;
  if (row.type === "page") return checkJson(label, row[column], pageStateSchema);
  if (row.type === "group") {
    const state = checkJson(label, row[column], groupStateSchema) as z.infer<typeof groupStateSchema>;
    if (!isBlockType(state.blockType)) throw new ArchiveRefused(`${label}: unknown block type ${state.blockType}`);
    // Held to the block's schema as a save is (decision 034), not the lenient reading that falls back to defaults.
    const schema = BLOCKS[state.blockType].options;
    const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
    for (const [key, option] of Object.entries(state.options)) {
      const optionSchema = shape[key];
      if (!optionSchema || option.value === null) continue;
      const parsed = strictSchema(optionSchema).safeParse(option.value);
      if (!parsed.success) throw new ArchiveRefused(`${label}: ${state.blockType} option ${key}: ${parsed.error.issues[0]!.message}`);
    }
    return state;
  }
  if (row.type === "field") {
    const state = checkJson(label, row[column], fieldStateSchema) as z.infer<typeof fieldStateSchema>;
    for (const [locale, value] of Object.entries(state.content)) {
      if (typeof value?.text !== "string") continue;
      const checked = validateFieldValue(state.dataType, value.text, "en");
      if (!checked.ok) throw new ArchiveRefused(`${label}: ${state.name} (${locale}) "${value.text.slice(0, 60)}": ${checked.message}`);
    }
    return state;
  }
  throw new ArchiveRefused(`items ${row.id}: unknown item type ${String(row.type)}`);
}

/** What expectedOriginal reads of a media row's video settings (absent for pictures). */
const videoSourceSchema = z.object({ source: z.string().optional() }).nullable();

/** Media rows whose object lives in R2 (a Stream video's lives in Stream) must have their original in the archive. */
function expectedOriginal(row: ArchiveRow): string | null {
  const settings = row.video_settings ? parseJson(videoSourceSchema, String(row.video_settings)) : null;
  return settings?.source === "stream" ? null : `media/${row.object_id}.${row.extension}`;
}

/** Checks an archive against this database and its files; throws the first problem. */
export async function checkArchive(db: D1Database, archive: SiteArchive, source: ArchiveSource): Promise<void> {
  for (const table of ["sites", ...ARCHIVED_TABLES] as const) {
    const rows = table === "sites" ? [archive.site] : (archive.tables[table] ?? []);
    if (rows.length === 0) continue;
    const known = await columnsOf(db, table);
    for (const column of new Set(rows.flatMap(Object.keys))) {
      if (!known.has(column)) {
        throw new ArchiveRefused(`table ${table} has no column ${column} in this database: apply the exporting deployment's migrations first`);
      }
    }
  }
  const ids = new Set<string>();
  for (const table of ARCHIVED_TABLES) {
    for (const row of archive.tables[table] ?? []) {
      if (typeof row.id !== "string") continue;
      if (ids.has(row.id)) throw new ArchiveRefused(`${table} ${row.id}: the id occurs twice`);
      ids.add(row.id);
    }
  }
  for (const row of archive.tables.items ?? []) {
    checkItemState(row, "draft");
    if (row.published !== null && row.published !== undefined) checkItemState(row, "published");
  }
  for (const row of archive.tables.site_documents ?? []) {
    checkJson(`site_documents ${row.key}`, row.value, row.key === "navigation" ? navigationSchema : settingsSchema);
  }
  const files = new Map(archive.files.map((file) => [file.path, file]));
  for (const row of archive.tables.media ?? []) {
    const path = expectedOriginal(row);
    if (path && !files.has(path)) throw new ArchiveRefused(`media ${row.id} refers to the file ${path}, which the archive does not list`);
  }
  for (const file of archive.files) await readChecked(source, file);
}

/** A file's bytes, refused when missing or not the bytes the document lists (truncated or changed). */
async function readChecked(source: ArchiveSource, file: ArchiveFile): Promise<Uint8Array> {
  const bytes = await source.readFile(file.path);
  if (!bytes) throw new ArchiveRefused(`missing media file files/${file.path}`);
  if (bytes.byteLength !== file.size || (await sha256Hex(bytes)) !== file.sha256) {
    throw new ArchiveRefused(
      `media file files/${file.path} is not the file the archive lists (truncated or changed: ${bytes.byteLength} of ${file.size} bytes)`,
    );
  }
  return bytes;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/**
 * A new id for every row id of the archive (and every media object id): ids are unique across the deployment, so
 * a copy beside its original needs its own.
 */
export function newIds(archive: SiteArchive): Map<string, string> {
  const map = new Map<string, string>();
  for (const table of ARCHIVED_TABLES) {
    for (const row of archive.tables[table] ?? []) {
      if (typeof row.id === "string" && !map.has(row.id)) map.set(row.id, crypto.randomUUID());
    }
  }
  for (const row of archive.tables.media ?? []) {
    if (typeof row.object_id === "string" && !map.has(row.object_id)) map.set(row.object_id, crypto.randomUUID());
  }
  return map;
}

/**
 * Rewrites references in a stored value: a value that is an old id, any UUID-shaped old id inside a text (JSON
 * documents, rich text links, /media/{id}.jpg addresses), and any other old id as a whole JSON string inside a
 * JSON text. What the ids refer to (pages, blocks, media, businesses, collections) needs no list: ids are unique.
 */
export function idRewriter(map: ReadonlyMap<string, string>): (value: ArchiveRow[string] | undefined) => ArchiveRow[string] {
  const others = [...map.keys()].filter((id) => !new RegExp(`^${UUID.source}$`, "i").test(id));
  return (value) => {
    if (typeof value !== "string") return value ?? null;
    const whole = map.get(value);
    if (whole) return whole;
    let text = value.replace(UUID, (id) => map.get(id) ?? id);
    for (const id of others) {
      const token = JSON.stringify(id);
      if (text.includes(token)) text = text.replaceAll(token, JSON.stringify(map.get(id)));
    }
    return text;
  };
}

/** A file's path in the copy: the media object id in `media/{id}[-w{width}].{ext}` mapped, else UUIDs in it. */
function copiedPath(path: string, map: ReadonlyMap<string, string>, rewrite: ReturnType<typeof idRewriter>): string {
  const media = /^media\/([A-Za-z0-9_-]+?)((?:-w\d+)?\.[a-z0-9]{2,5})$/.exec(path);
  const mapped = media ? map.get(media[1]!) : undefined;
  return mapped ? `media/${mapped}${media![2]}` : String(rewrite(path));
}

export type ImportResult = {
  siteId: string;
  ids: Map<string, string>;
  rows: Record<string, number>;
  files: number;
  /** D1 statements and batches the rows took (docs/decisions/120). */
  statements: number;
  batches: number;
};

/** How the caller runs the import: `queriesPerInvocation` when it all runs in one Worker invocation (D1_LIMITS). */
export type ImportOptions = { queriesPerInvocation?: number };

/**
 * Creates a new site from an archive, all or nothing: the archive and the target are checked first (the first
 * problem is refused, nothing written), then `writeSite` claims the id, copies the objects under the new site's
 * prefix and writes the rows in batches inside D1's limits, removing all of it again if a batch fails.
 */
export async function importSite(bindings: ArchiveBindings, source: ArchiveSource, target: ImportTarget, options: ImportOptions = {}): Promise<ImportResult> {
  const { db, bucket } = bindings;
  const archive = readArchive(source.document);
  const id = siteIdSchema.safeParse(target.id);
  if (!id.success) throw new ArchiveRefused(`--id: ${id.error.issues[0]!.message}`);
  const hosts = [target.primaryHost, ...(target.aliasHosts ?? [])].map((host) => {
    const parsed = hostSchema.safeParse(host);
    if (!parsed.success) throw new ArchiveRefused(`--host/--alias ${host}: ${parsed.error.issues[0]!.message}`);
    return parsed.data;
  });
  const [primaryHost, ...aliasHosts] = hosts as [string, ...string[]];
  const siteId = id.data;
  const existing = await db.prepare("SELECT primary_host FROM sites WHERE id = ?1").bind(siteId).first<{ primary_host: string }>();
  if (existing?.primary_host === importingHost(siteId)) {
    throw new ArchiveRefused(`a site ${siteId} exists already, left by an interrupted import: npm run site:delete -- --site ${siteId} --yes`);
  }
  if (existing) throw new ArchiveRefused(`a site ${siteId} exists already`);
  const taken = await hostsTakenByOthers(db, { id: siteId, name: "", primaryHost, aliasHosts, locales: ["de"], programs: [], isDefault: false });
  if (taken.length) throw new ArchiveRefused(`host already used by another site: ${taken.join(", ")}`);
  if ((await bucket.list({ prefix: sitePrefix(siteId), limit: 1 })).objects.length) {
    throw new ArchiveRefused(
      `the bucket holds objects under ${sitePrefix(siteId)} (left by an earlier site ${siteId}?): npm run site:delete -- --site ${siteId} --yes`,
    );
  }
  await checkArchive(db, archive, source);

  const ids = newIds(archive);
  const rewrite = idRewriter(ids);
  const tables = ARCHIVED_TABLES.map((table): [string, ArchiveRow[]] => [
    table,
    (archive.tables[table] ?? []).map((row) => Object.fromEntries(Object.entries(row).map(([column, value]) => [column, rewrite(value)]))),
  ]);
  if (options.queriesPerInvocation !== undefined) {
    // Read so far: the site, the hosts, and the columns of the site table and of each table with rows.
    const needed = queriesNeeded(3 + ARCHIVED_TABLES.filter((table) => archive.tables[table]?.length).length, tables);
    if (needed > options.queriesPerInvocation) {
      throw new ArchiveRefused(
        `the import needs ${needed} D1 queries, more than the ${options.queriesPerInvocation} one Worker invocation may make: import it with npm run site:import`,
      );
    }
  }
  const siteRow: ArchiveRow = { ...archive.site, is_default: 0 };
  delete siteRow.created_at;
  const copyObjects = async (written: string[]) => {
    for (const file of archive.files) {
      const key = sitePrefix(siteId) + copiedPath(file.path, ids, rewrite);
      const bytes = await readChecked(source, file);
      await bucket.put(key, bytes, {
        httpMetadata: { contentType: file.contentType ?? undefined, cacheControl: file.cacheControl ?? MEDIA_CACHE_CONTROL },
      });
      written.push(key);
    }
  };
  let done: { statements: number; batches: number };
  try {
    done = await writeSite(bindings, { siteId, siteRow, primaryHost, aliasHosts, tables, copyObjects });
  } catch (error) {
    throw error instanceof SiteIdTaken ? new ArchiveRefused(error.message) : error;
  }
  if (bindings.kv) await revalidateTag(bindings.kv, siteId, FULL_TAG);
  const rows = Object.fromEntries(tables.map(([table, list]) => [table, list.length]));
  return { siteId, ids, rows, files: archive.files.length, ...done };
}
