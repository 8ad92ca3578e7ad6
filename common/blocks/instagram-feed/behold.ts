import { z } from "zod";
import type { RenderBlock } from "../../page-model";
import { blockItems, itemText } from "../shared/items";
import { type InstagramPost, instagramPostSchema } from "./instagram-posts";

/**
 * The feed provider (Behold) serves an account's latest posts as JSON (`https://feeds.behold.so/{feedId}`:
 * { username, …, posts: [{ id, timestamp, permalink, mediaType, mediaUrl, sizes: { small, medium, large, full:
 * { mediaUrl, width, height } }, prunedCaption, … }] }). The worker fetches it (worker/outside/instagram.ts);
 * `parseBeholdFeed` reads the answer. Instagram's own `mediaUrl` expires after a while; the sizes are copies the
 * provider hosts for good, so a post is kept only with its medium size. A block without a configured feed shows
 * its own posts (site data, `postsFromBlock`).
 */
const beholdPostSchema = instagramPostSchema.extend({
  sizes: z.looseObject({ medium: z.object({ mediaUrl: z.url({ protocol: /^https?$/ }) }) }),
});
const beholdFeedSchema = z.object({ posts: z.array(z.unknown()).max(200) });

export type FeedParse = { ok: true; posts: InstagramPost[] } | { ok: false; error: string };

/**
 * The valid posts of a feed answer (malformed single posts are skipped). An answer of another shape, or one whose
 * posts are all malformed, is an error: the caller keeps the last good feed.
 */
export function parseBeholdFeed(json: unknown): FeedParse {
  const feed = beholdFeedSchema.safeParse(json);
  if (!feed.success) return { ok: false, error: `malformed feed: ${feed.error.issues[0]?.message ?? "unexpected shape"}` };
  const posts = feed.data.posts.flatMap((post) => {
    const parsed = beholdPostSchema.safeParse(post);
    if (!parsed.success) return [];
    const { id, mediaType, mediaUrl, permalink, prunedCaption, timestamp } = parsed.data;
    const medium = parsed.data.sizes.medium.mediaUrl;
    return [{ id, mediaType, mediaUrl, permalink, sizes: { medium: { mediaUrl: medium } }, prunedCaption, timestamp }];
  });
  if (posts.length === 0 && feed.data.posts.length > 0) return { ok: false, error: "malformed feed: no post has the expected shape" };
  return { ok: true, posts };
}

/** The block's own posts (site data), in position order. */
export function postsFromBlock(block: RenderBlock): InstagramPost[] {
  return blockItems(block, ["images", "caption", "date", "link"]).flatMap((item) => {
    const media = item.fields.images?.media;
    if (!media) return [];
    const medium = media.width && media.width > 640 ? `${media.publicUrl}?w=640` : media.publicUrl;
    return [
      {
        id: media.id,
        mediaType: media.mediaType === "video" ? "VIDEO" : "IMAGE",
        mediaUrl: media.publicUrl,
        permalink: itemText(item, "link") ?? undefined,
        sizes: { medium: { mediaUrl: medium } },
        prunedCaption: itemText(item, "caption"),
        timestamp: itemText(item, "date") ?? undefined,
      },
    ];
  });
}
