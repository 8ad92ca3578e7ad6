import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeFetch, tagVersion, timingOut } from "../test/fake-fetch";
import { ORIGIN, request, signIn, TEST_SITE } from "../test/helpers";
import { ARTICLES_TAG, findPostId, loadTeasers, readTeasers, refreshArticles, storeTeaser } from "./articles";
import { DAILY_CRON, refreshOutsideContent } from "./scheduled";

const SITE_URL = "https://artikel.example.test";
const wpPost = (id: number, slug: string, title: string) => ({
  id,
  date: "2026-11-02T08:00:00",
  link: `${SITE_URL}/2026/11/${slug}/`,
  title: { rendered: title },
  excerpt: { rendered: "<p>Kurz &amp; klar [&hellip;]</p>" },
  _embedded: {
    "wp:featuredmedia": [
      {
        source_url: `${SITE_URL}/wp-content/${id}.jpg`,
        alt_text: "Bild",
        media_details: { width: 1200, height: 800, sizes: { medium: { source_url: `${SITE_URL}/wp-content/${id}-300.jpg`, width: 300, height: 200 } } },
      },
    ],
  },
});
const wordpress = (posts: ReturnType<typeof wpPost>[]) =>
  fakeFetch((url) => {
    const slug = url.searchParams.get("slug");
    const include = url.searchParams.get("include")?.split(",").map(Number);
    return Response.json(posts.filter((p) => (!slug || p.link.endsWith(`/${slug}/`)) && (!include || include.includes(p.id))));
  });
const site = { id: "articles-test", locales: ["de"] as const };

