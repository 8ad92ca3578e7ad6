/**
 * Visitor HTML cached in KV, invalidated by versioned tags (docs/decisions/003-page-cache.md).
 * Each tag has a version key; a cached entry records the versions it was rendered under and is
 * used only while all of them are still current. Revalidating writes a new version: no key is
 * deleted, so freshness never depends on a delete propagating.
 * Everything is per site: entry keys carry the site's primary origin (callers build them), tag versions and the
 * generation live under the site's id, so publishing on one site re-renders none of another's pages.
 */

import { z } from "zod";
import { JsonShapeError, parseJson } from "../../common/parse-json";

const ENTRY_PREFIX = "html:";
const TAG_PREFIX = "tag:";
/** Carried by every cached page: /revalidate/full bumps it. */
export const FULL_TAG = "all";

/** A cached page with the tags it was built from and the page-specific headers it was answered with (security policies). */
const cacheEntrySchema = z.object({
  html: z.string(),
  etag: z.string(),
  status: z.number(),
  tags: z.record(z.string(), z.string()),
  headers: z.record(z.string(), z.string()).optional(),
});
export type CacheEntry = z.infer<typeof cacheEntrySchema>;

/** A stored entry, or null (a miss, rendered and stored afresh) when it is not of this build's shape. */
function storedEntry(raw: string): CacheEntry | null {
  try {
    return parseJson(cacheEntrySchema, raw);
  } catch (error) {
    if (error instanceof JsonShapeError) return null;
    throw error;
  }
}

/**
 * Tags every visitor page carries share one stored version ("site"): revalidating any of them re-renders every
 * page, exactly as per-tag versions would, and a cache hit reads 3 keys instead of 9.
 */
const SITE_WIDE_TAGS = new Set([FULL_TAG, "appMetadata", "pages", "settings", "navigation", "translations", "optician"]);
const versionKey = (tag: string) => (SITE_WIDE_TAGS.has(tag) ? "site" : tag);
const tagKey = (siteId: string, tag: string) => `${TAG_PREFIX}${siteId}:${tag}`;

/**
 * Reads tag versions before the data they guard is read, so a revalidation during a render is never missed.
 * `generation` is the site's generation as this request read it (readGeneration), before any version: tag versions
 * this isolate read under the same generation are taken from memory instead of KV (see `versionsUnder`).
 */
export class TagTracker {
  /** The versions of the tags the render used: what its cached copy records. */
  readonly versions: Record<string, string> = {};
  /** Versions read ahead by `prefetch`, used only if the render asks for them. */
  private readonly ahead: Record<string, string> = {};
  constructor(
    private readonly kv: KVNamespace,
    private readonly siteId: string,
    private readonly generation: string,
  ) {}

  /**
   * Reads the versions of tags the render will probably use, in at most one KV call at its start (before any data
   * is read, so they guard whatever is read after). A tag the render never uses is not recorded.
   */
  async prefetch(tags: readonly string[]): Promise<void> {
    const fresh = [...new Set(tags.map(versionKey))].filter((tag) => !(tag in this.versions) && !(tag in this.ahead));
    const versions = await currentVersions(this.kv, this.siteId, this.generation, fresh);
    fresh.forEach((tag, i) => {
      this.ahead[tag] = versions[i]!;
    });
  }

  /** Records the current version of each tag (once per tag; read now unless prefetched). */
  async use(tags: readonly string[]): Promise<void> {
    const wanted = [...new Set(tags.map(versionKey))].filter((tag) => !(tag in this.versions));
    const fresh = wanted.filter((tag) => !(tag in this.ahead));
    const versions = await currentVersions(this.kv, this.siteId, this.generation, fresh);
    for (const tag of wanted) this.versions[tag] = this.ahead[tag] ?? versions[fresh.indexOf(tag)]!;
  }
}

/**
 * Bumped by every revalidation, after the tag's own version: while it is unchanged, no tag has changed, and a hit
 * on this isolate's copy of an entry needs this one key only (a multi-key read costs twice as much locally).
 */
const generationKey = (siteId: string) => `generation:${siteId}`;

