import { env } from "cloudflare:workers";
import { describe, expect, it, vi } from "vitest";
import { fakeFetch, tagVersion, timingOut } from "../test/fake-fetch";
import { TEST_SITE, testDb } from "../test/helpers";
import { fetchJson } from "./fetch-json";
import { INSTAGRAM_TAG, feedUrlOf, readInstagram, refreshInstagram } from "./instagram";
import { HOURLY_CRON, refreshOutsideContent } from "./scheduled";

const site = { id: "test-site", locales: ["de"] as const };
const FEED = "https://feeds.behold.so/AbCdEfGhIjKlMnOp";
const post = (id: string, caption: string) => ({
  id,
  timestamp: "2026-11-01T10:00:00+0000",
  permalink: `https://www.instagram.com/p/${id}/`,
  mediaType: "IMAGE",
  mediaUrl: `https://scontent.cdninstagram.com/${id}.jpg`,
  sizes: { medium: { mediaUrl: `https://behold.pictures/x/${id}-m.jpg`, width: 700, height: 700 } },
  prunedCaption: caption,
});
const feed = (...posts: unknown[]) => fakeFetch(() => Response.json({ username: "optik", posts }));

describe("Instagram feed adapter", () => {
  it("stores a good feed with the provider's stable image sizes and revalidates the instagramFeed tag", async () => {
    const before = await tagVersion(env.PAGE_CACHE, INSTAGRAM_TAG, site.id);
    const { fetcher, calls } = feed(post("a", "Neue Fassungen"), post("b", "Team"));
    const doc = await refreshInstagram(env.PAGE_CACHE, site, fetcher, FEED);
    expect(calls.map((c) => c.url.href)).toEqual([FEED]);
    expect(doc.error).toBeNull();
    const posts = await readInstagram(env.PAGE_CACHE, site);
    expect(posts?.map((p) => [p.id, p.sizes?.medium?.mediaUrl, p.prunedCaption])).toEqual([
      ["a", "https://behold.pictures/x/a-m.jpg", "Neue Fassungen"],
      ["b", "https://behold.pictures/x/b-m.jpg", "Team"],
    ]);
    expect(await tagVersion(env.PAGE_CACHE, INSTAGRAM_TAG, site.id)).not.toBe(before);
  });

  it("does not revalidate when the feed is unchanged", async () => {
    const s = { ...site, id: "same" };
    await refreshInstagram(env.PAGE_CACHE, s, feed(post("a", "x")).fetcher, FEED);
    const version = await tagVersion(env.PAGE_CACHE, INSTAGRAM_TAG, s.id);
    await refreshInstagram(env.PAGE_CACHE, s, feed(post("a", "x")).fetcher, FEED);
    expect(await tagVersion(env.PAGE_CACHE, INSTAGRAM_TAG, s.id)).toBe(version);
  });

  it("keeps the last good feed when the answer is malformed, an error status or times out, and logs it", async () => {
    const s = { ...site, id: "stale" };
    await refreshInstagram(env.PAGE_CACHE, s, feed(post("good", "Gut")).fetcher, FEED);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failures = [
      fakeFetch(() => Response.json({ error: "Feed not found" })).fetcher,
      fakeFetch(() => Response.json({ posts: [{ id: 1 }] })).fetcher,
      fakeFetch(() => new Response("busy", { status: 503 })).fetcher,
      fakeFetch(() => new Response("<html>")).fetcher,
      timingOut,
    ];
    for (const fetcher of failures) {
      const doc = await refreshInstagram(env.PAGE_CACHE, s, fetcher, FEED);
      expect(doc.error).toBeTruthy();
      expect(doc.failedAt).toBeTruthy();
      expect((await readInstagram(env.PAGE_CACHE, s))?.map((p) => p.id)).toEqual(["good"]);
    }
    expect(log.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining("malformed feed"), expect.stringContaining("HTTP 503"), expect.stringContaining("timeout")]),
    );
    log.mockRestore();
  });

  it("stores no posts when no feed is configured (the block's empty state shows)", async () => {
    const s = { ...site, id: "none" };
    const { fetcher, calls } = feed(post("a", "x"));
    await refreshInstagram(env.PAGE_CACHE, s, fetcher, "");
    expect(calls).toHaveLength(0);
    expect(await readInstagram(env.PAGE_CACHE, s)).toEqual([]);
  });

  it("reads the feed setting as a URL or a Behold feed id", () => {
    expect(feedUrlOf("AbCdEfGhIjKlMnOp")).toBe("https://feeds.behold.so/AbCdEfGhIjKlMnOp");
    expect(feedUrlOf("https://feeds.behold.so/x")).toBe("https://feeds.behold.so/x");
    expect(feedUrlOf("javascript:alert(1)")).toBeNull();
    expect(feedUrlOf("")).toBeNull();
  });

  it("is refreshed by the hourly cron trigger from the feed of the settings", async () => {
    await testDb()
      .prepare("INSERT INTO site_documents (site_id, key, value) VALUES ($site, 'settings', ?1) ON CONFLICT DO UPDATE SET value = excluded.value")
      .bind(JSON.stringify({ socialAccounts: { feed: FEED } }))
      .run();
    const { fetcher, calls } = feed(post("cron", "Vom Cron"));
    await refreshOutsideContent(HOURLY_CRON, env, fetcher as typeof fetch);
    expect(calls.map((c) => c.url.href)).toEqual([FEED]);
    expect((await readInstagram(env.PAGE_CACHE, { id: TEST_SITE.id, locales: ["de"] }))?.map((p) => p.prunedCaption)).toEqual(["Vom Cron"]);
    // Another cron expression (the 5-minute email retry) does not fetch feeds.
    const other = feed(post("x", "y"));
    await refreshOutsideContent("*/5 * * * *", env, other.fetcher as typeof fetch);
    expect(other.calls).toHaveLength(0);
  });
});

describe("fetchJson", () => {
  it("gives up after the timeout", async () => {
    const never = (_url: string, init?: RequestInit) =>
      new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)));
    expect(await fetchJson(never, "https://example.test/", {}, 50)).toEqual({ ok: false, error: "timeout after 50 ms" });
  });
});
