import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import worker from "../index";
import { connect, gameFetch, newGameId } from "../../durable-objects/game-test-client";
import { ORIGIN, request } from "../test/helpers";

const op = () => crypto.randomUUID();
const course = [
  { pageId: "hole-1", par: 3 },
  { pageId: "hole-2", par: 4 },
];

/** A game on two holes: Anna 2 and 4 (−1, E), Ben 5 and 6 (+2, +2); `finish` false leaves Ben's second hole open. */
async function playedGame(scoring: "strokes" | "stableford", finish = true): Promise<string> {
  const gameId = newGameId();
  await (await gameFetch(gameId, { method: "POST", body: JSON.stringify({ gameName: "Team Blau", scoring, holes: course }) })).text();
  const { client } = await connect(gameId);
  await client.request({ type: "addPlayer", opId: op(), playerId: "ben", playerName: "Ben" });
  await client.request({ type: "addPlayer", opId: op(), playerId: "anna", playerName: "Anna" });
  const strokes: [string, string, number][] = [
    ["anna", "hole-1", 2],
    ["anna", "hole-2", 4],
    ["ben", "hole-1", 5],
    ["ben", "hole-2", finish ? 6 : 0],
  ];
  for (const [playerId, pageId, count] of strokes) for (let i = 0; i < count; i++) await client.request({ type: "scorePlus", opId: op(), playerId, pageId });
  client.close();
  return gameId;
}

describe("a game's result page (GET /{locale}/~result/{gameId})", () => {
  it("shows the players ranked, each hole against par and the totals, to anyone without a session", async () => {
    const gameId = await playedGame("strokes");
    const { status, body, headers } = await request(`/de/~result/${gameId}`);
    expect(status).toBe(200);
    expect(headers.get("Content-Type")).toContain("text/html");
    expect(body).toContain("Team Blau");
    expect(body.indexOf(">Anna<")).toBeLessThan(body.indexOf(">Ben<"));
    expect(body).toMatch(/data-player-id="anna" data-to-par="−1"/);
    expect(body).toMatch(/data-player-id="ben" data-to-par="\+4"/);
    expect(body).toContain('data-hole-to-par="E"');
    expect(body).toContain("Par 4");
    expect(body).toContain('data-finished="true"');
    expect(body).toContain(`${ORIGIN}/de/~result/${gameId}`);
    expect(body).toContain('src="data:image/svg+xml');
  });

  it("links its preview picture as an absolute Open Graph image", async () => {
    const gameId = await playedGame("strokes");
    const { body } = await request(`/fr/~result/${gameId}`);
    expect(body).toContain(`<meta property="og:image" content="${ORIGIN}/fr/~result/${gameId}/image.png"/>`);
    expect(body).toContain('<meta property="og:url"');
    expect(body).toContain("Résultat");
  });

  it("ranks by Stableford points when the game was started so", async () => {
    // Anna 4 + 2 points, Ben 0 + 0: by points Anna leads and the points column shows.
    const gameId = await playedGame("stableford");
    const { body } = await request(`/de/~result/${gameId}`);
    expect(body).toContain('data-scoring="stableford"');
    expect(body).toMatch(/<td class="leaderboard__points">5<\/td>/);
  });

  it("says that a running game's result is interim", async () => {
    const gameId = await playedGame("strokes", false);
    const { body, headers } = await request(`/de/~result/${gameId}`);
    expect(body).toContain('data-finished="false"');
    expect(body).toContain("Zwischenstand");
    expect(headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 404 for a game that does not exist, a malformed id or a language the site does not have", async () => {
    const gameId = await playedGame("strokes");
    expect((await request(`/de/~result/${gameId}`)).status).toBe(200);
    for (const path of [`/de/~result/${newGameId()}`, "/de/~result/not%20an%20id", `/it/~result/${gameId}`]) {
      expect((await request(path)).status).toBe(404);
    }
  });
});

describe("the result's preview picture (GET …/image.png)", () => {
  it("is a 1200 × 630 PNG", async () => {
    const gameId = await playedGame("stableford");
    const response = await worker.fetch(
      new Request(`${ORIGIN}/de/~result/${gameId}/image.png`) as Request<unknown, IncomingRequestCfProperties>,
      env,
      createExecutionContext(),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBeGreaterThan(1000);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const header = new DataView(bytes.buffer, 16, 8);
    expect([header.getUint32(0), header.getUint32(4)]).toEqual([1200, 630]);
  });

  it("answers 404 for an unknown game", async () => {
    const gameId = await playedGame("strokes");
    expect((await request(`/de/~result/${gameId}/image.png`)).status).toBe(200);
    expect((await request(`/de/~result/${newGameId()}/image.png`)).status).toBe(404);
  });
});
