import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { FieldState } from "../../common/content";
import { createPage, database } from "../content/pages";
import { ORIGIN, request, signIn, testDb } from "../test/helpers";
import { TRANSLATION_MODEL } from "./workers-ai";
import { workersAiRest } from "./workers-ai-rest";

/** The REST API settings a deployment without the binding gives (docs/deploy.md, "Automatic translation"). */
const STANDIN_API = { AI_ACCOUNT_ID: "standin-account", AI_API_TOKEN: "local-standin-token", AI_API_BASE: "/_standins/workers-ai/client/v4" } as Partial<Env>;

let cookie = "";
let pageId = "";
const title = async () => {
  const row = await env.DB.prepare("SELECT id, draft FROM items WHERE page_id = ?1 AND type = 'field' AND json_extract(draft, '$.name') = 'title'")
    .bind(pageId)
    .first<{ id: string; draft: string }>();
  return { id: row!.id, state: JSON.parse(row!.draft) as FieldState };
};
const translate = (body: unknown, overrides: Partial<Env>) =>
  request(
    "/api/v1/translation",
    { method: "POST", headers: { "Content-Type": "application/json", Origin: ORIGIN, Cookie: cookie }, body: JSON.stringify(body) },
    overrides,
  );

beforeAll(async () => {
  cookie = await signIn();
  pageId = await createPage(
    database(testDb()),
    {
      name: { de: "REST" },
      slugs: { de: "rest-uebersetzen" },
      groups: [{ blockType: "hero", fields: [{ name: "title", contentType: "localizedSingleValue", content: { de: { text: "Neu im Laden" } } }] }],
    },
    ["de", "fr"],
  );
});

describe("the Workers AI REST adapter", () => {
  it("posts the model input to {base}/accounts/{account}/ai/run/{model} with the bearer token and unwraps the result", async () => {
    const seen: { url: string; auth: string | null; body: unknown }[] = [];
    const runner = workersAiRest({
      apiBase: "https://api.cloudflare.com/client/v4",
      accountId: "acc 1",
      token: "secret-token",
      fetch: async (req) => {
        seen.push({ url: req.url, auth: req.headers.get("Authorization"), body: await req.json() });
        return Response.json({ success: true, result: { translated_text: "Nouveau" }, errors: [], messages: [] });
      },
    });
    expect(await runner.run(TRANSLATION_MODEL, { text: "Neu", source_lang: "de", target_lang: "fr" })).toEqual({ translated_text: "Nouveau" });
    expect(seen).toEqual([
      {
        url: "https://api.cloudflare.com/client/v4/accounts/acc%201/ai/run/@cf/meta/m2m100-1.2b",
        auth: "Bearer secret-token",
        body: { text: "Neu", source_lang: "de", target_lang: "fr" },
      },
    ]);
  });

  it("turns an API error into an error naming the status and the API's codes, never the token", async () => {
    const runner = workersAiRest({
      apiBase: "https://api.cloudflare.com/client/v4",
      accountId: "acc",
      token: "secret-token",
      fetch: async () =>
        Response.json({ success: false, result: null, errors: [{ code: 10000, message: "Authentication error" }], messages: [] }, { status: 401 }),
    });
    const error = await runner.run(TRANSLATION_MODEL, { text: "Neu" }).catch((e: Error) => e);
    expect(String(error)).toContain("HTTP 401 10000 Authentication error");
    expect(String(error)).not.toContain("secret-token");
  });
});

describe("POST /translation through the REST API", () => {
  it("translates through the local stand-in (same input checks and answer shapes as the models) and marks the value", async () => {
    const before = await title();
    const res = await translate({ pageId, fieldId: before.id, from: "de", to: "fr" }, STANDIN_API);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true, translated: 1, remaining: 0 });
    const after = await title();
    expect(after.state.content.fr).toEqual({ text: "fr:Neu im Laden", json: null });
    expect(after.state.translations.fr).toMatchObject({ source: "de", machine: true });
  });

  it("reaches the stand-in only in stand-in mode: without it a root-relative API base is 'not configured'", async () => {
    const res = await translate({ pageId, fieldId: (await title()).id, from: "de", to: "fr" }, { ...STANDIN_API, LOCAL_STANDINS: "off" });
    expect([res.status, JSON.parse(res.body).error]).toEqual([503, "translation_not_configured"]);
  });

  it("answers the stand-in's callers like the API: no token 401, unknown model 5007, a wrong input shape 400", async () => {
    const run = (model: string, body: unknown, auth = "Bearer t") =>
      request(`/_standins/workers-ai/client/v4/accounts/a/ai/run/${model}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: auth },
        body: JSON.stringify(body),
      });
    expect((await run(TRANSLATION_MODEL, {}, "")).status).toBe(401);
    const unknown = await run("@cf/nobody/none", { text: "x" });
    expect([unknown.status, JSON.parse(unknown.body).errors[0].code]).toEqual([400, 5007]);
    const wrong = await run(TRANSLATION_MODEL, { text: "x", source_lang: "de", target_lang: "rm" });
    expect([wrong.status, JSON.parse(wrong.body).success]).toEqual([400, false]);
    const right = await run(TRANSLATION_MODEL, { text: "x", source_lang: "de", target_lang: "fr" });
    expect(JSON.parse(right.body)).toEqual({ success: true, result: { translated_text: "fr:x" }, errors: [], messages: [] });
  });
});
