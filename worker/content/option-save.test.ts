import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { editorBootSchema } from "../../common/editor/boot";
import { postJson, request, seedDemo, signIn } from "../test/helpers";

let cookie = "";
let pageId = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
  pageId = (await env.DB.prepare("SELECT page_id FROM slugs WHERE slug = '~contact' AND published = 0").first<{ page_id: string }>())!.page_id;
});

const addGroup = async (groupName: string) => JSON.parse((await postJson("/api/v1/group/add", { pageId, groupName }, cookie)).body).id as string;
const saveOptions = async (linkId: string, options: Record<string, unknown>) => {
  const { version } = (await env.DB.prepare("SELECT version FROM items WHERE id = ?1").bind(linkId).first<{ version: number }>())!;
  const res = await postJson(
    "/api/v1/data",
    { itemType: "group", linkId, version, data: { options: Object.fromEntries(Object.entries(options).map(([key, value]) => [key, { type: "x", value }])) } },
    cookie,
  );
  return { status: res.status, json: JSON.parse(res.body) };
};
const draftOptions = async (id: string) =>
  JSON.parse((await env.DB.prepare("SELECT draft FROM items WHERE id = ?1").bind(id).first<{ draft: string }>())!.draft).options;

describe("option saves (decision 034)", () => {
  it("store values that fit the block's schema, and null to clear", async () => {
    const id = await addGroup("goFeed");
    expect((await saveOptions(id, { numberOfItems: 12, gridLayout: "carousel" })).status).toBe(200);
    expect((await saveOptions(id, { gridLayout: null })).status).toBe(200);
    expect(await draftOptions(id)).toMatchObject({ numberOfItems: { value: 12 }, gridLayout: { value: null } });
  });

  it("refuse a value that does not fit with a 400 naming the option, and change nothing of the save", async () => {
    const id = await addGroup("goFeed");
    const before = await draftOptions(id);
    const refused = await saveOptions(id, { gridLayout: "carousel", numberOfItems: 99 });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: "invalid_option" });
    expect(refused.json.message).toMatch(/^Option «numberOfItems»: .*<=24/);
    expect(await draftOptions(id)).toEqual(before);
  });

  it("refuse options a block does not have, invalid links, booking e-mail addresses and short routes", async () => {
    const cta = await addGroup("cta");
    expect((await saveOptions(cta, { size: "S" })).json.message).toBe("Option «size»: not an option of this block");
    expect((await saveOptions(cta, { link: { type: "url", url: "javascript:alert(1)" } })).json.message).toBe("Option «link»: Bitte gib eine gültige URL ein");
    const booking = await addGroup("bookingContainer");
    expect((await saveOptions(booking, { bookingLink: { type: "url", url: "info@optik.example" } })).json.message).toBe(
      "Option «bookingLink»: Bitte gib eine gültige URL ein",
    );
    const map = await addGroup("mapContainer");
    expect((await saveOptions(map, { route: [[8.7, 47.5]] })).status).toBe(400);
    expect(
      (
        await saveOptions(map, {
          route: [
            [8.7, 47.5],
            [8.71, 47.51],
          ],
        })
      ).status,
    ).toBe(200);
  });

  it("hand the editor each block's option values and what its options menu offers", async () => {
    const id = await addGroup("contact");
    await saveOptions(id, { showBranches: false });
    const html = (await request("/de/edit/~contact", { headers: { Cookie: cookie } })).body;
    const boot = editorBootSchema.parse(JSON.parse(/<script type="application\/json" id="editor-boot">([^<]*)<\/script>/.exec(html)?.[1] ?? "null"));
    expect(boot.groups[id]).toEqual({ blockType: "contact", values: { showBranches: false }, positions: [] });
    const location = boot.blockOptions.contact?.options.find((option) => option.key === "location");
    expect(location).toEqual({ key: "location", type: "location", when: { option: "showBranches", operator: "=", value: true }, default: [] });
  });
});
