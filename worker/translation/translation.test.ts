import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { FieldState } from "../../common/content";
import type { RichTextDoc } from "../../common/rich-text";
import { database, createPage } from "../content/pages";
import { versionOf } from "../test/content-fixture";
import { fakeAi } from "../test/fake-ai";
import { ORIGIN, putSite, request, signIn, TEST_SITE, testDb } from "../test/helpers";
import { INSTRUCT_MODEL, TRANSLATION_MODEL } from "./workers-ai";

let cookie = "";
let pageId = "";
const field = async (name: string) => {
  const row = await env.DB.prepare("SELECT id, draft FROM items WHERE page_id = ?1 AND type = 'field' AND json_extract(draft, '$.name') = ?2")
    .bind(pageId, name)
    .first<{ id: string; draft: string }>();
  return { id: row!.id, state: JSON.parse(row!.draft) as FieldState };
};
const post = (path: string, body: unknown, ai?: Ai) =>
  request(
    `/api/v1${path}`,
    { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }, body: JSON.stringify(body) },
    ai ? { AI: ai } : {},
  );
const status = async () => JSON.parse((await request(`/api/v1/page/status/translation?id=${pageId}`, { headers: { Cookie: cookie } })).body);

const richSource: RichTextDoc = {
  type: "doc",
  content: [
    { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Willkommen bei Optik Seeblick" }] },
    {
      type: "paragraph",
      content: [
        { type: "text", text: "Wir messen " },
        { type: "text", text: "Ihre Augen", marks: [{ type: "bold" }] },
        { type: "text", text: " und ", marks: [] },
        { type: "text", text: "beraten Sie", marks: [{ type: "link", attrs: { href: "https://example.ch/beratung" } }] },
        { type: "hardBreak" },
        { type: "text", text: "gern." },
      ],
    },
    { type: "bulletList", content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "Sehtest" }] }] }] },
  ],
};

beforeAll(async () => {
  await putSite({ ...TEST_SITE, locales: ["de", "fr", "rm", "it"] });
  cookie = await signIn();
  pageId = await createPage(
    database(testDb()),
    {
      name: { de: "Übersetzen" },
      slugs: { de: "uebersetzen" },
      groups: [
        {
          blockType: "hero",
          fields: [
            { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Brillen von Optik Seeblick" } } },
            { name: "image", contentType: "media" },
          ],
        },
        { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText", content: { de: { json: richSource } } }] },
        {
          blockType: "cta",
          fields: [{ name: "label", contentType: "localizedSingleValue", content: { de: { text: "Termin buchen" }, fr: { text: "Prendre rendez-vous" } } }],
        },
      ],
    },
    ["de", "fr", "rm", "it"],
  );
  await post("/settings", { translation: { glossary: ["Optik Seeblick"] } });
});

describe("POST /translation without Workers AI", () => {
  it("answers 503 'not configured' (the local runtime's binding cannot run models) and changes nothing", async () => {
    const before = await field("title");
    const res = await post("/translation", { pageId, fieldId: before.id, from: "de", to: "fr" });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toEqual({
      success: false,
      error: "translation_not_configured",
      message: "Die automatische Übersetzung ist nicht eingerichtet",
    });
    expect((await field("title")).state).toEqual(before.state);
  });

  it("names the field and rule of a bad body, and needs a session", async () => {
    const bad = await post("/translation", { pageId, from: "xx", to: "fr" });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).issues[0]).toMatchObject({ field: "from" });
    const anonymous = await request("/api/v1/translation", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: ORIGIN },
      body: JSON.stringify({ pageId, from: "de", to: "fr" }),
    });
    expect(anonymous.status).toBe(401);
  });
});

