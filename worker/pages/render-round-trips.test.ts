import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { request, requestCounting, seedDemo } from "../test/helpers";

// A page-unlock cookie for no page: the page renders in full without the page cache (as bench/pages.mjs does).
const UNCACHED = { headers: { Cookie: "__Host-unlock-none=none" } };

beforeAll(async () => {
  await seedDemo();
});

describe("uncached renders (docs/decisions/017)", () => {
  it("reads KV once and D1 once for a page with collections, once this isolate has rendered it", async () => {
    const first = await requestCounting("/de", UNCACHED);
    expect(first.headers.get("X-Cache")).toBe("BYPASS");
    // The first render learns which collections the page lists: their statement follows the first batch.
    expect(first.d1RoundTrips).toBe(2);
    const again = await requestCounting("/de", UNCACHED);
    expect(again.d1RoundTrips).toBe(1);
    // One KV key: the site's generation. The tag versions this isolate read under it come from memory.
    expect(again.kvReads).toBe(1);
    expect(again.kvKeys).toEqual(["generation:main"]);
    expect(again.statements).toBeLessThanOrEqual(5);
    expect(again.body).toBe(first.body);
    expect(again.body).toContain("Lea Brunner");
    expect(again.body).toContain("Sehtest");
  });

  it("reads the tag versions again once another isolate has revalidated, and caches the render under the new ones", async () => {
    await requestCounting("/de/~imprint", UNCACHED);
    expect((await requestCounting("/de/~imprint", UNCACHED)).kvKeys).toEqual(["generation:main"]);
    // Another isolate (or location) revalidates the route: only KV changes, nothing reaches this isolate's memory.
    await env.PAGE_CACHE.put("tag:main:route:de:~imprint", "bumped-elsewhere");
    await env.PAGE_CACHE.put("generation:main", "bumped-elsewhere");
    const after = await requestCounting("/de/~imprint", UNCACHED);
    expect(after.kvKeys).toContain("tag:main:route:de:~imprint");
    // A cached render records the new version: the next request is a hit (with the old one it would miss forever).
    expect((await request("/de/~imprint")).headers.get("X-Cache")).toBe("MISS");
    const hit = await requestCounting("/de/~imprint");
    expect(hit.headers.get("X-Cache")).toBe("HIT");
    expect(hit.kvKeys).toEqual(["generation:main"]);
  });

  it("shows the collection a block lists now, not the one it listed at the last render", async () => {
    const before = await requestCounting("/de/ueber-uns", UNCACHED);
    expect(before.body).toContain("Lea Brunner");
    expect(before.body).not.toContain("Myopie-Management");
    // The team block on the page now lists the services (as an editor's option change, published).
    await env.DB.prepare(
      `UPDATE items SET published = json_set(published, '$.options.collection.value', 'services')
       WHERE type = 'group' AND json_extract(published, '$.blockType') = 'teamContainer'
         AND page_id = (SELECT page_id FROM slugs WHERE locale = 'de' AND slug = 'ueber-uns' AND published = 1)`,
    ).run();
    const after = await requestCounting("/de/ueber-uns", UNCACHED);
    expect(after.body).toContain("Myopie-Management");
    expect(after.body).not.toContain("Lea Brunner");
    expect(after.d1RoundTrips).toBe(2);
    const again = await requestCounting("/de/ueber-uns", UNCACHED);
    expect(again.d1RoundTrips).toBe(1);
    expect(again.body).toBe(after.body);
  });

  it("caches a page under the tags it used, not under those it was expected to use", async () => {
    // Back to the team: the next render expects the services (its last render listed them) and reads their tag
    // version ahead, but uses the team's.
    await env.DB.prepare(
      `UPDATE items SET published = json_set(published, '$.options.collection.value', 'team')
       WHERE type = 'group' AND json_extract(published, '$.blockType') = 'teamContainer'
         AND page_id = (SELECT page_id FROM slugs WHERE locale = 'de' AND slug = 'ueber-uns' AND published = 1)`,
    ).run();
    const miss = await request("/de/ueber-uns");
    expect(miss.headers.get("X-Cache")).toBe("MISS");
    expect(miss.body).toContain("Lea Brunner");
    // Revalidations elsewhere (only KV changes): the services no longer concern the page, the team does.
    await env.PAGE_CACHE.put("tag:main:collection:services", "bumped");
    await env.PAGE_CACHE.put("generation:main", "bumped");
    expect((await request("/de/ueber-uns")).headers.get("X-Cache")).toBe("HIT");
    await env.PAGE_CACHE.put("tag:main:collection:team", "bumped");
    await env.PAGE_CACHE.put("generation:main", "bumped-again");
    expect((await request("/de/ueber-uns")).headers.get("X-Cache")).toBe("MISS");
  });
});