/** The site's generation: read once per request, before any tag version (readers' half of the ordering above). */
export const readGeneration = async (kv: KVNamespace, siteId: string) => (await kv.get(generationKey(siteId))) ?? "0";

async function readVersions(kv: KVNamespace, siteId: string, tags: readonly string[]): Promise<string[]> {
  if (tags.length === 0) return [];
  const found = await kv.get(tags.map((tag) => tagKey(siteId, tag)));
  return tags.map((tag) => found.get(tagKey(siteId, tag)) ?? "0");
}

/**
 * Tag versions this isolate read from KV, per site, with the generation read before them. While a request reads
 * the same generation, no revalidation has finished since (each writes its versions, then the generation), so the
 * versions are still current and a render takes them from here: an uncached render then reads one KV key (the
 * generation) instead of every tag it uses (docs/decisions/017). Freshness never depends on it: a version is only
 * ever recorded before the data it guards is read, and any version read so is safe to record (a stale one costs
 * an extra render, never a stale page); the generation only keeps the versions from going stale.
 */
const versionsSeen = new Map<string, { generation: string; versions: Map<string, string> }>();
const VERSIONS_SEEN_MAX_SITES = 1_000;
const VERSIONS_SEEN_MAX_TAGS = 10_000;

/** The versions this isolate knows for the site under `generation` (a new, empty set when the generation moved). */
function versionsUnder(siteId: string, generation: string): Map<string, string> {
  const seen = versionsSeen.get(siteId);
  if (seen && seen.generation === generation && seen.versions.size < VERSIONS_SEEN_MAX_TAGS) return seen.versions;
  if (!seen && versionsSeen.size >= VERSIONS_SEEN_MAX_SITES) versionsSeen.delete(versionsSeen.keys().next().value as string);
  const versions = new Map<string, string>();
  versionsSeen.set(siteId, { generation, versions });
  return versions;
}

/** The current versions of `tags` (version keys): those known under `generation` from memory, the rest in one KV call. */
async function currentVersions(kv: KVNamespace, siteId: string, generation: string, tags: readonly string[]): Promise<string[]> {
  const known = versionsUnder(siteId, generation);
  const unknown = tags.filter((tag) => !known.has(tag));
  const read = await readVersions(kv, siteId, unknown);
  unknown.forEach((tag, i) => {
    known.set(tag, read[i]!);
  });
  return tags.map((tag) => known.get(tag)!);
}

/**
 * Tag names each key carried when it was last written, per isolate and bounded. Only names: they let a hit read
 * the entry and its tag versions in one KV call. Freshness never depends on it: a stale guess costs a second call.
 */
const tagNamesSeen = new Map<string, string[]>();
const TAG_NAMES_SEEN_MAX = 1_000;

/**
 * Entries this isolate has read or written, bounded by size, each stamped with the site generation under which
 * its tag versions were last confirmed. An entry never changes for the tag versions it records, so the copy is as
 * fresh as the KV entry: while the generation is unchanged a hit reads one small key; after a revalidation the
 * copy's own tags are checked once and, if none of them changed, it is stamped with the new generation.
 */
type EntryCopy = { entry: CacheEntry; generation: string };
const entriesSeen = new Map<string, EntryCopy>();
const ENTRIES_SEEN_MAX_CHARS = 8_000_000;
let entriesSeenChars = 0;

function keepEntry(key: string, entry: CacheEntry, generation: string) {
  const previous = entriesSeen.get(key);
  if (previous) {
    entriesSeen.delete(key);
    entriesSeenChars -= previous.entry.html.length;
  }
  if (entry.html.length > ENTRIES_SEEN_MAX_CHARS / 4) return;
  while (entriesSeenChars + entry.html.length > ENTRIES_SEEN_MAX_CHARS) {
    const [oldestKey, oldest] = entriesSeen.entries().next().value as [string, EntryCopy];
    entriesSeen.delete(oldestKey);
    entriesSeenChars -= oldest.entry.html.length;
  }
  entriesSeen.set(key, { entry, generation });
  entriesSeenChars += entry.html.length;
}