describe("the Workers AI adapter's requests", () => {
  it("asks m2m100 with its language codes per text, keeps the glossary term, and marks the value machine-made", async () => {
    const { ai, calls } = fakeAi();
    const title = await field("title");
    const res = await post("/translation", { pageId, fieldId: title.id, from: "de", to: "it" }, ai);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ success: true, translated: 1, review: 0, remaining: 0, next: null });
    expect(calls).toEqual([{ model: TRANSLATION_MODEL, input: { text: "Brillen von [0]", source_lang: "de", target_lang: "it" } }]);
    const after = await field("title");
    expect(after.state.content.it).toEqual({ text: "it:Brillen von Optik Seeblick", json: null });
    expect(after.state.translations.it).toMatchObject({ source: "de", machine: true, review: false });
    // Edit mode shows the mark on the field; the live page never carries it.
    const edit = (await request(`/it/edit/${pageId}`, { headers: { Cookie: cookie } })).body;
    expect(edit).toMatch(new RegExp(`data-item="${title.id}"[^>]*data-translation="machine"`));
  });

  it("asks the instruct model for rm with one prompt for the whole batch, and flags the output for review", async () => {
    const { ai, calls } = fakeAi();
    const title = await field("title");
    const res = await post("/translation", { pageId, fieldId: title.id, from: "de", to: "rm" }, ai);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, translated: 1, review: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.model).toBe(INSTRUCT_MODEL);
    const { messages } = calls[0]!.input as { messages: { role: string; content: string }[] };
    expect(messages[0]!.content).toContain("from German to Romansh (Rumantsch Grischun)");
    expect(messages[0]!.content).toContain('Keep these terms exactly as they are, untranslated: "Optik Seeblick"');
    expect(JSON.parse(messages[1]!.content)).toEqual(["Brillen von Optik Seeblick"]);
    expect((await field("title")).state.translations.rm).toMatchObject({ source: "de", machine: true, review: true });
  });

  it("falls back to the instruct model when m2m100 loses a glossary placeholder, and refuses an instruct answer that changed the term", async () => {
    const lossy = fakeAi({ m2m100: (input) => ({ translated_text: input.text.replace("[0]", "Lac Optique") }) });
    const title = await field("title");
    const res = await post("/translation", { pageId, fieldId: title.id, from: "de", to: "fr" }, lossy.ai);
    expect(lossy.calls.map((c) => c.model)).toEqual([TRANSLATION_MODEL, INSTRUCT_MODEL]);
    expect((await field("title")).state.content.fr?.text).toBe("French:Brillen von Optik Seeblick");
    expect(JSON.parse(res.body)).toMatchObject({ review: 1 });
    const renamed = fakeAi({ m2m100: () => ({ translated_text: "sans nom" }), instruct: (texts) => JSON.stringify(texts.map(() => "Optique Seeblick")) });
    const refused = await post("/translation", { pageId, fieldId: title.id, from: "de", to: "fr" }, renamed.ai);
    expect(refused.status).toBe(502);
    expect(JSON.parse(refused.body)).toEqual({ success: false, error: "translation_failed", message: "Fehler beim Übersetzen" });
  });
});

