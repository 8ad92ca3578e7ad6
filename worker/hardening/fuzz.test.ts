import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { app } from "../index";
import { ORIGIN, request, seedDemo, signIn } from "../test/helpers";
import { bodyFor, LEAK, type Transport, transport } from "./fuzz-support";
import { contentFingerprint } from "./test-support";

/**
 * Property-based fuzzing of every API route, with and without a session: valid examples made hostile one
 * position at a time, junk bodies, other content types. No answer may be a 5xx or carry a stack or a path,
 * and a refused request (4xx) must change nothing. Fixed seed and bounded runs: the same requests every time.
 */
const SEED = 1_823;
const RUNS_PER_ROUTE = 12;

let cookie = "";
let ids: Record<"page" | "group" | "field" | "collection" | "branch", string>;
let requests = 0;
let refused = 0;

beforeAll(async () => {
  await seedDemo();
  cookie = await signIn("admin", "fuzz@site.test");
  const one = async (sql: string) => (await env.DB.prepare(sql).first<{ id: string }>())!.id;
  ids = {
    page: await one("SELECT page_id AS id FROM slugs WHERE slug = 'ueber-uns' LIMIT 1"),
    group: await one("SELECT id FROM items WHERE type = 'group' LIMIT 1"),
    field: await one("SELECT id FROM items WHERE type = 'field' LIMIT 1"),
    collection: await one("SELECT id FROM collections WHERE name = 'golf'"),
    branch: await one("SELECT id FROM branches LIMIT 1"),
  };
});
afterAll(() => {
  console.log(`fuzz: ${requests} requests (${refused} refused, none 5xx), seed ${SEED}, ${RUNS_PER_ROUTE} runs per route and session state`);
});

/** A valid example body or query per route (the fuzzer makes it hostile); routes not listed get {}. */
function examples(): Record<string, unknown> {
  const { page, group, field, collection, branch } = ids;
  return {
    "POST /api/v1/auth/login": { email: "fuzz@site.test", password: "wrong password" },
    "POST /api/v1/contact": {
      anrede: "herr",
      vorname: "A",
      nachname: "B",
      plz: "8400",
      telefon: "052 000 00 01",
      email: "a@example.ch",
      existingCustomer: "ja",
      themes: ["glassesAdvice"],
      lang: "de",
    },
    "POST /api/v1/aspectSponsorForm": {
      hauptsponsor: true,
      numberOfPersons: 1,
      personsNames: "A",
      company: "C",
      contactName: "L",
      phone: "052",
      email: "l@example.ch",
    },
    "POST /api/v1/page/add": {
      initialMeta: { name: { de: "Fuzz" }, slug: "fuzz" },
      lang: "de",
      initialGroups: [{ blockType: "text", options: {}, fields: [] }],
    },
    "POST /api/v1/page/publish": { id: page },
    "POST /api/v1/page/revert": { id: page },
    "POST /api/v1/page/remove": { id: "not-a-page" },
    "PUT /api/v1/page/info": { id: page, lang: "de", meta: { name: { de: "Über uns" } } },
    "POST /api/v1/group/add": { pageId: page, groupName: "spacer" },
    "POST /api/v1/group/remove": { pageId: page, groupId: "not-a-group" },
    "POST /api/v1/group/sort": { pageId: page, groupId: group, direction: "up" },
    "POST /api/v1/group/status": { pageId: page, groupId: group, from: "draft", to: "archived" },
    "POST /api/v1/group/visibility": { pageId: page, groupId: group, visibleFields: { title: true } },
    "POST /api/v1/group/meta": { pageId: page, groupId: group, meta: { disallowedLanguages: [] } },
    "PUT /api/v1/field/visibility": { fieldId: field, fieldName: "title", groupId: group, visible: true },
    "POST /api/v1/field/visibility": { fieldId: field, fieldName: "title", groupId: group, visible: true },
    "POST /api/v1/data": {
      itemType: "field",
      linkId: field,
      version: 1,
      data: { content: { de: { text: "Fuzz", json: { type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "x" }] }] } } } },
    },
    "POST /api/v1/collection/add": { collectionName: "fuzz", collectionType: "page", kind: "pages" },
    "POST /api/v1/collection/sort": { collectionId: collection, collectionName: "golf", active: page, over: page },
    "POST /api/v1/collection/removeItem": { collectionId: collection, collectionName: "golf", groupId: "not-a-group" },
    "POST /api/v1/settings": { footer: { city: "Fuzz" } },
    "POST /api/v1/navigation": { containers: [{ id: "c", label: { de: "Menü" }, children: [{ id: "n", type: "page", page }] }] },
    "POST /api/v1/changelog": { dates: ["2026-01-01"] },
    "POST /api/v1/optician": { branchId: branch },
    "POST /api/v1/revalidate/tag": { tag: "pages" },
    "GET /api/v1/search": { locale: "de", q: "brille" },
    "GET /api/v1/page/get": { includeDrafts: "true" },
    "GET /api/v1/page/status/publication": { id: page },
    "GET /api/v1/page/status/translation": { id: page },
    "GET /api/v1/page/status/buttons": { id: page, lang: "de" },
    "GET /api/v1/page/info": { id: page, lang: "de" },
    "GET /api/v1/changelog": { language: "de", showAll: "true" },
    "GET /api/v1/submissions": { limit: "10" },
  };
}

