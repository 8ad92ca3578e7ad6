import { z } from "zod";
import { parseBeholdFeed } from "../../common/blocks/instagram-feed/behold";
import { type InstagramPost, instagramPostSchema } from "../../common/blocks/instagram-feed/instagram-posts";
import { type Fetcher, fetchJson } from "./fetch-json";
import type { OutsideSite } from "./site";
import { type OutsideDoc, readOutside, refreshOutside } from "./store";

/** The spec's cache tag of pages showing the Instagram feed. */
export const INSTAGRAM_TAG = "instagramFeed";
const KIND = "instagram";
const postsSchema = z.array(instagramPostSchema);

/**
 * The feed to fetch from the `socialAccounts.feed` setting: a feed URL (http or https), or a bare Behold feed id
 * (the provider's own address is used). Anything else is no feed.
 */
export function feedUrlOf(setting: string): string | null {
  const value = setting.trim();
  if (/^[A-Za-z0-9]{10,40}$/.test(value)) return `https://feeds.behold.so/${value}`;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

/** Fetches the site's feed and stores it; no feed setting stores no posts. A failing feed keeps the last good one. */
export function refreshInstagram(kv: KVNamespace, site: OutsideSite, fetcher: Fetcher, feedSetting: string): Promise<OutsideDoc<InstagramPost[]>> {
  return refreshOutside(kv, site.id, KIND, INSTAGRAM_TAG, postsSchema, [], async () => {
    const url = feedUrlOf(feedSetting);
    if (!url) return { ok: true, data: [] };
    const answer = await fetchJson(fetcher, url);
    if (!answer.ok) return answer;
    const feed = parseBeholdFeed(answer.json);
    return feed.ok ? { ok: true, data: feed.posts } : feed;
  });
}

/** The stored posts of the site, or null when its feed was never fetched. */
export async function readInstagram(kv: KVNamespace, site: OutsideSite): Promise<InstagramPost[] | null> {
  return (await readOutside(kv, site.id, KIND, postsSchema))?.data ?? null;
}
