import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { BLOCKS } from "../../common/blocks/registry";
import { BLOCK_TYPES } from "../../common/blocks/types";
import { fieldStateSchema } from "../../common/content";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const api = async (path: string, body: unknown) => {
  const res = await postJson(`/api/v1${path}`, body, cookie);
  return { status: res.status, json: res.body ? JSON.parse(res.body) : null };
};
const fieldsOf = async (groupId: string) =>
  (
    await env.DB.prepare("SELECT id, draft, published FROM items WHERE parent_id = ?1 AND type = 'field'")
      .bind(groupId)
      .all<{ id: string; draft: string; published: string | null }>()
  ).results.map((row) => ({
    id: row.id,
    published: row.published,
    state: fieldStateSchema.parse(JSON.parse(row.draft)),
  }));

describe("a block added from the picker", () => {
  it("arrives with its type's starter fields (empty, visible), and the edit page marks each for editing", async () => {
    const page = await api("/page/add", { collectionName: null, lang: "de", initialMeta: { name: { de: "Alle Boxen" }, slug: "alle-boxen" } });
    expect(page.status).toBe(201);
    const added: { type: (typeof BLOCK_TYPES)[number]; id: string }[] = [];
    for (const type of BLOCK_TYPES) {
      const response = await api("/group/add", { pageId: page.json.id, groupName: type });
      expect(response.status, type).toBe(201);
      added.push({ type, id: response.json.id });
    }
    const edit = await request("/de/edit/alle-boxen", { headers: { Cookie: cookie } });
    expect(edit.status).toBe(200);
    for (const { type, id } of added) {
      const fields = await fieldsOf(id);
      const starters = BLOCKS[type].starterFields ?? [];
      expect(fields.map((f) => `${f.state.name}@${f.state.position}:${f.state.contentType}`).sort(), type).toEqual(
        starters.map((s) => `${s.name}@${s.position ?? 0}:${s.contentType}`).sort(),
      );
      for (const field of fields) {
        expect(field.state, `${type} ${field.state.name}`).toMatchObject({ content: {}, visible: true, mediaId: null });
        expect(field.published).toBeNull();
        expect(edit.body, `${type} ${field.state.name}`).toContain(`data-item="${field.id}"`);
      }
    }
    expect(await fieldsOf(added.find((a) => a.type === "spacer")!.id)).toEqual([]);
  });

  it("keeps a phone or e-mail starter field's data type, so what is typed there is validated", async () => {
    const page = await api("/page/add", { collectionName: null, lang: "de", initialMeta: { name: { de: "Kontaktbox" }, slug: "kontaktbox" } });
    const group = await api("/group/add", { pageId: page.json.id, groupName: "contact" });
    const types = Object.fromEntries((await fieldsOf(group.json.id)).map((f) => [f.state.name, f.state.dataType]));
    expect(types).toMatchObject({ phone: "phone", email: "email", name: null });
    const edit = await request("/de/edit/kontaktbox", { headers: { Cookie: cookie } });
    expect(edit.body).toMatch(/data-field-name="phone"[^>]*data-data-type="phone"/);
  });
});
