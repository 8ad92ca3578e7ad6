import { beforeAll, describe, expect, it } from "vitest";
import { renderedBlocksSchema } from "../../common/editor/block-render";
import { postJson, signIn } from "../test/helpers";

let cookie = "";
let pageId = "";

beforeAll(async () => {
  cookie = await signIn();
  const added = await postJson(
    "/api/v1/page/add",
    {
      initialMeta: { name: { de: "Vor Ort" }, slug: "vor-ort" },
      lang: "de",
      initialGroups: [
        { blockType: "cta", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Erste Box" } } }] },
        { blockType: "cta", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Zweite Box" } } }] },
      ],
    },
    cookie,
  );
  pageId = JSON.parse(added.body).id;
});

describe("POST /render/blocks (decision 076)", () => {
  it("renders the asked block as edit mode does (markers, version) and answers the page's order with versions and the block's boot data", async () => {
    const first = await postJson("/api/v1/render/blocks", { pageId, locale: "de" }, cookie);
    expect(first.status).toBe(200);
    const order = renderedBlocksSchema.parse(JSON.parse(first.body)).order;
    expect(order).toHaveLength(2);
    const second = order[1]!.id;
    const answer = await postJson("/api/v1/render/blocks", { pageId, locale: "de", groupIds: [second] }, cookie);
    const parsed = renderedBlocksSchema.parse(JSON.parse(answer.body));
    expect(parsed.blocks.map((block) => block.id)).toEqual([second]);
    const html = parsed.blocks[0]!.html;
    expect(html).toMatch(new RegExp(`^<section id="block-${second}"`));
    expect(html).toContain(`data-item="${second}"`);
    expect(html).toContain('data-item-type="group"');
    expect(html).toContain("Zweite Box");
    expect(html).not.toContain("Erste Box");
    expect(Object.keys(parsed.editor.groups)).toEqual([second]);
    expect(Object.keys(parsed.editor.blockOptions)).toEqual(["cta"]);
  });

  it("renders the blocks a page does not show yet when it names the ones it shows", async () => {
    const order = renderedBlocksSchema.parse(JSON.parse((await postJson("/api/v1/render/blocks", { pageId, locale: "de" }, cookie)).body)).order;
    const answer = await postJson("/api/v1/render/blocks", { pageId, locale: "de", known: [order[0]!.id] }, cookie);
    expect(renderedBlocksSchema.parse(JSON.parse(answer.body)).blocks.map((block) => block.id)).toEqual([order[1]!.id]);
  });

  it("answers 400 naming the field, 404 for an unknown page, 401 without a session", async () => {
    const bad = await postJson("/api/v1/render/blocks", { pageId, locale: "xx" }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toContain("locale");
    expect((await postJson("/api/v1/render/blocks", { pageId: "nope", locale: "de" }, cookie)).status).toBe(404);
    expect((await postJson("/api/v1/render/blocks", { pageId, locale: "de" })).status).toBe(401);
  });
});