describe("rich text", () => {
  it("translates node by node: structure, marks, links and line breaks kept", async () => {
    const { ai, calls } = fakeAi();
    const body = await field("textBlock");
    await post("/translation", { pageId, fieldId: body.id, from: "de", to: "it" }, ai);
    // Runs with different marks go one by one; a heading of one run goes whole (never one request per word).
    expect(calls.map((c) => (c.input as { text: string }).text)).toEqual([
      "Willkommen bei [0]",
      "Wir messen",
      "Ihre Augen",
      "und",
      "beraten Sie",
      "gern.",
      "Sehtest",
    ]);
    const doc = (await field("textBlock")).state.content.it!.json!;
    const shape = (d: RichTextDoc) => JSON.stringify(d, (key, value) => (key === "text" ? undefined : value));
    expect(shape(doc)).toBe(shape(richSource));
    expect(doc.content[1]!.content!.map((n) => n.text ?? "<br>")).toEqual([
      "it:Wir messen ",
      "it:Ihre Augen",
      " it:und ",
      "it:beraten Sie",
      "<br>",
      "it:gern.",
    ]);
    expect(doc.content[0]!.content![0]!.text).toBe("it:Willkommen bei Optik Seeblick");
  });

  it("keeps what comes back as text only: markup in a model's answer cannot become nodes, wrong shapes are refused", async () => {
    const markup = fakeAi({ m2m100: () => ({ translated_text: '<img src=x onerror="alert(1)"><script>alert(1)</script>' }) });
    const body = await field("textBlock");
    await post("/translation", { pageId, fieldId: body.id, from: "de", to: "it" }, markup.ai);
    const doc = (await field("textBlock")).state.content.it!.json!;
    const types = JSON.stringify(doc).match(/"type":"[a-zA-Z]+"/g);
    expect(new Set(types)).toEqual(
      new Set([
        '"type":"doc"',
        '"type":"heading"',
        '"type":"text"',
        '"type":"paragraph"',
        '"type":"bold"',
        '"type":"link"',
        '"type":"hardBreak"',
        '"type":"bulletList"',
        '"type":"listItem"',
      ]),
    );
    // Rendered through the allowlist (edit mode shows the draft): the answer is escaped text.
    const html = (await request(`/it/edit/${pageId}`, { headers: { Cookie: cookie } })).body;
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    const wrong = fakeAi({ instruct: () => ({ not: "an array" }) });
    const before = await field("textBlock");
    const refused = await post("/translation", { pageId, fieldId: body.id, from: "de", to: "rm" }, wrong.ai);
    expect(refused.status).toBe(502);
    expect((await field("textBlock")).state).toEqual(before.state);
  });
});

