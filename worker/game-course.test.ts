import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createPage, database } from "./content/pages";
import { createCollection } from "./content/site";
import { publishPage } from "./content/publish";
import { siteDb } from "./sites/site-db";
import type { SiteRecord } from "./sites/site";
import { ORIGIN, putSite, request, signIn, testDb } from "./test/helpers";
import { gameStateSchema } from "../common/game/game-state";

/** A golf site whose only course is not called "golf"; the test site gets its holes in "parcours". */
const NO_COURSE: SiteRecord = {
  id: "nocourse",
  name: "Sans parcours",
  primaryHost: "nocourse.test",
  aliasHosts: [],
  locales: ["fr"],
  programs: ["golf"],
  isDefault: false,
};
const NO_COURSE_ORIGIN = "https://nocourse.test";
const gameBlock = { blockType: "gameSetup" as const, options: { step: { type: "gameOptions", value: "start" } } };

const holes: string[] = [];
let cookie = "";
let noCourseCookie = "";
let gameNumber = 0;
const newGameId = () => `course-test-${Date.now().toString(36)}-${gameNumber++}`;

const createGame = (body: unknown, origin = ORIGIN, gameId = newGameId()) =>
  request(
    `/parties/game/${gameId}`,
    { method: "POST", headers: { "Content-Type": "application/json", Origin: origin }, body: JSON.stringify(body) },
    {},
    origin,
  );

beforeAll(async () => {
  const db = database(testDb());
  await createCollection(db, { name: "parcours", kind: "pages", collectionType: "page" });
  for (const n of [1, 2]) {
    const id = await createPage(
      db,
      {
        name: { de: `Trou ${n}`, fr: `Trou ${n}` },
        slugs: { de: `trou-${n}`, fr: `trou-${n}` },
        collection: "parcours",
        // Hole 2 is a par 4 (its score card's option); hole 1 keeps the default par.
        groups: [n === 2 ? { blockType: "scoreTracker", options: { par: { type: "number", value: 4 } } } : { blockType: "scoreTracker" }],
      },
      ["de", "fr"],
    );
    await publishPage(db, env.PAGE_CACHE, id, null);
    holes.push(id);
  }
  await createPage(db, { name: { de: "Start" }, gameSlug: "~start", groups: [gameBlock] }, ["de", "fr"]);
  await putSite(NO_COURSE);
  await createPage(database(siteDb(env.DB, NO_COURSE.id)), { name: { fr: "Départ" }, gameSlug: "~start", groups: [gameBlock] }, NO_COURSE.locales);
  cookie = await signIn("admin", "course@site.test");
  noCourseCookie = await signIn("admin", "course@nocourse.test", NO_COURSE_ORIGIN, [NO_COURSE.id]);
});

describe("a game's course (POST /parties/game/{id})", () => {
  it("starts on the site's only course whatever its name, with or without the course in the body", async () => {
    expect((await createGame({})).status).toBe(201);
    expect((await createGame({ collection: "parcours" })).status).toBe(201);
  });

  it("refuses a course the site does not have, naming the field", async () => {
    const { status, body } = await createGame({ collection: "golf" });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ error: "unknown_course" });
    expect(JSON.parse(body).message).toMatch(/^collection: /);
  });

  it("refuses a start on a site without a course, naming the field", async () => {
    const { status, body } = await createGame({}, NO_COURSE_ORIGIN);
    expect(status).toBe(400);
    expect(JSON.parse(body).message).toMatch(/^collection: /);
  });
});

describe("a game's par and scoring mode", () => {
  const stateOf = async (gameId: string) => gameStateSchema.parse(JSON.parse((await request(`/parties/game/${gameId}`)).body));

  it("keeps each hole's par from its score card (3 when not set), in the course's order", async () => {
    const gameId = newGameId();
    expect((await createGame({}, ORIGIN, gameId)).status).toBe(201);
    expect((await stateOf(gameId)).course).toEqual([
      { pageId: holes[0], par: 3 },
      { pageId: holes[1], par: 4 },
    ]);
  });

  it("stores the scoring mode chosen at the start; without one it ranks by strokes", async () => {
    const stableford = newGameId();
    const plain = newGameId();
    await createGame({ scoring: "stableford" }, ORIGIN, stableford);
    await createGame({}, ORIGIN, plain);
    expect((await stateOf(stableford)).game.scoring).toBe("stableford");
    expect((await stateOf(plain)).game.scoring).toBe("strokes");
  });

  it("refuses an unknown scoring mode, naming the field", async () => {
    const { status, body } = await createGame({ scoring: "matchplay" });
    expect(status).toBe(400);
    expect(JSON.parse(body).message).toMatch(/^scoring: /);
  });
});

describe("the game blocks agree on the course", () => {
  it("the start block hands its course to the start button", async () => {
    const { status, body } = await request("/de/edit/~start", { headers: { Cookie: cookie } });
    expect(status).toBe(200);
    expect(body).toContain("game-start");
    expect(body).toMatch(/&quot;course&quot;:&quot;parcours&quot;|"course":"parcours"/);
  });

  it("a score card without a course option plays its page's collection (its holes listed)", async () => {
    const { status, body } = await request("/de/parcours/trou-1");
    expect(status).toBe(200);
    expect(body).toContain("/de/parcours/trou-2");
  });

  it("edit mode says that there is no course instead of a start button that fails; live shows none", async () => {
    const edit = await request("/fr/edit/~start", { headers: { Cookie: noCourseCookie } }, {}, NO_COURSE_ORIGIN);
    expect(edit.status).toBe(200);
    expect(edit.body).toContain("Aucun parcours choisi");
    expect(edit.body).not.toContain("game-start");
  });
});
