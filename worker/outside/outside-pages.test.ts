import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { fakeFetch } from "../test/fake-fetch";
import { request, seedDemo, TEST_SITE } from "../test/helpers";
import { refreshInstagram } from "./instagram";

const LOCAL = { LOCAL_STANDINS: "on", PLACES_API_URL: "/_standins/places", ARTICLE_SITE_URL: "/_standins/articles", GOOGLE_PLACES_API_KEY: "local" };

beforeAll(async () => {
  await seedDemo();
});

describe("outside content on pages", () => {
  it("mounts the stand-ins only when LOCAL_STANDINS is on", async () => {
    expect((await request("/_standins/behold/optik-seeblick", {}, { LOCAL_STANDINS: "off" })).status).toBe(404);
    const on = await request("/_standins/behold/optik-seeblick", {}, LOCAL);
    expect(on.status).toBe(200);
    expect(JSON.parse(on.body).posts).toHaveLength(7);
    for (const picture of ["/_standins/behold/pictures/0", "/_standins/articles/wp-content/102.svg"]) {
      const { status, headers } = await request(picture, {}, LOCAL);
      expect([picture, status, headers.get("Content-Type")]).toEqual([picture, 200, "image/svg+xml"]);
    }
  });

  it("shows the feed's posts and the branch's reviews fetched through the adapters (stand-ins), above the minimum rating", async () => {
    const { body, headers } = await request("/de/einblicke", {}, LOCAL);
    expect(headers.get("X-Cache")).toBe("MISS");
    const grid = body.slice(body.indexOf("instagram-grid"));
    expect(grid.match(/<li class="instagram-grid__post/g)).toHaveLength(6);
    expect(grid).toContain('alt="Neue Fassungen aus einer kleinen Manufaktur im Jura sind da."');
    expect(grid).toContain("https://site.test/_standins/behold/pictures/0");
    const reviews = body.slice(body.indexOf("review-slider"), body.indexOf("instagram-feed"));
    expect(reviews.match(/class="card review"/g)).toHaveLength(4);
    expect(reviews).toContain("Sandra K.");
    expect(reviews).not.toContain("Kurt S.");
    // Branch and city are separate elements (edit mode marks fields one by one): compare the text a visitor reads.
    expect(reviews.replace(/<[^>]+>/g, "")).toContain("Optik Seeblick Altstadt, Winterthur");
    const fr = await request("/fr/apercus", {}, LOCAL);
    expect(fr.body).toContain("Conseils très compétents");
  });

  it("re-renders the pages carrying instagramFeed when the feed changes, and only then", async () => {
    await request("/de/einblicke", {}, LOCAL);
    expect((await request("/de/einblicke", {}, LOCAL)).headers.get("X-Cache")).toBe("HIT");
    expect((await request("/de/~imprint", {}, LOCAL)).status).toBe(200);
    expect((await request("/de/~imprint", {}, LOCAL)).headers.get("X-Cache")).toBe("HIT");
    const post = {
      id: "n1",
      mediaType: "IMAGE",
      mediaUrl: "https://scontent.cdninstagram.com/n1.jpg",
      sizes: { medium: { mediaUrl: "https://behold.pictures/n1.jpg" } },
      prunedCaption: "Ganz neu",
    };
    await refreshInstagram(
      env.PAGE_CACHE,
      { id: TEST_SITE.id, locales: ["de", "fr"] },
      fakeFetch(() => Response.json({ posts: [post] })).fetcher,
      "https://feeds.behold.so/x",
    );
    const after = await request("/de/einblicke", {}, LOCAL);
    expect(after.headers.get("X-Cache")).toBe("MISS");
    expect(after.body).toContain('alt="Ganz neu"');
    expect((await request("/de/~imprint", {}, LOCAL)).headers.get("X-Cache")).toBe("HIT");
  });
});
