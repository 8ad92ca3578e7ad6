import { beforeAll, describe, expect, it } from "vitest";
import { editorBootSchema } from "../../common/editor/boot";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

/** Edit mode shows blocks marked for deletion and blocks or pages hidden in a language, marked; visitors never see them. */
let cookie = "";
let pageId = "";
const groups: Record<string, string> = {};
const api = async (path: string, body: unknown, method = "POST") => {
  const res =
    method === "POST"
      ? await postJson(`/api/v1${path}`, body, cookie)
      : await request(`/api/v1${path}`, {
          method,
          headers: { Cookie: cookie, Origin: "https://site.test", "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
  expect(res.status, res.body).toBeLessThan(300);
  return JSON.parse(res.body);
};
const edit = async (path: string) => (await request(path, { headers: { Cookie: cookie } })).body;
const live = (path: string) => request(path);
const sectionOf = (html: string, groupId: string) => new RegExp(`<section[^>]*data-item="${groupId}"[^>]*>`).exec(html)?.[0] ?? null;
const bootOf = (html: string) =>
  editorBootSchema.parse(JSON.parse(/<script type="application\/json" id="editor-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? "null"));
const text = (de: string, fr: string) => ({ de: { text: de }, fr: { text: fr } });

beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
  const created = await api("/page/add", {
    collectionName: null,
    lang: "de",
    initialMeta: { name: { de: "Platzierung", fr: "Placement" }, slug: "platzierung" },
    initialGroups: ["keep", "remove", "german"].map((name) => ({
      blockType: "cta",
      fields: [
        { name: "title", contentType: "localizedSingleValue", content: text(`Box ${name}`, `Bloc ${name}`) },
        { name: "text", contentType: "localizedSingleValue", content: text(`Text ${name}`, `Texte ${name}`) },
      ],
    })),
  });
  pageId = created.id;
  await api("/page/info", { id: pageId, lang: "fr", slug: "placement" }, "PUT");
  await api("/page/publish", { id: pageId });
  const html = await edit("/de/edit/platzierung");
  for (const name of ["keep", "remove", "german"])
    groups[name] = new RegExp(`<section[^>]*data-item="([^"]+)" data-item-type="group"[^>]*>(?:(?!</section>).)*Box ${name}`, "s").exec(html)![1]!;
});

describe("blocks marked for deletion", () => {
  it("stay in edit mode with their status and previous status until publish, and visitors keep seeing them until then", async () => {
    expect((await api("/group/remove", { pageId, groupId: groups.remove })).result).toBe("markedForDeletion");
    const marked = sectionOf(await edit("/de/edit/platzierung"), groups.remove!);
    expect(marked).toContain('data-item-status="markedForDeletion"');
    expect(marked).toContain('data-previous-status="published"');
    expect((await live("/de/platzierung")).body).toContain("Box remove");
  });

  it("are restored by a status change from markedForDeletion back to the previous status", async () => {
    await api("/group/status", { pageId, groupId: groups.remove, from: "markedForDeletion", to: "published" });
    expect(sectionOf(await edit("/de/edit/platzierung"), groups.remove!)).toContain('data-item-status="published"');
    await api("/group/remove", { pageId, groupId: groups.remove });
    await api("/page/publish", { id: pageId });
    expect((await live("/de/platzierung")).body).not.toContain("Box remove");
    expect(await edit("/de/edit/platzierung")).not.toContain("Box remove");
  });
});

describe("language visibility", () => {
  it("shows a block hidden in French in French edit mode, marked, and leaves it out of the French live page only", async () => {
    await api("/group/meta", { pageId, groupId: groups.german, meta: { disallowedLanguages: ["fr"] } });
    const editFr = await edit("/fr/edit/placement");
    expect(sectionOf(editFr, groups.german!)).toContain('data-disallowed-languages="fr"');
    expect(editFr).toContain("Bloc german");
    expect(sectionOf(editFr, groups.keep!)).toContain('data-disallowed-languages=""');
    await api("/page/publish", { id: pageId });
    expect((await live("/fr/placement")).body).not.toContain("Bloc german");
    expect((await live("/de/platzierung")).body).toContain("Box german");
  });

  it("opens a page hidden in French in French edit mode (boot data says so), while the French live page is gone", async () => {
    await api("/page/info", { id: pageId, lang: "fr", meta: { disallowedLanguages: ["fr"] } }, "PUT");
    const editFr = await request("/fr/edit/placement", { headers: { Cookie: cookie } });
    expect(editFr.status).toBe(200);
    expect(bootOf(editFr.body).pageDisallowedLanguages).toEqual(["fr"]);
    await api("/page/publish", { id: pageId });
    expect((await live("/fr/placement")).status).toBe(404);
    const de = (await live("/de/platzierung")).body;
    expect(de).not.toContain('hreflang="fr"');
    await api("/page/info", { id: pageId, lang: "fr", meta: { disallowedLanguages: [] } }, "PUT");
    await api("/page/publish", { id: pageId });
    expect((await live("/fr/placement")).status).toBe(200);
  });
});

describe("field visibility", () => {
  it("hides a field everywhere and lists it as hidden on its block, so the block's menu can show it again", async () => {
    expect(await edit("/de/edit/platzierung")).toContain("Box keep");
    await api("/group/visibility", { pageId, groupId: groups.keep, visibleFields: { title: false } });
    const html = await edit("/de/edit/platzierung");
    expect(html).not.toContain("Box keep");
    expect(sectionOf(html, groups.keep!)).toContain(`data-fields="{&quot;title&quot;:false,&quot;text&quot;:true}"`);
    await api("/page/publish", { id: pageId });
    expect((await live("/de/platzierung")).body).not.toContain("Box keep");
    await api("/group/visibility", { pageId, groupId: groups.keep, visibleFields: { title: true } });
    expect(await edit("/de/edit/platzierung")).toContain("Box keep");
  });
});

describe("live pages carry none of these markers", () => {
  it("has no visibility or status markers in visitor HTML", async () => {
    const html = (await live("/de/platzierung")).body;
    for (const marker of ["data-disallowed-languages", "data-fields", "data-previous-status", "data-item-status"]) expect(html).not.toContain(marker);
  });
});
