import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { putSite, request, signIn } from "../test/helpers";
import { draftOf, editorApi, fieldSave, itemsOf, makePage, versionOf } from "../test/content-fixture";

let lea: ReturnType<typeof editorApi>;
let otherCookie = "";
let leaCookie = "";
beforeAll(async () => {
  leaCookie = await signIn("admin", "lea@site.test");
  lea = editorApi(leaCookie);
  await putSite({ id: "andere", name: "Andere", primaryHost: "andere.test", aliasHosts: [], locales: ["de"], programs: [], isDefault: false });
  otherCookie = await signIn("optician", "fremd@andere.test", "https://andere.test", ["andere"]);
});

const publish = async (pageId: string) => expect((await lea.post("/page/publish", { id: pageId })).status).toBe(200);
const save = async (id: string, text: string) => expect((await lea.post("/data", fieldSave(id, text, await versionOf(id)))).status).toBe(200);

describe("publication history and restore", () => {
  it("keeps every publication with who published it and when, newest first, paged", async () => {
    const { pageId, fields } = await makePage("verlauf");
    for (const text of ["Erste", "Zweite", "Dritte", "Vierte", "Fünfte"]) {
      await save(fields.title!, text);
      await publish(pageId);
    }
    const first = await lea.get(`/history?pageId=${pageId}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.json.entries).toHaveLength(2);
    expect(first.json.entries[0]).toMatchObject({ publishedBy: "lea@site.test", publishedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const seen = [...first.json.entries];
    let cursor = first.json.next;
    while (cursor) {
      const next = await lea.get(`/history?pageId=${pageId}&limit=2&cursor=${cursor}`);
      seen.push(...next.json.entries);
      cursor = next.json.next;
    }
    expect(seen).toHaveLength(5);
    expect(new Set(seen.map((e) => e.id)).size).toBe(5);
    const texts = await Promise.all(
      seen.map(
        async (e) => (await lea.get(`/history/publication?id=${e.id}`)).json.items.find((i: { id: string }) => i.id === fields.title).state.content.de.text,
      ),
    );
    expect(texts).toEqual(["Fünfte", "Vierte", "Dritte", "Zweite", "Erste"]);
  });

  it("restores an earlier version as the draft: removed blocks come back, newer blocks go, other pages are untouched; publishing shows it", async () => {
    const { pageId, fields, groups } = await makePage("wiederherstellen", "media-gone");
    const neighbour = await makePage("nachbar");
    await publish(pageId);
    await publish(neighbour.pageId);
    const [old] = (await lea.get(`/history?pageId=${pageId}`)).json.entries;
    // Since then: the title changed, the hero was removed, a new block was added, and all that was published.
    await save(fields.title!, "Neuer Titel");
    expect((await lea.post("/group/remove", { pageId, groupId: groups[0] })).status).toBe(200);
    const added = await lea.post("/group/add", { pageId, groupName: "spacer" });
    await publish(pageId);
    expect(await itemsOf(pageId)).toMatchObject({ groups: [added.json.id] });
    await save(neighbour.fields.title!, "Nachbar geändert");
    const neighbourBefore = await env.DB.prepare("SELECT id, draft, published, version FROM items WHERE page_id = ?1 ORDER BY id").bind(neighbour.pageId).all();

    const preview = await lea.get(`/history/publication?id=${old.id}`);
    expect(preview.json.missingMedia).toEqual(["media-gone"]);
    // The preview renders that publication like the live page: its title, no editor markers, the gone picture missing.
    const rendered = await request(`/de/edit/wiederherstellen?publication=${old.id}`, { headers: { Cookie: leaCookie } });
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain("Titel eins");
    expect(rendered.body).not.toContain("data-item=");
    expect(rendered.body).not.toContain("media-gone");
    expect((await request(`/de/edit/wiederherstellen?publication=${old.id}`)).status).toBe(302);
    const restored = await lea.post("/history/restore", { publicationId: old.id, version: await versionOf(pageId) });
    expect(restored.status).toBe(200);
    expect((await draftOf(fields.title!)).content.de.text).toBe("Titel eins");
    expect(await draftOf(groups[0]!)).toMatchObject({ status: "draft", blockType: "hero" });
    expect(await draftOf(added.json.id)).toMatchObject({ status: "markedForDeletion" });
    expect(
      (await env.DB.prepare("SELECT id, draft, published, version FROM items WHERE page_id = ?1 ORDER BY id").bind(neighbour.pageId).all()).results,
    ).toEqual(neighbourBefore.results);
    expect((await request("/de/wiederherstellen")).body).not.toContain("Titel eins");

    await publish(pageId);
    const live = await request("/de/wiederherstellen");
    expect(live.status).toBe(200);
    expect(live.body).toContain("Titel eins");
    // The picture that no longer exists is missing, not a broken page.
    expect(live.body).not.toContain("media-gone");
    expect(await itemsOf(pageId)).toMatchObject({ groups: [groups[0]] });
    const changes = (await lea.get(`/history/changes?pageId=${pageId}`)).json.entries.map(
      (e: { action: string; by: string }) => `${e.action.split(" ")[0]} ${e.by}`,
    );
    expect(changes.slice(0, 2)).toEqual(["publish lea@site.test", "restore lea@site.test"]);
  });

  it("a restore based on an old page version is refused with 409", async () => {
    const { pageId } = await makePage("veraltet");
    await publish(pageId);
    const [entry] = (await lea.get(`/history?pageId=${pageId}`)).json.entries;
    const stale = await versionOf(pageId);
    expect((await lea.put("/page/info", { id: pageId, lang: "de", version: stale, meta: { name: { de: "Umbenannt" } } })).status).toBe(200);
    const refused = await lea.post("/history/restore", { publicationId: entry.id, version: stale });
    expect(refused.status).toBe(409);
    expect(refused.json.current.value.meta.name.de).toBe("Umbenannt");
  });

  it("history, changes and restore are for editors of the site only", async () => {
    const { pageId } = await makePage("fremd");
    await publish(pageId);
    const [entry] = (await lea.get(`/history?pageId=${pageId}`)).json.entries;
    expect((await request(`/api/v1/history?pageId=${pageId}`)).status).toBe(401);
    expect((await request(`/api/v1/history/changes?pageId=${pageId}`)).status).toBe(401);
    // An editor of another site: on that site's host this site's publications do not exist; here the session is not valid.
    const foreign = await request(`/api/v1/history/publication?id=${entry.id}`, { headers: { Cookie: otherCookie } }, {}, "https://andere.test");
    expect(foreign.status).toBe(404);
    const restore = await request(
      "/api/v1/history/restore",
      {
        method: "POST",
        headers: { Cookie: otherCookie, Origin: "https://andere.test", "Content-Type": "application/json" },
        body: JSON.stringify({ publicationId: entry.id }),
      },
      {},
      "https://andere.test",
    );
    expect(restore.status).toBe(404);
    expect((await editorApi(otherCookie).get(`/history/publication?id=${entry.id}`)).status).toBe(401);
  });

  it("the audit lists who changed what and when, the last 100 changes", async () => {
    const { pageId, fields } = await makePage("protokoll");
    const older = Array.from({ length: 104 }, (_, i) =>
      env.DB.prepare(
        "INSERT INTO changes (site_id, id, page_id, item_id, item_type, action, created_at) VALUES ('main', ?1, ?2, ?3, 'field', 'save', ?4)",
      ).bind(`old-${i}`, pageId, fields.title, `2026-01-01T00:00:${String(i % 60).padStart(2, "0")}.${String(i).padStart(3, "0")}Z`),
    );
    await env.DB.batch(older);
    await save(fields.kicker!, "Jetzt");
    const { json } = await lea.get(`/history/changes?pageId=${pageId}`);
    expect(json.entries).toHaveLength(100);
    expect(json.entries[0]).toMatchObject({
      itemId: fields.kicker,
      itemType: "field",
      name: "kicker",
      action: "save",
      by: "lea@site.test",
      version: await versionOf(fields.kicker!),
    });
  });
});
