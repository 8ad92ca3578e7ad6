import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_RICH_TEXT_DEPTH } from "../../common/json-limits";
import { defaultSettings } from "../../common/settings";
import { ORIGIN, postJson, request, seedDemo, signIn } from "../test/helpers";
import { versionOf } from "../test/content-fixture";
import { api, contentFingerprint, firstFieldOf, nestedArrays, nestedRichText, pageIdOf } from "./test-support";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

describe("public form posts", () => {
  it("answer 400 for a lang that is not a string (an object with its own toString), storing nothing", async () => {
    const before = await contentFingerprint();
    for (const form of ["contact", "aspectSponsorForm"]) {
      const { status, body } = await request(`/api/v1/${form}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: ORIGIN, "CF-Connecting-IP": `198.51.100.${form.length}` },
        body: JSON.stringify({ lang: { toString: 1 }, email: "a@b.ch" }),
      });
      expect(status, form).toBe(400);
      expect(body).not.toContain("TypeError");
    }
    expect(await contentFingerprint()).toBe(before);
  });
});

describe("JSON routes", () => {
  it("refuse another content type with 415 and never read a complete body as {} (settings keep their values)", async () => {
    const saved = { ...defaultSettings(), footer: { ...defaultSettings().footer, city: "Behalten" } };
    expect((await api("/settings", cookie, saved)).status).toBe(200);
    const before = await contentFingerprint();
    const plain = await api("/settings", cookie, { ...saved, footer: { ...saved.footer, city: "Weg" } }, { contentType: "text/plain" });
    expect(plain.status).toBe(415);
    expect(JSON.parse(plain.body).error).toBe("unsupported_media_type");
    expect((await api("/settings", cookie, undefined, { contentType: "text/plain", raw: "" })).status).toBe(415);
    expect((await request("/api/v1/settings", { method: "POST", headers: { Origin: ORIGIN, Cookie: cookie } })).status).toBe(415);
    expect(
      (await api("/collection/add", cookie, { collectionName: "x", collectionType: "page" }, { contentType: "application/x-www-form-urlencoded" })).status,
    ).toBe(415);
    expect(await contentFingerprint()).toBe(before);
    expect(JSON.parse((await request("/api/v1/settings", { headers: { Cookie: cookie } })).body).footer.city).toBe("Behalten");
  });

  it("refuse bodies over the size limit with 413 before anything is stored", async () => {
    const before = await contentFingerprint();
    const field = await firstFieldOf(await pageIdOf("ueber-uns"), "localizedSingleValue");
    const huge = await api("/data", cookie, {
      itemType: "field",
      linkId: field,
      version: await versionOf(field),
      data: { content: { de: { text: "x".repeat(2_100_000) } } },
    });
    expect(huge.status).toBe(413);
    expect(await contentFingerprint()).toBe(before);
  });

  it("refuse a field whose stored value would pass D1's 2 MB value limit with 413 (one language at a time)", async () => {
    const field = await firstFieldOf(await pageIdOf("ueber-uns"), "localizedRichText");
    const big = (text: string) => ({ type: "doc", content: Array.from({ length: 9 }, () => ({ type: "paragraph", content: [{ type: "text", text }] })) });
    const text = "y".repeat(90_000);
    for (const locale of ["de", "fr"])
      expect(
        (
          await api("/data", cookie, {
            itemType: "field",
            linkId: field,
            version: await versionOf(field),
            data: { content: { [locale]: { json: big(text) } } },
          })
        ).status,
      ).toBe(200);
    const before = await contentFingerprint();
    const third = await api("/data", cookie, {
      itemType: "field",
      linkId: field,
      version: await versionOf(field),
      data: { content: { it: { json: big(text) } } },
    });
    expect(third.status).toBe(413);
    expect(JSON.parse(third.body).error).toBe("value_too_large");
    expect(await contentFingerprint()).toBe(before);
  });

  it("refuse rich text and options nested 1,500 and 500 deep with 400, before any recursion", async () => {
    const pageId = await pageIdOf("ueber-uns");
    const field = await firstFieldOf(pageId, "localizedRichText");
    const group = (await env.DB.prepare("SELECT id FROM items WHERE page_id = ?1 AND type = 'group' LIMIT 1").bind(pageId).first<{ id: string }>())!.id;
    const before = await contentFingerprint();
    for (const depth of [1_500, 500, MAX_RICH_TEXT_DEPTH + 1]) {
      const rich = await api("/data", cookie, {
        itemType: "field",
        linkId: field,
        version: await versionOf(field),
        data: { content: { de: { json: nestedRichText(depth) } } },
      });
      expect(rich.status, `rich text ${depth}`).toBe(400);
    }
    const options = await api("/data", cookie, {
      itemType: "group",
      linkId: group,
      version: await versionOf(group),
      data: { options: { x: { type: "text", value: nestedArrays(1_500) } } },
    });
    expect(options.status).toBe(400);
    const shallowBody = await api("/data", cookie, {
      itemType: "group",
      linkId: group,
      version: await versionOf(group),
      data: { options: { x: { type: "text", value: nestedArrays(20) } } },
    });
    expect(shallowBody.status).toBe(400);
    expect(JSON.parse(shallowBody.body).issues[0].field).toBe("data.options.x.value");
    expect(await contentFingerprint()).toBe(before);
  });

  it("accept rich text at the deepest allowed level, and the page's edit view, translation status, publish and live view keep working", async () => {
    const pageId = await pageIdOf("ueber-uns");
    const field = await firstFieldOf(pageId, "localizedRichText");
    const saved = await api("/data", cookie, {
      itemType: "field",
      linkId: field,
      version: await versionOf(field),
      data: { content: { de: { json: nestedRichText(MAX_RICH_TEXT_DEPTH) } } },
    });
    expect(saved.status).toBe(200);
    expect((await request("/de/edit/ueber-uns", { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await request(`/api/v1/page/status/translation?id=${pageId}`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await request(`/api/v1/page/status/publication?id=${pageId}`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await api("/page/publish", cookie, { id: pageId })).status).toBe(200);
    const live = await request("/de/ueber-uns");
    expect(live.status).toBe(200);
    expect(live.body).toContain("tief");
  });
});

describe("conflicts and sizes that used to answer 500", () => {
  it("answers 409 for a collection name that exists", async () => {
    expect((await api("/collection/add", cookie, { collectionName: "doppelt", collectionType: "page" })).status).toBe(201);
    const before = await contentFingerprint();
    const again = await api("/collection/add", cookie, { collectionName: "doppelt", collectionType: "page" });
    expect(again.status).toBe(409);
    expect(await contentFingerprint()).toBe(before);
  });

  it("answers one 201 and 409s for six parallel page creations with one slug, never 500", async () => {
    const add = () => api("/page/add", cookie, { initialMeta: { name: { de: "Zwilling" }, slug: "zwilling" }, lang: "de" });
    const statuses = (await Promise.all(Array.from({ length: 6 }, add))).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await env.DB.prepare("SELECT COUNT(*) AS n FROM slugs WHERE slug = 'zwilling'").first<{ n: number }>())!.n).toBe(1);
  });

  it("saves a navigation of 1,000 page ids (D1 binds at most 100 parameters) and names an unknown one", async () => {
    const ids = Array.from({ length: 1_000 }, (_, i) => `nav-page-${i}`);
    await env.DB.batch(
      ids.map((id) =>
        env.DB.prepare("INSERT INTO items (site_id, id, type, page_id, parent_id, draft) VALUES ('main', ?1, 'page', ?1, NULL, ?2)").bind(
          id,
          JSON.stringify({ status: "draft", meta: { name: { de: id } } }),
        ),
      ),
    );
    const containers = Array.from({ length: 20 }, (_, c) => ({
      id: `c${c}`,
      label: { de: `C${c}` },
      children: ids.slice(c * 50, c * 50 + 50).map((page, i) => ({ id: `n${c}-${i}`, type: "page", page })),
    }));
    const saved = await api("/navigation", cookie, { containers });
    expect(saved.status).toBe(200);
    const navigation = JSON.parse((await request("/api/v1/navigation", { headers: { Cookie: cookie } })).body);
    expect(navigation.containers.flatMap((c: { children: unknown[] }) => c.children)).toHaveLength(1_000);
    const before = await contentFingerprint();
    containers[19]!.children[49]!.page = "no-such-page";
    const refused = await api("/navigation", cookie, { containers });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).message).toContain("no-such-page");
    expect(await contentFingerprint()).toBe(before);
  });

  it("answers 404 when publishing an unknown page id", async () => {
    const before = await contentFingerprint();
    const { status, body } = await postJson("/api/v1/page/publish", { id: "no-such-page" }, cookie);
    expect(status).toBe(404);
    expect(JSON.parse(body).error).toBe("page_not_found");
    expect(await contentFingerprint()).toBe(before);
  });
});
