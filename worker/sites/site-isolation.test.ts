import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { app } from "../index";
import { database } from "../content/pages";
import { createCollection } from "../content/site";
import { storeMedia } from "../media/media-store";
import { seedLausanneSite } from "../../scripts/seed/lausanne-site";
import { ORIGIN, putSite, request, seedDemo, signIn } from "../test/helpers";
import { siteDb, siteTableReferences } from "./site-db";

/** Site B: its own host, languages and content. Site A is the test site (the demo) at ORIGIN. */
const B = {
  id: "lausanne",
  name: "Optique du Lac",
  primaryHost: "lausanne.test",
  aliasHosts: [],
  locales: ["fr", "de", "it", "en"] as ("fr" | "de" | "it" | "en")[],
  programs: ["optician"],
  isDefault: false,
};
const B_ORIGIN = "https://lausanne.test";
/** Strings only site B holds: none may appear in an answer to site A's editor. */
const B_MARKERS = ["Optique du Lac", "optique-du-lac.example", "Ouchy", "ouchy-lac.png"];

const ids = { page: "", group: "", field: "", collectionId: "", collectionName: "b-collection", branch: "", media: "", publication: "b-publication" };
let cookie = "";

/** Every row of site B, to prove no request of A's editor changed any of them. */
async function siteBRows(): Promise<string> {
  const tables = [
    "items",
    "slugs",
    "collections",
    "collection_items",
    "site_documents",
    "publications",
    "businesses",
    "branches",
    "media",
    "submissions",
    "listings",
    "changelog_seen",
    "sessions",
    "changes",
  ];
  const dumps = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table} WHERE site_id = ?1 ORDER BY 1, 2`).bind(B.id)));
  return JSON.stringify(dumps.map((d) => d.results));
}

beforeAll(async () => {
  await seedDemo();
  await putSite(B);
  const db = siteDb(env.DB, B.id);
  await seedLausanneSite(database(db), env.PAGE_CACHE);
  const about = await db
    .prepare("SELECT page_id FROM slugs WHERE site_id = $site AND slug = 'atelier' AND locale = 'fr' AND published = 1")
    .first<{ page_id: string }>();
  ids.page = about!.page_id;
  const group = await db.prepare("SELECT id FROM items WHERE site_id = $site AND page_id = ?1 AND type = 'group'").bind(ids.page).first<{ id: string }>();
  ids.group = group!.id;
  const field = await db.prepare("SELECT id FROM items WHERE site_id = $site AND parent_id = ?1 AND type = 'field'").bind(ids.group).first<{ id: string }>();
  ids.field = field!.id;
  ids.collectionId = await createCollection(database(db), { name: ids.collectionName, kind: "pages", collectionType: "group" });
  await db
    .prepare("INSERT INTO collection_items (site_id, collection_id, item_id, position) VALUES ($site, ?1, ?2, 0)")
    .bind(ids.collectionId, ids.group)
    .run();
  ids.branch = (await db.prepare("SELECT id FROM branches WHERE site_id = $site").first<{ id: string }>())!.id;
  await db.prepare("INSERT INTO publications (site_id, id, page_id, snapshot) VALUES ($site, ?1, ?2, '[]')").bind(ids.publication, ids.page).run();
  ids.media = await storeMedia(
    database(db),
    env.MEDIA,
    { mediaType: "image", mimeType: "image/png", extension: "png", originalFilename: "ouchy-lac.png", width: 2, height: 2 },
    new Uint8Array(73),
  );
  await db.prepare("UPDATE items SET published = json_set(published, '$.meta.password', 'lac-2026') WHERE site_id = $site AND id = ?1").bind(ids.page).run();
  // A visitor submission on B, so the submissions list would show it if it leaked.
  const contact = {
    anrede: "frau",
    vorname: "Aline",
    nachname: "Ouchy",
    plz: "1006",
    telefon: "021 000 00 01",
    email: "aline@optique-du-lac.example",
    existingCustomer: "ja",
    themes: ["glassesAdvice"],
    bevorzugterTermin: "Lundi",
    bevorzugteUhrzeit: "10:00",
    lang: "fr",
  };
  const submitted = await request(
    "/api/v1/contact",
    { method: "POST", headers: { "Content-Type": "application/json", Origin: B_ORIGIN }, body: JSON.stringify(contact) },
    {},
    B_ORIGIN,
  );
  expect(submitted.status).toBe(201);
  // Site A's editor is an admin (every role-restricted route is reachable), signed in on A's host.
  cookie = await signIn("admin", "admin-a@site.test");
  // Two sites' seeds (the demo draws its pictures): generous on a loaded machine.
}, 180_000);

/** not_found: 404 for B's ids; refused: another refusal (status given) that may repeat the ids asked for; no_b_data: answered for A only. */
type Call = { method: string; path: string; body?: unknown; form?: Record<string, string>; expect: "not_found" | "refused" | "no_b_data"; status?: number[] };

/** Every /api/v1 route with site B's ids (or, where a route takes none, what it would list). */
const calls = (): Call[] => [
  { method: "POST", path: "/auth/login", body: { email: "admin-a@site.test", password: "wrong" }, expect: "no_b_data" },
  { method: "GET", path: "/auth/me", expect: "no_b_data" },
  { method: "GET", path: "/search?locale=fr&q=Ouchy", expect: "no_b_data" },
  {
    method: "POST",
    path: "/contact",
    body: {
      anrede: "herr",
      vorname: "Marco",
      nachname: "Keller",
      plz: "8400",
      telefon: "052 000 00 01",
      email: "marco@example.ch",
      existingCustomer: "ja",
      themes: ["glassesAdvice"],
      bevorzugterTermin: "Mittwoch",
      bevorzugteUhrzeit: "14:00",
      lang: "de",
    },
    expect: "no_b_data",
  },
  {
    method: "POST",
    path: "/aspectSponsorForm",
    body: { hauptsponsor: true, numberOfPersons: 2, personsNames: "A, B", company: "Brillen AG", contactName: "Lea", phone: "052", email: "lea@example.ch" },
    expect: "no_b_data",
  },
  { method: "GET", path: "/submissions", expect: "no_b_data" },
  { method: "GET", path: "/submissions/csv", expect: "no_b_data" },
  { method: "POST", path: "/page/unlock", form: { pageId: ids.page, password: "lac-2026", next: "/fr/atelier" }, expect: "no_b_data", status: [303] },
  { method: "GET", path: "/page/get?includeDrafts=true", expect: "no_b_data" },
  { method: "POST", path: "/page/add", body: { initialMeta: { name: { de: "Neu" } }, lang: "de" }, expect: "no_b_data" },
  { method: "POST", path: "/page/publish", body: { id: ids.page }, expect: "not_found" },
  { method: "POST", path: "/page/revert", body: { id: ids.page }, expect: "not_found" },
  { method: "POST", path: "/page/revertAll", expect: "no_b_data" },
  { method: "POST", path: "/page/remove", body: { id: ids.page }, expect: "not_found" },
  { method: "GET", path: `/page/status/publication?id=${ids.page}`, expect: "not_found" },
  { method: "GET", path: `/page/status/translation?id=${ids.page}`, expect: "not_found" },
  { method: "GET", path: `/page/info?id=${ids.page}&lang=fr`, expect: "not_found" },
  { method: "PUT", path: "/page/info", body: { id: ids.page, lang: "fr", slug: "pris" }, expect: "not_found" },
  { method: "GET", path: `/page/redirects?id=${ids.page}`, expect: "not_found" },
  { method: "POST", path: "/page/redirect/add", body: { id: ids.page, lang: "fr", path: "/fr/ancienne" }, expect: "not_found" },
  { method: "POST", path: "/page/redirect/remove", body: { id: ids.page, path: "/fr/ancienne" }, expect: "not_found" },
  { method: "GET", path: `/page/previews?id=${ids.page}`, expect: "not_found" },
  { method: "POST", path: "/page/preview/create", body: { id: ids.page, lang: "fr" }, expect: "not_found" },
  { method: "POST", path: "/page/preview/revoke", body: { id: ids.page, linkId: "0".repeat(32) }, expect: "not_found" },
  { method: "POST", path: "/group/add", body: { pageId: ids.page, groupName: "spacer" }, expect: "not_found" },
  { method: "POST", path: "/group/remove", body: { pageId: ids.page, groupId: ids.group }, expect: "not_found" },
  { method: "POST", path: "/group/sort", body: { pageId: ids.page, groupId: ids.group, direction: "down" }, expect: "not_found" },
  { method: "POST", path: "/group/status", body: { pageId: ids.page, groupId: ids.group, from: "published", to: "archived" }, expect: "not_found" },
  { method: "POST", path: "/group/visibility", body: { pageId: ids.page, groupId: ids.group, visibleFields: { title: false } }, expect: "not_found" },
  { method: "POST", path: "/group/meta", body: { pageId: ids.page, groupId: ids.group, meta: { disallowedLanguages: ["fr"] } }, expect: "not_found" },
  { method: "PUT", path: "/field/visibility", body: { fieldId: ids.field, fieldName: "title", groupId: ids.group, visible: false }, expect: "not_found" },
  { method: "POST", path: "/field/visibility", body: { fieldId: ids.field, fieldName: "title", groupId: ids.group, visible: false }, expect: "not_found" },
  {
    method: "POST",
    path: "/data",
    body: { itemType: "field", linkId: ids.field, version: 1, data: { content: { fr: { text: "Pris" } } } },
    expect: "not_found",
  },
  { method: "GET", path: `/history?pageId=${ids.page}`, expect: "not_found" },
  { method: "GET", path: `/history/changes?pageId=${ids.page}`, expect: "not_found" },
  { method: "GET", path: `/history/unpublished?pageId=${ids.page}`, expect: "not_found" },
  { method: "GET", path: `/history/item?id=${ids.field}`, expect: "not_found" },
  { method: "GET", path: `/history/publication?id=${ids.publication}`, expect: "not_found" },
  { method: "POST", path: "/history/restore", body: { publicationId: ids.publication }, expect: "not_found" },
  {
    method: "POST",
    path: "/data#group",
    body: { itemType: "group", linkId: ids.group, version: 1, data: { options: { x: { type: "text", value: "y" } } } },
    expect: "not_found",
  },
  {
    method: "POST",
    path: "/data#add",
    body: { itemType: "field", linkId: ids.group, add: true, data: { name: "x", contentType: "localizedSingleValue" } },
    expect: "not_found",
  },
  { method: "POST", path: "/translation", body: { pageId: ids.page, from: "de", to: "fr" }, expect: "not_found" },
  { method: "POST", path: "/translation/confirm", body: { fieldId: ids.field, locale: "fr" }, expect: "not_found" },
  { method: "GET", path: "/collection/list", expect: "no_b_data" },
  {
    method: "POST",
    path: "/collection/add",
    body: { action: "remove", collectionId: ids.collectionId, collectionName: ids.collectionName, groupId: ids.group },
    expect: "not_found",
  },
  { method: "POST", path: "/collection/add#create", body: { collectionName: ids.collectionName, collectionType: "page" }, expect: "no_b_data" },
  {
    method: "POST",
    path: "/collection/sort",
    body: { collectionId: ids.collectionId, collectionName: ids.collectionName, active: ids.group, over: ids.group },
    expect: "not_found",
  },
  {
    method: "POST",
    path: "/collection/removeItem",
    body: { collectionId: ids.collectionId, collectionName: ids.collectionName, groupId: ids.group },
    expect: "not_found",
  },
  { method: "GET", path: "/settings", expect: "no_b_data" },
  { method: "POST", path: "/settings", body: { contact: { email: "a@site.test" } }, expect: "no_b_data" },
  { method: "GET", path: "/navigation", expect: "no_b_data" },
  // A navigation naming another site's page is refused like any unknown page (400 unknown_page, site-api.test.ts).
  {
    method: "POST",
    path: "/navigation",
    body: { containers: [{ id: "x", label: { de: "X" }, children: [{ id: "y", type: "page", page: ids.page, appearance: "default" }] }] },
    expect: "refused",
    status: [400],
  },
  { method: "GET", path: "/site", expect: "no_b_data" },
  { method: "GET", path: "/changelog?showAll=true", expect: "no_b_data" },
  { method: "POST", path: "/changelog", body: { dates: ["2026-11-01"] }, expect: "no_b_data" },
  // The changelog is the product's, not a site's: an admin's entry is seen by every site's editors (site-api.test.ts).
  { method: "POST", path: "/changelog/entries", body: { date: "2031-01-01", textDe: "Neu", textFr: "Nouveau" }, expect: "no_b_data" },
  // The article lookup reads no site table; without a configured article site it answers the generic error.
  { method: "POST", path: "/articles/lookup", body: { url: "https://lausanne.test/2026/10/atelier/" }, expect: "refused", status: [503] },
  { method: "GET", path: "/optician", expect: "no_b_data" },
  { method: "POST", path: "/optician", body: { branchId: ids.branch }, expect: "not_found" },
  { method: "GET", path: "/optician/record", expect: "no_b_data" },
  // A record naming B's branch is refused like any unknown branch (400 branch_not_found, business-record.test.ts).
  {
    method: "PUT",
    path: "/optician/record",
    body: { name: "A", branches: [{ id: ids.branch, name: "X", street: "Y", zip: "1000", city: "Z", week: [[], [], [], [], [], [], []] }] },
    expect: "refused",
    status: [400],
  },
  { method: "GET", path: `/page/status/buttons?id=${ids.page}&lang=fr`, expect: "not_found" },
  { method: "POST", path: "/render/blocks", body: { pageId: ids.page, locale: "fr", groupIds: [ids.group] }, expect: "not_found" },
  { method: "POST", path: "/revalidate/tag", body: { tag: "settings" }, expect: "no_b_data" },
  { method: "POST", path: "/revalidate/full", expect: "no_b_data" },
  { method: "GET", path: "/media/list?mediaType=image", expect: "no_b_data" },
  { method: "GET", path: `/media/get/${ids.media}`, expect: "not_found" },
  { method: "GET", path: `/media/usage/${ids.media}`, expect: "no_b_data" },
  { method: "GET", path: `/media/status/${ids.media}`, expect: "not_found" },
  { method: "POST", path: "/media/directUpload", body: { filename: "a.png", fileSize: 73 }, expect: "no_b_data" },
  { method: "PUT", path: `/media/upload/${crypto.randomUUID()}?filename=a.png&folder=media`, body: {}, expect: "refused", status: [415] },
  { method: "POST", path: "/media/createEntry", body: { uploadId: ids.media }, expect: "not_found" },
  { method: "POST", path: "/media/update", body: { media: { id: ids.media, tags: ["x"] } }, expect: "not_found" },
  { method: "POST", path: "/media/blurHash", body: { media: { id: ids.media, blurHash: "LEHV6nWB2yk8pyo0adR*.7kCMdnj" } }, expect: "not_found" },
  { method: "POST", path: "/media/cropImage", body: { media: { id: ids.media, cropArea: { x: 0, y: 0, width: 50, height: 50 } } }, expect: "not_found" },
  {
    method: "POST",
    path: "/media/delete",
    body: { mediaId: ids.media, bucketFolder: "media", objectId: ids.media, extension: "png", confirmed: true },
    expect: "not_found",
  },
  {
    method: "POST",
    path: "/media/youtube",
    body: { videoId: "dQw4w9WgXcQ", youtubeUrl: "https://youtu.be/dQw4w9WgXcQ", thumbnailUrl: "https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" },
    expect: "no_b_data",
  },
  { method: "POST", path: "/auth/logout", expect: "no_b_data" },
];

/** The router's /api/v1 routes (method and path pattern), middleware left out. */
function apiRoutes(): string[] {
  const handlers = app.routes.filter((r) => r.path.startsWith("/api/v1/") && r.method !== "ALL");
  return [...new Set(handlers.map((r) => `${r.method} ${r.path.replace(/\/$/, "")}`))].sort();
}

describe("an editor of site A asking with site B's ids", () => {
  it("covers every /api/v1 route the router has", () => {
    const covered = calls().map((call) => `${call.method} /api/v1${call.path.split(/[?#]/)[0]}`);
    // A route with parameters (/media/get/:id) is covered by a call with a value in their place.
    const matches = (route: string) => new RegExp(`^${route.replace(/:[A-Za-z]+/g, "[^/]+")}$`);
    expect(apiRoutes().filter((route) => !covered.some((call) => matches(route).test(call)))).toEqual([]);
  });

  it("gets 404 for B's ids, never B's data, and changes nothing of B", async () => {
    const before = await siteBRows();
    const generation = await env.PAGE_CACHE.get("generation:lausanne");
    // Every statement the routes send to D1 is recorded: each one on a site table must name site A for each table.
    const prepared: string[] = [];
    const recording = new Proxy(env.DB, {
      get(target, prop) {
        if (prop === "prepare") {
          return (query: string) => {
            prepared.push(query);
            return target.prepare(query);
          };
        }
        const value = Reflect.get(target, prop);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    for (const call of calls()) {
      const path = `/api/v1${call.path.split("#")[0]}`;
      const headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie, "CF-Connecting-IP": "192.0.2.77" };
      let body: string | undefined;
      if (call.form) {
        headers["Content-Type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(call.form).toString();
      } else if (call.method !== "GET") {
        headers["Content-Type"] = "application/json";
        body = call.body === undefined ? undefined : JSON.stringify(call.body);
      }
      const res = await request(path, { method: call.method, headers, body }, { DB: recording });
      const label = `${call.method} ${call.path}`;
      if (call.expect === "not_found") expect(res.status, label).toBe(404);
      if (call.status) expect(call.status, label).toContain(res.status);
      // A 404 may repeat the id that was asked for (the spec's wording: "Box {id} nicht gefunden"); nothing else of B.
      const markers = call.expect !== "no_b_data" ? B_MARKERS : [...B_MARKERS, ids.page, ids.group, ids.field, ids.branch, ids.media];
      for (const marker of markers) expect(res.body, `${label} leaks ${marker}`).not.toContain(marker);
      expect(res.headers.get("Set-Cookie") ?? "", label).not.toContain("unlock");
    }
    expect(await siteBRows()).toBe(before);
    const unscoped = prepared.filter((query) => (query.match(/'main'/g)?.length ?? 0) < siteTableReferences(query));
    expect(prepared.length).toBeGreaterThan(40);
    expect(unscoped).toEqual([]);
    expect(await env.PAGE_CACHE.get("generation:lausanne")).toBe(generation);
  });

  it("cannot use A's session on B's host, and an optician of A cannot sign in on B", async () => {
    const onB = await request("/api/v1/auth/me", { headers: { Cookie: cookie } }, {}, B_ORIGIN);
    expect(onB.status).toBe(401);
    await signIn("optician", "optician-a@site.test");
    const login = await request(
      "/api/v1/auth/login",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: B_ORIGIN, "CF-Connecting-IP": "192.0.2.78" },
        body: JSON.stringify({ email: "optician-a@site.test", password: "correct horse battery staple" }),
      },
      {},
      B_ORIGIN,
    );
    expect(login.status).toBe(401);
    // A member of B signs in there, and its session works on B only.
    const memberCookie = await signIn("optician", "optician-b@site.test", B_ORIGIN, [B.id]);
    expect((await request("/api/v1/auth/me", { headers: { Cookie: memberCookie } }, {}, B_ORIGIN)).status).toBe(200);
    expect((await request("/api/v1/auth/me", { headers: { Cookie: memberCookie } })).status).toBe(401);
    // An admin signs in on every site.
    expect(await signIn("admin", "admin-a@site.test", B_ORIGIN)).toMatch(/^__Host-session=/);
  });
});