describe("article site adapter (WordPress REST API)", () => {
  it("finds the post id by permalink and the teaser by post id", async () => {
    const { fetcher, calls } = wordpress([wpPost(7, "trockene-augen", "Trockene Augen &#8211; was hilft?")]);
    expect(await findPostId(fetcher, SITE_URL, `${SITE_URL}/2026/11/trockene-augen/?utm=x`)).toEqual({ ok: true, postId: 7 });
    expect(calls[0]?.url.pathname).toBe("/wp-json/wp/v2/posts");
    expect(calls[0]?.url.searchParams.get("slug")).toBe("trockene-augen");
    const teasers = await loadTeasers(fetcher, SITE_URL, [7]);
    expect(teasers).toEqual({
      ok: true,
      data: [
        {
          postId: 7,
          title: "Trockene Augen – was hilft?",
          excerpt: "Kurz & klar …",
          link: `${SITE_URL}/2026/11/trockene-augen/`,
          date: "2026-11-02T08:00:00",
          image: { url: `${SITE_URL}/wp-content/7-300.jpg`, width: 300, height: 200, alt: "Bild" },
        },
      ],
    });
  });

  it("tells a URL that is no article of the site from a failing lookup", async () => {
    const { fetcher } = wordpress([wpPost(7, "trockene-augen", "T")]);
    expect(await findPostId(fetcher, SITE_URL, `${SITE_URL}/2026/11/gibt-es-nicht/`)).toMatchObject({ ok: false, reason: "not_found" });
    expect(await findPostId(fetcher, SITE_URL, "https://other.example/2026/11/trockene-augen/")).toMatchObject({ ok: false, reason: "not_found" });
    expect(await findPostId(fetcher, SITE_URL, "kein link")).toMatchObject({ ok: false, reason: "not_found" });
    expect(await findPostId(timingOut, SITE_URL, `${SITE_URL}/2026/11/trockene-augen/`)).toMatchObject({ ok: false, reason: "failed" });
    expect(await findPostId(fakeFetch(() => Response.json({ code: "rest_no_route" })).fetcher, SITE_URL, `${SITE_URL}/a/`)).toMatchObject({
      ok: false,
      reason: "failed",
    });
    expect((await loadTeasers(fakeFetch(() => Response.json([{ id: "x" }])).fetcher, SITE_URL, [1])).ok).toBe(false);
  });

  it("refreshes stored teasers (revalidating the articles tag) and keeps them while the site fails", async () => {
    const first = await loadTeasers(wordpress([wpPost(7, "a", "Alt")]).fetcher, SITE_URL, [7]);
    if (!first.ok) throw new Error(first.error);
    await storeTeaser(env.PAGE_CACHE, site, first.data[0]!);
    const before = await tagVersion(env.PAGE_CACHE, ARTICLES_TAG, site.id);
    await refreshArticles(env.PAGE_CACHE, site, wordpress([wpPost(7, "a", "Neu")]).fetcher, SITE_URL);
    expect((await readTeasers(env.PAGE_CACHE, site))["7"]?.title).toBe("Neu");
    expect(await tagVersion(env.PAGE_CACHE, ARTICLES_TAG, site.id)).not.toBe(before);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await refreshArticles(env.PAGE_CACHE, site, timingOut, SITE_URL);
    await refreshArticles(env.PAGE_CACHE, site, fakeFetch(() => new Response("nope", { status: 500 })).fetcher, SITE_URL);
    expect((await readTeasers(env.PAGE_CACHE, site))["7"]?.title).toBe("Neu");
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("is refreshed by the daily cron trigger", async () => {
    const first = await loadTeasers(wordpress([wpPost(9, "b", "Vorher")]).fetcher, SITE_URL, [9]);
    if (!first.ok) throw new Error(first.error);
    await storeTeaser(env.PAGE_CACHE, { id: TEST_SITE.id, locales: ["de"] }, first.data[0]!);
    const { fetcher, calls } = wordpress([wpPost(9, "b", "Nachher")]);
    await refreshOutsideContent(DAILY_CRON, { ...env, ARTICLE_SITE_URL: SITE_URL }, fetcher as typeof fetch);
    expect(calls.some((c) => c.url.searchParams.get("include") === "9")).toBe(true);
    expect((await readTeasers(env.PAGE_CACHE, { id: TEST_SITE.id, locales: ["de"] }))["9"]?.title).toBe("Nachher");
  });
});

describe("POST /api/v1/articles/lookup", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = await signIn();
  });
  const standins = { LOCAL_STANDINS: "on", ARTICLE_SITE_URL: "/_standins/articles" };
  const lookup = (body: unknown, overrides: Partial<Env> = standins, headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie }) =>
    request("/api/v1/articles/lookup", { method: "POST", headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) }, overrides);

  it("answers the post id and the teaser of an article URL and stores the teaser", async () => {
    const { status, body } = await lookup({ url: `${ORIGIN}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/` });
    expect(status).toBe(200);
    const answer = JSON.parse(body);
    expect(answer.postId).toBe(102);
    expect(answer.teaser.title).toBe("Kurzsichtigkeit bei Kindern früh erkennen");
    expect((await readTeasers(env.PAGE_CACHE, { id: TEST_SITE.id, locales: ["de"] }))["102"]?.link).toBe(
      `${ORIGIN}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/`,
    );
  });

  it("answers the spec's texts: 'URL nicht angegeben', 'Url nicht gefunden' and the generic error", async () => {
    const missing = await lookup({});
    expect(missing.status).toBe(400);
    expect(JSON.parse(missing.body).issues[0]).toMatchObject({ field: "url", message: "URL nicht angegeben" });
    expect(JSON.parse((await lookup({ url: "  " })).body).issues[0].message).toBe("URL nicht angegeben");
    const unknown = await lookup({ url: `${ORIGIN}/_standins/articles/2026/10/gibt-es-nicht/` });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).message).toBe("Url nicht gefunden");
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = await lookup({ url: `${ORIGIN}/_standins/broken/2026/10/a/` }, { LOCAL_STANDINS: "on", ARTICLE_SITE_URL: "/_standins/broken" });
    expect(failing.status).toBe(502);
    expect(JSON.parse(failing.body).message).toBe("Ein Fehler ist aufgetreten");
    log.mockRestore();
  });

  it("needs a session and a same-origin request", async () => {
    const url = { url: `${ORIGIN}/_standins/articles/2026/10/kurzsichtigkeit-bei-kindern/` };
    expect((await lookup(url, standins, { Origin: ORIGIN })).status).toBe(401);
    expect((await lookup(url, standins, { Origin: "https://evil.example", Cookie: cookie })).status).toBe(403);
  });
});
