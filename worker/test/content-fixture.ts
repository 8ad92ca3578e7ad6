import { env } from "cloudflare:workers";
import { createPage, database } from "../content/pages";
import { ORIGIN, postJson, request, testDb } from "./helpers";

/** A small draft page (one hero block: title, kicker, image) made through the content functions, with a slug per locale. */
export async function makePage(slug: string, mediaId: string | null = null) {
  const pageId = await createPage(
    database(testDb()),
    {
      name: { de: `Seite ${slug}`, fr: `Page ${slug}` },
      slugs: { de: slug, fr: slug },
      groups: [
        {
          blockType: "hero",
          fields: [
            { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Titel eins" }, fr: { text: "Titre un" } } },
            { name: "kicker", contentType: "localizedSingleValue", content: { de: { text: "Kicker" } } },
            { name: "image", contentType: "media", mediaId },
          ],
        },
      ],
    },
    ["de", "fr"],
  );
  return { pageId, ...(await itemsOf(pageId)) };
}

/** The page's rows: its block ids in order and its field ids by name (of the first block). */
export async function itemsOf(pageId: string) {
  const { results } = await env.DB.prepare("SELECT id, type, parent_id, draft FROM items WHERE page_id = ?1")
    .bind(pageId)
    .all<{ id: string; type: string; parent_id: string; draft: string }>();
  const groups = results.filter((r) => r.type === "group").sort((a, b) => JSON.parse(a.draft).position - JSON.parse(b.draft).position);
  const fields = Object.fromEntries(
    results.filter((r) => r.type === "field" && r.parent_id === groups[0]?.id).map((r) => [JSON.parse(r.draft).name as string, r.id]),
  );
  return { groups: groups.map((g) => g.id), fields };
}

export const versionOf = async (id: string) => (await env.DB.prepare("SELECT version FROM items WHERE id = ?1").bind(id).first<{ version: number }>())!.version;
export const draftOf = async (id: string) =>
  JSON.parse((await env.DB.prepare("SELECT draft FROM items WHERE id = ?1").bind(id).first<{ draft: string }>())!.draft);

/** An API call as one signed-in editor: status and parsed JSON body. */
export const editorApi = (cookie: string) => ({
  post: async (path: string, body: unknown) => {
    const res = await postJson(`/api/v1${path}`, body, cookie);
    return { status: res.status, json: res.body ? JSON.parse(res.body) : null };
  },
  put: async (path: string, body: unknown) => {
    const res = await request(`/api/v1${path}`, {
      method: "PUT",
      headers: { Cookie: cookie, Origin: ORIGIN, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: res.body ? JSON.parse(res.body) : null };
  },
  get: async (path: string) => {
    const res = await request(`/api/v1${path}`, { headers: { Cookie: cookie } });
    return { status: res.status, json: res.body ? JSON.parse(res.body) : null };
  },
});

/** A field save in the editor's shape, based on `version`. */
export const fieldSave = (linkId: string, de: string, version: number) => ({ itemType: "field", linkId, version, data: { content: { de: { text: de } } } });
