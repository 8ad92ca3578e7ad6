import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fakeFetch, tagVersion, timingOut } from "../test/fake-fetch";
import { TEST_SITE, testDb } from "../test/helpers";
import { REVIEWS_TAG, readReviews, refreshReviews, reviewedBranches } from "./reviews";
import { DAILY_CRON, refreshOutsideContent } from "./scheduled";

const config = { baseUrl: "https://places.example.test", apiKey: "key-1" };
const review = (rating: number, text: string, author = "Anna") => ({
  rating,
  text: { text, languageCode: "de" },
  originalText: { text, languageCode: "de" },
  authorAttribution: { displayName: author },
  relativePublishTimeDescription: "vor einer Woche",
  publishTime: "2026-11-01T10:00:00Z",
});
const places = (byPlace: Record<string, unknown>) =>
  fakeFetch((url) => {
    const id = decodeURIComponent(url.pathname.split("/").at(-1) ?? "");
    return id in byPlace ? Response.json(byPlace[id]) : Response.json({ error: { code: 404 } }, { status: 404 });
  });

beforeAll(async () => {
  const db = testDb();
  await db.batch([
    db.prepare(
      `INSERT INTO businesses (site_id, id, name, programs, is_site_owner) VALUES ($site, 'own', 'Optik Test', '{}', 1), ($site, 'other', 'Andere', '{}', 0)`,
    ),
    db.prepare(`INSERT INTO branches (site_id, id, business_id, name, street, zip, city, opening_hours, google_place_id) VALUES
      ($site, 'b1', 'own', 'Optik Test Altstadt', 'Gasse', '8400', 'Winterthur', '{}', 'place-1'),
      ($site, 'b2', 'own', 'Optik Test Bahnhof', 'Platz', '8400', 'Winterthur', '{}', 'place-2'),
      ($site, 'b3', 'own', 'Optik Test Lager', 'Weg', '8400', 'Winterthur', '{}', NULL),
      ($site, 'b4', 'other', 'Andere Filiale', 'Weg', '8000', 'Zürich', '{}', 'place-9')`),
  ]);
});

describe("Google reviews adapter", () => {
  it("reads the site owner's branches that carry a place id", async () => {
    expect((await reviewedBranches(testDb())).map((b) => [b.id, b.placeId])).toEqual([
      ["b1", "place-1"],
      ["b2", "place-2"],
    ]);
  });

  it("stores each branch's reviews per locale in the spec's shape, asking with the key and a field mask", async () => {
    const site = { id: "good", locales: ["de", "fr"] as const };
    const before = await tagVersion(env.PAGE_CACHE, REVIEWS_TAG, site.id);
    const { fetcher, calls } = places({
      "place-1": { reviews: [review(5, "Top"), review(3, "Naja", "Kurt"), { rating: "x" }] },
      "place-2": { reviews: [review(4, "Gut")] },
    });
    await refreshReviews(env.PAGE_CACHE, site, fetcher, config, await reviewedBranches(testDb()));
    expect(calls.map((c) => c.url.href)).toEqual([
      "https://places.example.test/v1/places/place-1?languageCode=de",
      "https://places.example.test/v1/places/place-2?languageCode=de",
      "https://places.example.test/v1/places/place-1?languageCode=fr",
      "https://places.example.test/v1/places/place-2?languageCode=fr",
    ]);
    expect(calls[0]?.headers.get("X-Goog-Api-Key")).toBe("key-1");
    expect(calls[0]?.headers.get("X-Goog-FieldMask")).toBe("reviews");
    expect(await readReviews(env.PAGE_CACHE, site, "de")).toEqual([
      {
        branchId: "b1",
        branchName: "Optik Test Altstadt",
        city: "Winterthur",
        review: { rating: 5, text: "Top", author_name: "Anna", relative_time_description: "vor einer Woche" },
      },
      {
        branchId: "b1",
        branchName: "Optik Test Altstadt",
        city: "Winterthur",
        review: { rating: 3, text: "Naja", author_name: "Kurt", relative_time_description: "vor einer Woche" },
      },
      {
        branchId: "b2",
        branchName: "Optik Test Bahnhof",
        city: "Winterthur",
        review: { rating: 4, text: "Gut", author_name: "Anna", relative_time_description: "vor einer Woche" },
      },
    ]);
    expect(await tagVersion(env.PAGE_CACHE, REVIEWS_TAG, site.id)).not.toBe(before);
  });

  it("keeps a failing branch's last reviews, and everything when every branch fails (malformed, timeout)", async () => {
    const site = { id: "stale", locales: ["de"] as const };
    const branches = await reviewedBranches(testDb());
    await refreshReviews(
      env.PAGE_CACHE,
      site,
      places({ "place-1": { reviews: [review(5, "Alt 1")] }, "place-2": { reviews: [review(5, "Alt 2")] } }).fetcher,
      config,
      branches,
    );
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await refreshReviews(
      env.PAGE_CACHE,
      site,
      places({ "place-1": { reviews: [review(4, "Neu 1")] }, "place-2": { reviews: "kaputt" } }).fetcher,
      config,
      branches,
    );
    expect((await readReviews(env.PAGE_CACHE, site, "de"))?.map((r) => r.review.text)).toEqual(["Neu 1", "Alt 2"]);
    await refreshReviews(env.PAGE_CACHE, site, timingOut, config, branches);
    expect((await readReviews(env.PAGE_CACHE, site, "de"))?.map((r) => r.review.text)).toEqual(["Neu 1", "Alt 2"]);
    await refreshReviews(env.PAGE_CACHE, site, places({}).fetcher, { ...config, apiKey: undefined }, branches);
    expect((await readReviews(env.PAGE_CACHE, site, "de"))?.map((r) => r.review.text)).toEqual(["Neu 1", "Alt 2"]);
    const logged = log.mock.calls.map((call) => String(call[0])).join("\n");
    expect(logged).toContain("malformed place answer");
    expect(logged).toContain("timeout");
    expect(logged).toContain("GOOGLE_PLACES_API_KEY is not set");
    log.mockRestore();
  });

  it("is refreshed by the daily cron trigger with the configured base URL and key", async () => {
    const { fetcher, calls } = places({ "place-1": { reviews: [review(5, "Vom Cron")] }, "place-2": {} });
    await refreshOutsideContent(
      DAILY_CRON,
      { ...env, PLACES_API_URL: "https://places.example.test", GOOGLE_PLACES_API_KEY: "secret" },
      fetcher as typeof fetch,
    );
    expect(calls[0]?.headers.get("X-Goog-Api-Key")).toBe("secret");
    expect((await readReviews(env.PAGE_CACHE, { id: TEST_SITE.id, locales: ["de"] }, "de"))?.map((r) => r.review.text)).toEqual(["Vom Cron"]);
  });
});
