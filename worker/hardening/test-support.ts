import { env } from "cloudflare:workers";
import { ORIGIN, request } from "../test/helpers";

/** Test-only helpers for the hardening tests: editor API calls, and reads that show whether anything changed. */
export const api = (path: string, cookie: string, body?: unknown, init: { method?: string; contentType?: string; raw?: string } = {}) =>
  request(`/api/v1${path}`, {
    method: init.method ?? "POST",
    headers: { Origin: ORIGIN, Cookie: cookie, "Content-Type": init.contentType ?? "application/json" },
    body: init.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });

export const pageIdOf = async (slug: string) =>
  (await env.DB.prepare("SELECT page_id FROM slugs WHERE slug = ?1 AND published = 0 LIMIT 1").bind(slug).first<{ page_id: string }>())!.page_id;

export const firstFieldOf = async (pageId: string, contentType: string) =>
  (await env.DB.prepare("SELECT id FROM items WHERE page_id = ?1 AND type = 'field' AND json_extract(draft, '$.contentType') = ?2 LIMIT 1")
    .bind(pageId, contentType)
    .first<{ id: string }>())!.id;

/** A fingerprint of everything editors and visitors can change: equal before and after means nothing changed. */
export async function contentFingerprint(): Promise<string> {
  const tables = ["slugs", "collections", "collection_items", "site_documents", "submissions", "changelog_seen", "users", "sessions"];
  // Items are large (rich text); every write to one changes its updated_at, so ids, sizes and stamps tell a change.
  const items =
    "SELECT group_concat(id || ':' || length(draft) || ':' || ifnull(length(published), '-') || ':' || changed || ':' || updated_at, ',') AS v FROM (SELECT * FROM items ORDER BY id)";
  const publications = "SELECT COUNT(*) || ':' || ifnull(MAX(rowid), 0) AS v FROM publications";
  const statements = [items, publications, ...tables.map((table) => `SELECT * FROM ${table} ORDER BY rowid`)];
  const results = await env.DB.batch(statements.map((sql) => env.DB.prepare(sql)));
  return results.map((result) => JSON.stringify(result.results)).join("\n");
}

/** Rich text whose paragraphs nest `depth` levels deep (blockquote in blockquote ...). */
export function nestedRichText(depth: number) {
  let node: Record<string, unknown> = { type: "paragraph", content: [{ type: "text", text: "tief" }] };
  for (let i = 1; i < depth; i++) node = { type: "blockquote", content: [node] };
  return { type: "doc", content: [node] };
}

/** A JSON value nested `depth` arrays deep, built without recursion. */
export function nestedArrays(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}
