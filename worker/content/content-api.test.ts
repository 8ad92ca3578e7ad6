import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOCKS } from "../../common/blocks/registry";
import { paragraphs } from "../../common/rich-text";
import { versionOf } from "../test/content-fixture";
import { ORIGIN, postJson, request, seedDemo, signIn } from "../test/helpers";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const api = async (path: string, body?: unknown, method = "POST") => {
  const res =
    method === "POST"
      ? await postJson(`/api/v1${path}`, body, cookie)
      : await request(`/api/v1${path}`, {
          method,
          headers: { Cookie: cookie, Origin: "https://site.test", "Content-Type": "application/json" },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
  return { status: res.status, json: res.body ? JSON.parse(res.body) : null };
};
const get = async (path: string) => JSON.parse((await request(`/api/v1${path}`, { headers: { Cookie: cookie } })).body);
const pageIdOf = async (slug: string) =>
  (await env.DB.prepare("SELECT page_id FROM slugs WHERE slug = ?1 AND published = 0 LIMIT 1").bind(slug).first<{ page_id: string }>())!.page_id;
const groupsOf = async (pageId: string) =>
  (
    await env.DB.prepare("SELECT id, draft, published FROM items WHERE page_id = ?1 AND type = 'group'")
      .bind(pageId)
      .all<{ id: string; draft: string; published: string | null }>()
  ).results
    .map((r) => ({ id: r.id, draft: JSON.parse(r.draft), published: r.published ? JSON.parse(r.published) : null }))
    .sort((a, b) => a.draft.position - b.draft.position);
/** The version a well-behaved editor bases its save on (it read the item before). */
const fieldOf = async (groupId: string, name: string) =>
  (await env.DB.prepare("SELECT id FROM items WHERE parent_id = ?1 AND type = 'field' AND json_extract(draft, '$.name') = ?2")
    .bind(groupId, name)
    .first<{ id: string }>())!.id;

describe("publish and revert", () => {
  it("publishes every change of a page in all languages at once, and the next visitor request shows it", async () => {
    const pageId = await pageIdOf("~contact");
    const [textGroup] = await groupsOf(pageId);
    const title = await fieldOf(textGroup!.id, "title");
    await request("/de/~contact");
    await request("/fr/~contact");
    await api("/data", {
      itemType: "field",
      linkId: title,
      version: await versionOf(title),
      data: { content: { de: { text: "Wer wir sind" }, fr: { text: "Qui nous sommes" } } },
    });
    await api("/page/info", { id: pageId, lang: "de", meta: { name: { de: "Wir" } } }, "PUT");
    const added = await api("/group/add", { pageId, groupName: "cta" });
    expect(added.status).toBe(201);
    // The edited title and the new block's empty starter fields.
    expect(await get(`/page/status/publication?id=${pageId}`)).toEqual({ fields: 1 + BLOCKS.cta.starterFields!.length, groups: 1, pages: 1, published: true });
    expect((await request("/de/~contact")).body).not.toContain("Wer wir sind");

    expect((await api("/page/publish", { id: pageId })).status).toBe(200);
    const de = (await request("/de/~contact")).body;
    expect(de).toContain("Wer wir sind");
    expect(de).toContain("<title>Wir – Optik Seeblick</title>");
    expect((await request("/fr/~contact")).body).toContain("Qui nous sommes");
    expect(await get(`/page/status/publication?id=${pageId}`)).toEqual({ fields: 0, groups: 0, pages: 0, published: true });
    const history = await env.DB.prepare("SELECT COUNT(*) AS n FROM publications WHERE page_id = ?1").bind(pageId).first<{ n: number }>();
    expect(history!.n).toBe(2);
  });

  it("reverts every unpublished change of a page in all languages", async () => {
    const pageId = await pageIdOf("sonnenbrillen");
    const [group] = await groupsOf(pageId);
    const title = await fieldOf(group!.id, "title");
    await api("/data", {
      itemType: "field",
      linkId: title,
      version: await versionOf(title),
      data: { content: { de: { text: "Neu" }, fr: { text: "Nouveau" } } },
    });
    await api("/group/add", { pageId, groupName: "spacer" });
    await api("/page/info", { id: pageId, lang: "fr", slug: "nos-lunettes" }, "PUT");
    expect(await get(`/page/status/publication?id=${pageId}`)).toEqual({ fields: 1, groups: 1, pages: 1, published: true });
    expect((await api("/page/revert", { id: pageId })).status).toBe(200);
    expect(await get(`/page/status/publication?id=${pageId}`)).toEqual({ fields: 0, groups: 0, pages: 0, published: true });
    expect(await groupsOf(pageId)).toHaveLength(2);
    expect((await get(`/page/info?id=${pageId}&lang=fr`)).slug).toBe("lunettes-de-soleil");
    const edit = await request("/de/edit/services/sonnenbrillen", { headers: { Cookie: cookie } });
    expect(edit.body).toMatch(/<h1[^>]*>Sonnenbrillen<\/h1>/);
  });
});

describe("the page list (pages panel)", () => {
  it("marks a published page as changed when only a field on it changed, and unmarks it on publish", async () => {
    const pageId = await pageIdOf("~contact");
    await api("/page/publish", { id: pageId });
    const changed = async () => {
      const list = (await get("/page/get?includeDrafts=true")) as { pages: { id: string; changed: boolean }[] };
      return list.pages.find((page) => page.id === pageId)?.changed;
    };
    expect(await changed()).toBe(false);
    const [textGroup] = await groupsOf(pageId);
    const title = await fieldOf(textGroup!.id, "title");
    await api("/data", { itemType: "field", linkId: title, version: await versionOf(title), data: { content: { de: { text: "Geändert" } } } });
    expect(await changed()).toBe(true);
    await api("/page/publish", { id: pageId });
    expect(await changed()).toBe(false);
  });
});

describe("groups", () => {
  it("deletes a draft group, and marks a published one for deletion until publish removes it", async () => {
    const pageId = await pageIdOf("~imprint");
    const draft = await api("/group/add", { pageId, groupName: "spacer" });
    expect((await api("/group/remove", { pageId, groupId: draft.json.id })).json.result).toBe("deleted");
    expect((await groupsOf(pageId)).map((g) => g.id)).not.toContain(draft.json.id);

    const [published] = await groupsOf(pageId);
    expect((await api("/group/remove", { pageId, groupId: published!.id })).json.result).toBe("markedForDeletion");
    const marked = (await groupsOf(pageId)).find((g) => g.id === published!.id)!;
    expect(marked.draft).toMatchObject({ status: "markedForDeletion", previousStatus: "published" });
    expect((await request("/de/~imprint")).body).toContain("Optik Seeblick GmbH (fiktives Beispiel)");
    await api("/page/publish", { id: pageId });
    expect((await request("/de/~imprint")).body).not.toContain("Optik Seeblick GmbH (fiktives Beispiel)");
    expect(await groupsOf(pageId)).toHaveLength(0);
  });

  it("moves groups up and down, inserts next to a group, and refuses a stale status change", async () => {
    const pageId = await pageIdOf("~privacy");
    const [first] = await groupsOf(pageId);
    const second = await api("/group/add", { pageId, groupName: "cta" });
    const between = await api("/group/add", { pageId, groupName: "spacer", nextTo: first!.id });
    expect((await groupsOf(pageId)).map((g) => g.id)).toEqual([first!.id, between.json.id, second.json.id]);
    await api("/group/sort", { pageId, groupId: second.json.id, direction: "up" });
    expect((await groupsOf(pageId)).map((g) => g.id)).toEqual([first!.id, second.json.id, between.json.id]);
    expect((await api("/group/sort", { pageId, groupId: first!.id, direction: "up" })).json.moved).toBe(false);
    expect((await api("/group/status", { pageId, groupId: first!.id, from: "published", to: "archived" })).status).toBe(200);
    expect((await api("/group/status", { pageId, groupId: first!.id, from: "published", to: "draft" })).status).toBe(409);
  });

  it("hides a group in the languages it disallows and fields that are hidden", async () => {
    // Tests in one file share storage: this one uses the home page, which no other test here changes.
    const pageId = await pageIdOf("~home");
    const group = (await groupsOf(pageId))[1];
    expect((await request("/de")).body).toContain("<h2>Willkommen</h2>");
    await api("/group/meta", { pageId, groupId: group!.id, meta: { disallowedLanguages: ["fr"] } });
    await api("/group/visibility", { pageId, groupId: group!.id, visibleFields: { title: false } });
    await api("/page/publish", { id: pageId });
    const de = (await request("/de")).body;
    expect(de).toContain("Ob erste Brille");
    expect(de).not.toContain("<h2>Willkommen</h2>");
    const fr = (await request("/fr")).body;
    expect(fr).toContain("Bien voir, belle allure.");
    expect(fr).not.toContain("Premières lunettes");
  });
});

describe("saving", () => {
  it("skips unchanged and empty-to-empty saves unless forced, and saves an emptied text as null", async () => {
    const pageId = await pageIdOf("sehtest");
    const [hero] = await groupsOf(pageId);
    const kicker = await fieldOf(hero!.id, "kicker");
    const save = async (content: unknown, force = false) =>
      api("/data", { itemType: "field", linkId: kicker, version: await versionOf(kicker), data: { content }, force });
    expect((await save({ de: { text: "Dienstleistung" } })).json.saved).toBe(false);
    expect((await save({ it: { text: "  " } })).json.saved).toBe(false);
    expect((await save({ de: { text: "Dienstleistung" } }, true)).json.saved).toBe(true);
    expect((await save({ de: { text: "" } })).json.saved).toBe(true);
    const row = await env.DB.prepare(
      "SELECT json_extract(draft, '$.content.de.text') AS text, json_type(draft, '$.content.de.text') AS type FROM items WHERE id = ?1",
    )
      .bind(kicker)
      .first();
    expect(row).toEqual({ text: null, type: "null" });
    expect((await save({ de: { json: paragraphs("Rich") } })).json.saved).toBe(true);
  });

  it("refuses an invalid value of a typed field with the spec's message and keeps the stored one", async () => {
    const pageId = await pageIdOf("sehtest");
    const [hero] = await groupsOf(pageId);
    const added = await api("/data", {
      itemType: "field",
      linkId: hero!.id,
      add: true,
      data: { name: "phone", contentType: "localizedSingleValue", content: { de: { text: "052 000 00 00" } } },
    });
    const phone = added.json.id as string;
    await env.DB.prepare("UPDATE items SET draft = json_set(draft, '$.dataType', 'phone') WHERE id = ?1").bind(phone).run();
    const invalid = await api("/data", { itemType: "field", linkId: phone, version: await versionOf(phone), data: { content: { de: { text: "052 abc" } } } });
    expect(invalid).toEqual({ status: 400, json: { error: "invalid_value", message: "Bitte gib eine gültige Telefonnummer ein" } });
    const stored = await env.DB.prepare("SELECT json_extract(draft, '$.content.de.text') AS text FROM items WHERE id = ?1").bind(phone).first();
    expect(stored).toEqual({ text: "052 000 00 00" });
    expect(
      (await api("/data", { itemType: "field", linkId: phone, version: await versionOf(phone), data: { content: { de: { text: "" } } } })).json.saved,
    ).toBe(true);
  });

  it("validates slugs: format, not empty, unique per locale", async () => {
    const pageId = await pageIdOf("sonnenbrillen");
    const empty = await api("/page/info", { id: pageId, lang: "de", slug: "  !!  " }, "PUT");
    expect(empty).toEqual({ status: 400, json: { error: "slug_empty", message: "Die URL darf nicht leer sein" } });
    const taken = await api("/page/info", { id: pageId, lang: "de", slug: "Sehtest" }, "PUT");
    expect(taken).toEqual({ status: 409, json: { error: "slug_taken", message: "Diese URL existiert bereits" } });
    const sameInOtherLocale = await api("/page/info", { id: pageId, lang: "fr", slug: "sehtest" }, "PUT");
    expect(sameInOtherLocale.status).toBe(200);
    const formatted = await api("/page/info", { id: pageId, lang: "de", slug: "Sonnen Brillen & UV" }, "PUT");
    expect(formatted.json.path).toBe("/de/edit/services/sonnen-brillen-uv");
  });

  it("sets, changes and removes a page password as a draft: visitors are asked for it only after publishing", async () => {
    const pageId = await pageIdOf("myopie-management");
    const info = async () => get(`/page/info?id=${pageId}&lang=de`);
    expect((await info()).meta.protected).toBe(false);
    const empty = await api("/page/info", { id: pageId, lang: "de", meta: { password: "" } }, "PUT");
    expect(empty.status).toBe(400);
    expect(empty.json.issues[0].field).toBe("meta.password");
    expect(await api("/page/info", { id: pageId, lang: "de", meta: { password: "brille-2026" } }, "PUT")).toMatchObject({ status: 200 });
    // The answer never carries the password itself.
    expect(JSON.stringify(await info())).not.toContain("brille-2026");
    expect((await info()).meta.protected).toBe(true);
    const form = 'action="/api/v1/page/unlock"';
    expect((await request("/de/services/myopie-management")).body).not.toContain(form);
    await api("/page/publish", { id: pageId });
    const locked = await request("/de/services/myopie-management");
    expect(locked.body).toContain(form);
    expect(locked.body).not.toContain("Fortschreiten der Kurzsichtigkeit");
    // Stored hashed (PBKDF2) in the draft and the published state alike; the visitor's form still checks it.
    const row = await env.DB.prepare(
      "SELECT json_extract(draft, '$.meta.password') AS draft, json_extract(published, '$.meta.password') AS published FROM items WHERE id = ?1",
    )
      .bind(pageId)
      .first<{ draft: string; published: string }>();
    expect(row?.draft).toMatch(/^pbkdf2-sha256\$100000\$[\w+/=]{24}\$[\w+/=]{44}$/);
    expect(row?.published).toBe(row?.draft);
    const unlock = (password: string) =>
      request("/api/v1/page/unlock", {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: ORIGIN, "CF-Connecting-IP": "198.51.100.51" },
        body: new URLSearchParams({ pageId, password, next: "/de/services/myopie-management" }).toString(),
      });
    expect((await unlock("brille-2025")).headers.get("Location")).toBe("/de/services/myopie-management?error=1");
    const unlocked = await unlock("brille-2026");
    expect(unlocked.headers.get("Location")).toBe("/de/services/myopie-management");
    const cookie = unlocked.headers.get("Set-Cookie")?.split(";")[0] ?? "";
    expect((await request("/de/services/myopie-management", { headers: { Cookie: cookie } })).body).toContain("Fortschreiten der Kurzsichtigkeit");
    await api("/page/info", { id: pageId, lang: "de", meta: { password: null } }, "PUT");
    expect((await info()).meta.protected).toBe(false);
    await api("/page/publish", { id: pageId });
    expect((await request("/de/services/myopie-management")).body).not.toContain(form);
  });

  it("renames a page in one language without touching the others", async () => {
    const pageId = await pageIdOf("sehtest");
    const before = (await get(`/page/info?id=${pageId}&lang=de`)).meta.name;
    await api("/page/info", { id: pageId, lang: "de", meta: { name: { fr: "Examen de la vue complet" } } }, "PUT");
    expect((await get(`/page/info?id=${pageId}&lang=fr`)).meta.name).toEqual({ ...before, fr: "Examen de la vue complet" });
  });

  it("counts missing translations per locale exactly", async () => {
    const pageId = await pageIdOf("kontaktlinsen");
    expect(await get(`/page/status/translation?id=${pageId}`)).toMatchObject({ missing: { de: 0, fr: 0 }, stale: { de: 0, fr: 0 } });
    const [hero] = await groupsOf(pageId);
    const heroTitle = await fieldOf(hero!.id, "title");
    const heroKicker = await fieldOf(hero!.id, "kicker");
    await api("/data", { itemType: "field", linkId: heroTitle, version: await versionOf(heroTitle), data: { content: { fr: { text: "" } } } });
    await api("/data", { itemType: "field", linkId: heroKicker, version: await versionOf(heroKicker), data: { content: { de: { text: "" } } } });
    await api("/data", {
      itemType: "field",
      linkId: hero!.id,
      add: true,
      data: { name: "subtitle", contentType: "localizedSingleValue", content: { fr: { text: "Seulement en français" } } },
    });
    expect(await get(`/page/status/translation?id=${pageId}`)).toMatchObject({ missing: { de: 2, fr: 1 } });
  });

  it("creates a page with a slug from its name and refuses an empty name", async () => {
    const created = await api("/page/add", {
      collectionName: null,
      initialMeta: { name: { de: "Neue Aktion" } },
      lang: "de",
      initialGroups: [{ blockType: "richTextBlock" }],
    });
    expect(created.status).toBe(201);
    expect(created.json.path).toBe("/de/edit/neue-aktion");
    expect((await request("/de/edit/neue-aktion", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await request("/de/neue-aktion")).status).toBe(404);
    const unnamed = await api("/page/add", { initialMeta: { name: { de: " " } }, lang: "de" });
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.issues[0]).toMatchObject({ field: "initialMeta.name", message: "Page creation requires a non-empty name" });
  });

  it("hides a page in a disallowed language", async () => {
    const pageId = await pageIdOf("myopie-management");
    await api("/page/info", { id: pageId, lang: "fr", meta: { disallowedLanguages: ["fr"] } }, "PUT");
    await api("/page/publish", { id: pageId });
    expect((await request("/fr/services/gestion-de-la-myopie")).status).toBe(404);
    const de = (await request("/de/services/myopie-management")).body;
    expect(de).toContain("Myopie-Management");
    expect(de).not.toContain('hrefLang="fr"');
  });
});

describe("publication dialog warnings", () => {
  it("are computed from the drafts when asked (GET /page/status/buttons), not from the page's first render", async () => {
    const pageId = await pageIdOf("~imprint");
    const before = await api(`/page/status/buttons?id=${pageId}&lang=de`, undefined, "GET");
    expect(before.status).toBe(200);
    const added = await api("/group/add", { pageId, groupName: "cta" });
    expect(added.status).toBe(201);
    const cta: string = added.json.id;
    expect(before.json.warnings.some((w: { groupId: string }) => w.groupId === cta)).toBe(false);
    const button = await fieldOf(cta, "button");
    await api("/data", { itemType: "field", linkId: button, version: await versionOf(button), data: { content: { de: { text: "Los" } } } });
    const after = await api(`/page/status/buttons?id=${pageId}&lang=de`, undefined, "GET");
    expect(after.json.warnings).toContainEqual({ groupId: cta, blockType: "cta", missing: "link" });
    // French has no label yet: no half-filled button there.
    const fr = await api(`/page/status/buttons?id=${pageId}&lang=fr`, undefined, "GET");
    expect(fr.json.warnings.some((w: { groupId: string }) => w.groupId === cta)).toBe(false);
    expect((await api("/page/status/buttons?id=nope&lang=de", undefined, "GET")).status).toBe(404);
  });
});
