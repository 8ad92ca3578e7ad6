import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createPage, database } from "./pages";
import { siteDb } from "../sites/site-db";
import type { SiteRecord } from "../sites/site";
import { ORIGIN, putSite, request, signIn, testDb } from "../test/helpers";

/** A site in no program (like the Lausanne demo site); the test site is in the optician and golf programs. */
const PLAIN: SiteRecord = {
  id: "plain",
  name: "Optique du Lac",
  primaryHost: "plain.test",
  aliasHosts: [],
  locales: ["fr", "de"],
  programs: [],
  isDefault: false,
};
const PLAIN_ORIGIN = "https://plain.test";

const pages = { golf: "", plain: "" };
const cookies = { golf: "", plain: "" };

const post = (origin: string, cookie: string, path: string, body: unknown) =>
  request(path, { method: "POST", headers: { "Content-Type": "application/json", Origin: origin, Cookie: cookie }, body: JSON.stringify(body) }, {}, origin);

beforeAll(async () => {
  await putSite(PLAIN);
  pages.golf = await createPage(database(testDb()), { name: { de: "Golf" }, slugs: { de: "golf-seite" } }, ["de", "fr"]);
  pages.plain = await createPage(database(siteDb(env.DB, PLAIN.id)), { name: { fr: "Accueil" }, slugs: { fr: "accueil" } }, PLAIN.locales);
  // The game's start page as the demo seed makes it, here on the site without a course too.
  await createPage(database(siteDb(env.DB, PLAIN.id)), { name: { fr: "Urban Golf" }, gameSlug: "~start" }, PLAIN.locales);
  cookies.golf = await signIn("admin", "golf@site.test");
  cookies.plain = await signIn("admin", "plain@plain.test", PLAIN_ORIGIN, [PLAIN.id]);
});

describe("blocks of a program (POST /group/add, /page/add)", () => {
  it("refuses the game's blocks on a site outside the golf program with 403 naming the field and the program", async () => {
    for (const groupName of ["gameSetup", "scoreTracker"]) {
      const { status, body } = await post(PLAIN_ORIGIN, cookies.plain, "/api/v1/group/add", { pageId: pages.plain, groupName });
      expect(status).toBe(403);
      expect(JSON.parse(body)).toMatchObject({ error: "program_required", field: "groupName", program: "golf" });
      expect(JSON.parse(body).message).toContain(groupName);
    }
  });

  it("refuses the optician-only blocks on a site outside the optician program", async () => {
    for (const groupName of ["goFeed", "businessSearch", "marketplace"]) {
      const { status, body } = await post(PLAIN_ORIGIN, cookies.plain, "/api/v1/group/add", { pageId: pages.plain, groupName });
      expect(status).toBe(403);
      expect(JSON.parse(body)).toMatchObject({ error: "program_required", field: "groupName", program: "optician" });
    }
  });

  it("adds every other block there, and the program's blocks on a site in both programs", async () => {
    expect((await post(PLAIN_ORIGIN, cookies.plain, "/api/v1/group/add", { pageId: pages.plain, groupName: "cta" })).status).toBe(201);
    for (const groupName of ["gameSetup", "scoreTracker", "goFeed"]) {
      expect((await post(ORIGIN, cookies.golf, "/api/v1/group/add", { pageId: pages.golf, groupName })).status).toBe(201);
    }
  });

  it("refuses a new page whose initial blocks need a program the site is not in", async () => {
    const { status, body } = await post(PLAIN_ORIGIN, cookies.plain, "/api/v1/page/add", {
      lang: "fr",
      initialMeta: { name: { fr: "Jeu" } },
      initialGroups: [{ blockType: "scoreTracker" }],
    });
    expect(status).toBe(403);
    expect(JSON.parse(body)).toMatchObject({ error: "program_required", field: "initialGroups" });
    const count = await siteDb(env.DB, PLAIN.id)
      .prepare("SELECT COUNT(*) AS n FROM items WHERE site_id = $site AND type = 'group' AND json_extract(draft, '$.blockType') = 'scoreTracker'")
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
  });
});

describe("the game's system pages and routes", () => {
  it("answer 404 on a site outside the golf program, even where a game page exists", async () => {
    expect((await request("/fr/edit/~start", { headers: { Cookie: cookies.plain } }, {}, PLAIN_ORIGIN)).status).toBe(404);
    expect((await request("/fr/~start", {}, {}, PLAIN_ORIGIN)).status).toBe(404);
    expect((await request("/fr/game?id=abc123", { redirect: "manual" }, {}, PLAIN_ORIGIN)).status).toBe(404);
    const created = await request(
      "/parties/game/abc123",
      { method: "POST", headers: { "Content-Type": "application/json", Origin: PLAIN_ORIGIN }, body: "{}" },
      {},
      PLAIN_ORIGIN,
    );
    expect(created.status).toBe(404);
  });

  it("stay on a site in the golf program", async () => {
    const share = await request("/de/game?id=abc123", { redirect: "manual" });
    expect(share.status).toBe(302);
    expect(share.headers.get("Location")).toBe("/de/~start?id=abc123");
  });
});