const routes = [...new Set(app.routes.filter((r) => r.path.startsWith("/api/v1/") && r.method !== "ALL").map((r) => `${r.method} ${r.path}`))];

/** A query string from any value: strings, numbers and hostile values stringified. */
function queryOf(value: unknown): string {
  if (!value || typeof value !== "object" || Array.isArray(value)) return `?q=${encodeURIComponent(String(JSON.stringify(value)).slice(0, 2_000))}`;
  const params = new URLSearchParams();
  for (const [key, field] of Object.entries(value)) params.append(key, typeof field === "string" ? field : JSON.stringify(field ?? null).slice(0, 2_000));
  return `?${params}`;
}

async function send(method: string, path: string, body: unknown, how: Transport, session: string | null) {
  const headers: Record<string, string> = { Origin: ORIGIN, "CF-Connecting-IP": `192.0.2.${requests % 250}` };
  if (session) headers.Cookie = session;
  if (method === "GET") return request(path + queryOf(body), { headers });
  if (how.contentType) headers["Content-Type"] = how.contentType;
  const text = how.raw ?? (how.contentType?.includes("urlencoded") ? queryOf(body).slice(1) : JSON.stringify(body));
  return request(path, { method, headers, body: text });
}

describe("fuzzing every API route", () => {
  it("lists the routes to fuzz", () => expect(routes.length).toBeGreaterThan(30));

  for (const session of [false, true]) {
    it.each(routes)(`%s ${session ? "with" : "without"} a session: no 5xx, no stack, no change on refusal`, async (route) => {
      const [method, path] = route.split(" ") as [string, string];
      const example = examples()[route] ?? {};
      await fc.assert(
        fc.asyncProperty(bodyFor(example), transport, async (body, how) => {
          // Logging out ends the session it is sent with: it gets a session of its own, so the others keep theirs.
          const sessionCookie = !session ? null : path.endsWith("/auth/logout") ? await signIn("admin", `logout-${requests}@site.test`) : cookie;
          const before = await contentFingerprint();
          const { status, body: answer, headers } = await send(method, path, body, how, sessionCookie);
          requests++;
          expect(status, `${route} -> ${answer.slice(0, 200)}`).toBeLessThan(500);
          expect(answer).not.toMatch(LEAK);
          expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
          if (status >= 400) {
            refused++;
            expect(await contentFingerprint(), `${route} refused with ${status} but changed content`).toBe(before);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    });
  }

  it("answers odd page URLs without 5xx or leaks", async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom("de", "fr", "xx", "edit"), fc.string({ maxLength: 60 }), fc.string({ maxLength: 30 }), async (locale, rest, query) => {
        const path = `/${locale}/${encodeURIComponent(rest)}?${new URLSearchParams({ q: query, next: rest, error: "1" })}`;
        const { status, body } = await request(path, { headers: { Cookie: cookie } });
        requests++;
        expect(status, path).toBeLessThan(500);
        expect(body).not.toMatch(LEAK);
      }),
      { seed: SEED, numRuns: 40 },
    );
  });
});
