import { z } from "zod";
import type { RenderBlock } from "../../page-model";
import { blockItems, itemText } from "../shared/items";
import { type InstagramPost, instagramPostSchema } from "./instagram-posts";

/**
 * Where the posts come from. In production an external feed service (Behold) serves an account's latest posts as
 * JSON (`https://feeds.behold.so/{feedId}`: { username, …, posts: [{ id, timestamp, permalink, mediaType, mediaUrl,
 * sizes: { small, medium, large, full: { mediaUrl, width, height } }, prunedCaption, … }] }); `parseBeholdFeed`
 * reads that answer. This project has no network to the service, so the demo keeps posts as site data: the block's
 * fields, one post per position (`images` = the picture, `caption` = prunedCaption, `date` = timestamp,
 * `link` = permalink), mapped to the same post shape by `postsFromBlock`.
 */
const beholdPostSchema = instagramPostSchema.extend({
  sizes: z.object({ medium: z.object({ mediaUrl: z.string() }).optional() }).passthrough().optional(),
});
const beholdFeedSchema = z.object({ posts: z.array(z.unknown()) });

/** The valid posts of a Behold feed answer; an answer of another shape gives no posts (it is logged by the caller). */
export function parseBeholdFeed(json: unknown): InstagramPost[] {
  const feed = beholdFeedSchema.safeParse(json);
  if (!feed.success) return [];
  return feed.data.posts.flatMap((post) => {
    const parsed = beholdPostSchema.safeParse(post);
    return parsed.success ? [parsed.data] : [];
  });
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