describe("missing and stale translations", () => {
  it("counts missing and stale per offered locale exactly through edits, translation and confirmation", async () => {
    const page = await createPage(
      database(testDb()),
      {
        name: { de: "Zählen" },
        groups: [
          {
            blockType: "hero",
            fields: [
              { name: "title", contentType: "localizedSingleValue", content: { de: { text: "Eins" } } },
              { name: "kicker", contentType: "localizedSingleValue", content: { de: { text: "Zwei" }, fr: { text: "Deux" } } },
            ],
          },
          {
            blockType: "cta",
            disallowedLanguages: ["it"],
            fields: [{ name: "label", contentType: "localizedSingleValue", content: { de: { text: "Drei" } } }],
          },
        ],
      },
      ["de", "fr", "rm", "it"],
    );
    pageId = page;
    // A value seeded without a translation state is neither stale nor machine-made; the cta is hidden in it.
    const kicker = await field("kicker");
    const [title0, label0] = [await field("title"), await field("label")];
    expect(await status()).toEqual({
      missing: { de: 0, fr: 2, rm: 3, it: 2 },
      // The first field without the language in page order: the hero's title (the kicker has fr).
      firstMissing: { fr: title0.id, rm: title0.id, it: title0.id },
      stale: { de: 0, fr: 0, rm: 0, it: 0 },
      machine: { de: 0, fr: 0, rm: 0, it: 0 },
      // The test runtime's binding cannot run models (local stand-in mode): the toolbar says so up front.
      automatic: false,
    });
    expect(label0.id).not.toBe(title0.id);
    // Typing fr makes it a translation of de as de reads now; changing de afterwards flags fr stale.
    await post("/data", { itemType: "field", linkId: kicker.id, version: await versionOf(kicker.id), data: { content: { fr: { text: "Deux!" } } } });
    await post("/data", { itemType: "field", linkId: kicker.id, version: await versionOf(kicker.id), data: { content: { de: { text: "Zwei, neu" } } } });
    expect((await status()).stale).toEqual({ de: 0, fr: 1, rm: 0, it: 0 });
    // Translating the page into every language fills the missing ones and the stale one, in batches.
    const { ai } = fakeAi();
    const res = JSON.parse((await post("/translation", { pageId, from: "de", to: "all" }, ai)).body);
    expect(res).toMatchObject({ success: true, translated: 8, remaining: 0, next: null });
    expect(await status()).toMatchObject({
      missing: { de: 0, fr: 0, rm: 0, it: 0 },
      firstMissing: {},
      stale: { de: 0, fr: 0, rm: 0, it: 0 },
      machine: { de: 0, fr: 3, rm: 3, it: 2 },
    });
    // An edit of the source flags every translation of it stale; confirming one clears its stale flag and mark.
    const title = await field("title");
    await post("/data", { itemType: "field", linkId: title.id, version: await versionOf(title.id), data: { content: { de: { text: "Eins, neu" } } } });
    expect((await status()).stale).toEqual({ de: 0, fr: 1, rm: 1, it: 1 });
    expect((await post("/translation/confirm", { fieldId: title.id, locale: "rm" })).status).toBe(200);
    expect((await field("title")).state.translations.rm).toMatchObject({ machine: false, review: false });
    expect(await status()).toMatchObject({ stale: { fr: 1, rm: 0, it: 1 }, machine: { fr: 3, rm: 2, it: 2 } });
    // Editing a machine-made value removes its mark.
    await post("/data", { itemType: "field", linkId: title.id, version: await versionOf(title.id), data: { content: { it: { text: "Uno, nuovo" } } } });
    expect(await status()).toMatchObject({ stale: { it: 0 }, machine: { it: 1 } });
  });

  it("shows every field as missing in a language the site adds", async () => {
    await putSite({ ...TEST_SITE, locales: ["de", "fr", "rm", "it", "en"] });
    expect((await status()).missing.en).toBe(3);
    await putSite({ ...TEST_SITE, locales: ["de", "fr", "rm", "it"] });
    expect((await status()).missing).not.toHaveProperty("en");
  });

  it("counts only the page's own languages: taking a language off the page leaves nothing missing in it (decision 063)", async () => {
    pageId = await createPage(
      database(testDb()),
      {
        name: { de: "Nur Deutsch" },
        groups: [
          { blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Eins" } } }] },
          { blockType: "cta", fields: [{ name: "label", contentType: "localizedSingleValue", content: { de: { text: "Zwei" } } }] },
        ],
      },
      ["de", "fr", "rm", "it"],
    );
    const title = await field("title");
    expect(await status()).toMatchObject({ missing: { de: 0, fr: 2, rm: 2, it: 2 }, firstMissing: { fr: title.id } });
    const page = await env.DB.prepare("SELECT version FROM items WHERE id = ?1").bind(pageId).first<{ version: number }>();
    const taken = await request("/api/v1/page/info", {
      method: "PUT",
      headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie },
      body: JSON.stringify({ id: pageId, lang: "de", version: page!.version, meta: { disallowedLanguages: ["fr", "rm", "it"] } }),
    });
    expect(taken.status).toBe(200);
    // The page is in de only now: no language is missing, so the toolbar offers publishing.
    expect(await status()).toEqual({ missing: { de: 0 }, firstMissing: {}, stale: { de: 0 }, machine: { de: 0 }, automatic: false });
    // Translating "into all languages" means the page's languages: nothing is translated into fr, rm or it.
    const { ai, calls } = fakeAi();
    expect(JSON.parse((await post("/translation", { pageId, from: "de", to: "all" }, ai)).body)).toMatchObject({ success: true, translated: 0 });
    expect(calls).toEqual([]);
  });

  it("translates a long page in batches with progress, each answering how much remains", async () => {
    const fields = Array.from({ length: 30 }, (_, i) => ({
      name: `f${i}`,
      contentType: "localizedSingleValue" as const,
      content: { de: { text: `Text ${i}` } },
    }));
    pageId = await createPage(database(testDb()), { name: { de: "Lang" }, groups: [{ blockType: "richTextBlock", fields }] }, ["de", "fr", "rm", "it"]);
    const { ai } = fakeAi();
    const answers = [];
    let next: string | null | undefined;
    do {
      const answer = JSON.parse((await post("/translation", { pageId, from: "de", to: "all", cursor: next ?? undefined }, ai)).body);
      answers.push(answer);
      next = answer.next;
    } while (next);
    expect(answers.map((a) => [a.translated, a.remaining])).toEqual([
      [24, 66],
      [24, 42],
      [24, 18],
      [18, 0],
    ]);
    expect((await status()).missing).toEqual({ de: 0, fr: 0, rm: 0, it: 0 });
  });
});