/**
 * Returns the site's cached entry for `key` (which names the site's primary origin) if every tag it carries still
 * has the version it was rendered under. `generation`: the site's generation as this request read it.
 */
export async function readCachedPage(
  kv: KVNamespace,
  siteId: string,
  key: string,
  generation: string,
  expectedTags: readonly string[] = [],
): Promise<CacheEntry | null> {
  const copy = entriesSeen.get(key);
  if (copy) {
    if (copy.generation === generation) return copy.entry;
    const tags = Object.keys(copy.entry.tags);
    const versions = await currentVersions(kv, siteId, generation, tags);
    if (tags.every((tag, i) => versions[i] === copy.entry.tags[tag])) {
      copy.generation = generation;
      return copy.entry;
    }
    // Revalidated since: the KV entry may already hold a newer render.
  }
  const known = versionsUnder(siteId, generation);
  const guess = [...new Set([...expectedTags.map(versionKey), ...(tagNamesSeen.get(key) ?? [])])].filter((tag) => !known.has(tag));
  const found = await kv.get([ENTRY_PREFIX + key, ...guess.map((tag) => tagKey(siteId, tag))]);
  // Read after the generation: current under it, like any version read by currentVersions.
  for (const tag of guess) known.set(tag, found.get(tagKey(siteId, tag)) ?? "0");
  const raw = found.get(ENTRY_PREFIX + key);
  if (!raw) return null;
  const entry = storedEntry(raw);
  if (!entry) return null;
  const tags = Object.keys(entry.tags);
  remember(key, tags);
  const versions = await currentVersions(kv, siteId, generation, tags);
  if (!tags.every((tag, i) => versions[i] === entry.tags[tag])) return null;
  keepEntry(key, entry, generation);
  return entry;
}

/** Tag names the page under `key` carried when this isolate last rendered or read it (empty if it never did). */
export const tagsSeen = (key: string): readonly string[] => tagNamesSeen.get(key) ?? [];

/** Remembers the tag names a page carries (its render used them), for the next hit or render of `key`. */
export function remember(key: string, tags: string[]) {
  if (!tagNamesSeen.has(key) && tagNamesSeen.size >= TAG_NAMES_SEEN_MAX) tagNamesSeen.delete(tagNamesSeen.keys().next().value as string);
  tagNamesSeen.set(key, tags);
}

/** No generation yet: the first hit on a copy made from a fresh render checks its tags once, then stamps it. */
const UNCONFIRMED = "";

/** Stores rendered HTML under `key` with the tag versions read before rendering. */
export async function writeCachedPage(kv: KVNamespace, key: string, html: string, status: number, tracker: TagTracker, headers: Record<string, string> = {}) {
  const entry: CacheEntry = { html, etag: await etagOf(html), status, tags: tracker.versions, headers };
  remember(key, Object.keys(entry.tags));
  await kv.put(ENTRY_PREFIX + key, JSON.stringify(entry));
  keepEntry(key, entry, UNCONFIRMED);
}

/** Makes every page of the site that carries `tag` render afresh on its next request. */
export async function revalidateTag(kv: KVNamespace, siteId: string, tag: string): Promise<void> {
  await revalidateTags(kv, siteId, [tag]);
}

/** Makes every page that carries one of `tags` render afresh; the generation key is written once (KV allows one write per second per key). */
export async function revalidateTags(kv: KVNamespace, siteId: string, tags: readonly string[]): Promise<void> {
  if (tags.length === 0) return;
  const version = `${Date.now().toString(36)}-${crypto.randomUUID()}`;
  // Tags first, then the generation: whoever sees the new generation also sees the new tag versions.
  await Promise.all([...new Set(tags.map(versionKey))].map((key) => kv.put(tagKey(siteId, key), version)));
  await kv.put(generationKey(siteId), version);
}

/** A strong ETag: the SHA-256 of the body, quoted. */
export async function etagOf(body: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  const hex = [...new Uint8Array(digest).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `"${hex}"`;
}

/** True when an If-None-Match header lists `etag` (or is a wildcard). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((candidate) => {
    const value = candidate.trim().replace(/^W\//, "");
    return value === "*" || value === etag;
  });
}
