import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { postJson, request, requestCounting, seedDemo, signIn } from "../test/helpers";
import { readCachedPage } from "./page-cache";

let cookie = "";
beforeAll(async () => {
  await seedDemo();
  cookie = await signIn();
});

const post = (path: string, body?: unknown) => postJson(path, body, cookie);

describe("page cache", () => {
  it("takes a stored entry of another shape (an older build's) for a miss, and a good one for a hit", async () => {
    const key = "https://cache-shape.example/de";
    await env.PAGE_CACHE.put(`html:${key}`, JSON.stringify({ html: "<p>old</p>", tags: {} }));
    expect(await readCachedPage(env.PAGE_CACHE, "shape-site", key, "0")).toBeNull();
    const good = { html: "<p>new</p>", etag: '"e"', status: 200, tags: {} };
    await env.PAGE_CACHE.put(`html:${key}`, JSON.stringify(good));
    expect(await readCachedPage(env.PAGE_CACHE, "shape-site", key, "0")).toEqual(good);
  });

  it("renders a miss with at most 5 D1 statements and serves the hit with none", async () => {
    const miss = await requestCounting("/de");
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.statements).toBeGreaterThan(0);
    expect(miss.statements).toBeLessThanOrEqual(5);
    const hit = await requestCounting("/de");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.statements).toBe(0);
    expect(hit.body).toBe(miss.body);
  });

  it("sends an ETag on hits and answers a matching If-None-Match with 304 and no body", async () => {
    await request("/fr");
    const hit = await request("/fr");
    const etag = hit.headers.get("ETag");
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(hit.headers.get("Cache-Control")).toBe("public, max-age=0, must-revalidate");
    const conditional = await requestCounting("/fr", { headers: { "If-None-Match": etag! } });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe("");
    expect(conditional.statements).toBe(0);
    expect((await request("/fr", { headers: { "If-None-Match": '"other"' } })).status).toBe(200);
  });

  it("re-renders exactly the pages that carry a revalidated tag", async () => {
    // The home page lists the team collection; the imprint does not.
    for (const path of ["/de", "/de/~imprint", "/de/ueber-uns"]) await request(path);
    expect((await post("/api/v1/revalidate/tag", { tag: "collection:team" })).status).toBe(200);
    expect((await request("/de")).headers.get("X-Cache")).toBe("MISS");
    expect((await request("/de/ueber-uns")).headers.get("X-Cache")).toBe("MISS");
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("HIT");
    expect((await request("/de")).headers.get("X-Cache")).toBe("HIT");
  });

  it("re-renders one route when its route tag is revalidated", async () => {
    for (const path of ["/de/~imprint", "/de/~privacy"]) await request(path);
    await post("/api/v1/revalidate/tag", { tag: "route:de:~imprint" });
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("MISS");
    expect((await request("/de/~privacy")).headers.get("X-Cache")).toBe("HIT");
  });

  it("re-renders every page after a full revalidation", async () => {
    for (const path of ["/de/~imprint", "/fr/~privacy"]) await request(path);
    expect((await post("/api/v1/revalidate/full")).status).toBe(200);
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("MISS");
    expect((await request("/fr/~privacy")).headers.get("X-Cache")).toBe("MISS");
  });

  it("shows a change on the next request after its tag is revalidated", async () => {
    await request("/de/~terms");
    await env.DB.prepare(
      "UPDATE items SET published = json_set(published, '$.meta.name.de', 'Geschäftsbedingungen') WHERE type = 'page' AND json_extract(published, '$.role') = 'terms'",
    ).run();
    expect((await request("/de/~terms")).body).not.toContain("Geschäftsbedingungen – Optik Seeblick");
    await post("/api/v1/revalidate/tag", { tag: "route:de:~terms" });
    expect((await request("/de/~terms")).body).toContain("<title>Geschäftsbedingungen – Optik Seeblick</title>");
  });

  it("serves a hit from this isolate's copy only while its tag versions are current in KV", async () => {
    await request("/de/~privacy");
    const before = await request("/de/~privacy");
    expect(before.headers.get("X-Cache")).toBe("HIT");
    // Another isolate (or location) revalidates: only KV changes, nothing reaches this isolate's memory.
    await env.PAGE_CACHE.put("tag:main:site", "bumped-elsewhere");
    await env.PAGE_CACHE.put("generation:main", "bumped-elsewhere");
    expect((await request("/de/~privacy")).headers.get("X-Cache")).toBe("MISS");
    expect((await request("/de/~privacy")).headers.get("X-Cache")).toBe("HIT");
  });

  it("keeps serving a page whose own tags did not change when another tag is revalidated", async () => {
    await request("/de/~imprint");
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("HIT");
    await post("/api/v1/revalidate/tag", { tag: "route:de:~privacy" });
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("HIT");
    expect((await request("/de/~privacy")).headers.get("X-Cache")).toBe("MISS");
  });

  it("never caches search results", async () => {
    const first = await request("/de/search?searchquery=brille");
    expect(first.headers.get("X-Cache")).toBe("BYPASS");
    expect((await request("/de/search?searchquery=brille")).headers.get("X-Cache")).toBe("BYPASS");
  });
});

describe("revalidation API input", () => {
  it("rejects an unknown tag with a 400 naming the field and rule", async () => {
    const { status, body } = await post("/api/v1/revalidate/tag", { tag: "nope" });
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ error: "invalid_input", issues: [{ field: "tag", rule: "invalid_format", message: "unknown revalidation tag" }] });
  });

  it("rejects a missing body field", async () => {
    const { status, body } = await post("/api/v1/revalidate/tag", {});
    expect(status).toBe(400);
    expect(JSON.parse(body).issues[0]).toMatchObject({ field: "tag", rule: "invalid_type" });
  });
});
