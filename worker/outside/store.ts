import { z } from "zod";
import { revalidateTag } from "../cache/page-cache";

/**
 * Outside content (Instagram feed, branch reviews, article teasers) as last fetched, one KV document per site and
 * kind. A failed or malformed answer never replaces good data: it is logged and noted next to it.
 */
export type OutsideDoc<T> = { data: T; fetchedAt: string | null; error: string | null; failedAt: string | null };
export type Loaded<T> = { ok: true; data: T } | { ok: false; error: string };

const docKey = (siteId: string, kind: string) => `outside:${siteId}:${kind}`;
const docSchema = z.object({ data: z.unknown(), fetchedAt: z.string().nullable(), error: z.string().nullable(), failedAt: z.string().nullable() });

/** The stored document, or null when this kind was never fetched for the site (or the stored value no longer parses). */
export async function readOutside<T>(kv: KVNamespace, siteId: string, kind: string, schema: z.ZodType<T>): Promise<OutsideDoc<T> | null> {
  const raw = await kv.get(docKey(siteId, kind), "json");
  const doc = docSchema.safeParse(raw);
  if (!doc.success) return null;
  const data = schema.safeParse(doc.data.data);
  return data.success ? { ...doc.data, data: data.data } : null;
}

/** Stores a document as it is (an addition made by an editor, between refreshes). */
export async function writeOutside<T>(kv: KVNamespace, siteId: string, kind: string, doc: OutsideDoc<T>): Promise<void> {
  await kv.put(docKey(siteId, kind), JSON.stringify(doc));
}

/**
 * Runs `load` and stores its data; when the data differs from what was stored, pages carrying `tag` re-render.
 * On failure the previous data stays (stale while failing) and the error is logged and recorded.
 */
export async function refreshOutside<T>(
  kv: KVNamespace,
  siteId: string,
  kind: string,
  tag: string,
  schema: z.ZodType<T>,
  empty: T,
  load: () => Promise<Loaded<T>>,
): Promise<OutsideDoc<T>> {
  const previous = await readOutside(kv, siteId, kind, schema);
  const now = new Date().toISOString();
  const result = await load();
  if (!result.ok) {
    console.error(`outside content ${kind} of site ${siteId}: ${result.error} (keeping the last good data)`);
    const doc: OutsideDoc<T> = { data: previous?.data ?? empty, fetchedAt: previous?.fetchedAt ?? null, error: result.error, failedAt: now };
    await kv.put(docKey(siteId, kind), JSON.stringify(doc));
    return doc;
  }
  const doc: OutsideDoc<T> = { data: result.data, fetchedAt: now, error: null, failedAt: null };
  await kv.put(docKey(siteId, kind), JSON.stringify(doc));
  if (JSON.stringify(previous?.data) !== JSON.stringify(result.data)) await revalidateTag(kv, siteId, tag);
  return doc;
}
