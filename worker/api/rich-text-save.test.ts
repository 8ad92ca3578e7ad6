import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { RichTextDoc } from "../../common/rich-text";
import { versionOf } from "../test/content-fixture";
import { postJson, request, signIn } from "../test/helpers";

let cookie = "";
let fieldId = "";
let pageId = "";
const doc = (color: unknown): RichTextDoc => ({
  type: "doc",
  content: [{ type: "paragraph", content: [{ type: "text", text: "Gefärbt", marks: [{ type: "bold" }, { type: "textStyle", attrs: { color } }] }] }],
});
const storedJson = async () =>
  (await env.DB.prepare("SELECT json_extract(draft, '$.content.de.json') AS json FROM items WHERE id = ?1").bind(fieldId).first<{ json: string | null }>())
    ?.json;
const save = async (json: unknown) =>
  postJson("/api/v1/data", { itemType: "field", linkId: fieldId, version: await versionOf(fieldId), data: { content: { de: { json } } } }, cookie);

beforeAll(async () => {
  cookie = await signIn();
  const added = await postJson(
    "/api/v1/page/add",
    {
      initialMeta: { name: { de: "Farben" }, slug: "farben" },
      lang: "de",
      initialGroups: [
        { blockType: "richTextBlock", fields: [{ name: "textBlock", contentType: "localizedRichText", content: { de: { json: doc("primary") } } }] },
      ],
    },
    cookie,
  );
  pageId = JSON.parse(added.body).id;
  fieldId = (await env.DB.prepare("SELECT id FROM items WHERE page_id = ?1 AND type = 'field'").bind(pageId).first<{ id: string }>())!.id;
});

describe("rich-text colours on save", () => {
  it.each(["red", "#ff0000", "var(--color-primary)", "primary; background: url(x)"])(
    "refuses the colour %j with a 400 naming the field, and changes nothing",
    async (color) => {
      const before = await storedJson();
      const res = await save(doc(color));
      expect(res.status).toBe(400);
      expect(JSON.parse(res.body)).toEqual({
        error: "invalid_input",
        issues: [
          {
            field: "data.content.de.json.content.0.content.0.marks.1.attrs.color",
            rule: "custom",
            message: "colour must be one of transparent, primary, secondary, background, header, accent, muted",
          },
        ],
      });
      expect(await storedJson()).toBe(before);
    },
  );

  it("refuses any other style value on the text style", async () => {
    const res = await save({
      type: "doc",
      content: [{ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "textStyle", attrs: { color: "primary", style: "color:red" } }] }] }],
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).issues[0].field).toBe("data.content.de.json.content.0.content.0.marks.0.attrs.style");
  });

  it("saves a palette colour, and the published page shows it as a class", async () => {
    const res = await save(doc("accent"));
    expect(res.status).toBe(200);
    expect(JSON.parse((await storedJson()) ?? "null")).toEqual(doc("accent"));
    expect((await postJson("/api/v1/page/publish", { id: pageId }, cookie)).status).toBe(200);
    const page = await request("/de/farben");
    expect(page.body).toContain('<span class="text-color-accent"><strong>Gefärbt</strong></span>');
  });
});
