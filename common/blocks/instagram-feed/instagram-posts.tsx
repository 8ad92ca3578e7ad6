import { z } from "zod";
import { safeHref } from "../../rich-text";
import type { BlockTexts } from "../shared/texts";

/** An Instagram post as the feed provider delivers it (visitor-side section 3). */
export const instagramPostSchema = z.object({
  id: z.string(),
  mediaType: z.string(),
  mediaUrl: z.string(),
  permalink: z.string().optional(),
  sizes: z.object({ medium: z.object({ mediaUrl: z.string() }).optional() }).optional(),
  prunedCaption: z.string().nullable().optional(),
  timestamp: z.string().optional(),
});
export type InstagramPost = z.infer<typeof instagramPostSchema>;

/** The image to show: the medium size when there is one (a video's poster), else the media URL; only safe URLs. */
function postImage(post: InstagramPost): string | null {
  return safeHref(post.sizes?.medium?.mediaUrl ?? (post.mediaType === "VIDEO" ? null : post.mediaUrl));
}

/**
 * Up to `limit` posts as a grid of linked images (alt: the caption, else "Instagram post" in the page's language; the link: the post's
 * permalink, else the full-size media), or the empty-state text.
 */
export function InstagramPosts({ posts, limit, columnLayout, texts }: { posts: InstagramPost[]; limit: number; columnLayout: string; texts: BlockTexts }) {
  const shown = posts.flatMap((post) => {
    const src = postImage(post);
    return src ? [{ post, src }] : [];
  });
  if (shown.length === 0) return <p className="empty-state">{texts.noInstagramPosts}</p>;
  return (
    <ul className={`image-grid image-grid--${columnLayout} format-square instagram-grid`}>
      {shown.slice(0, limit).map(({ post, src }) => {
        const video = post.mediaType === "VIDEO";
        const image = <img src={src} alt={post.prunedCaption?.trim() || texts.instagramPost} loading="lazy" decoding="async" width={640} height={640} />;
        const href = safeHref(post.permalink ?? post.mediaUrl);
        return (
          <li key={post.id} className={video ? "instagram-grid__post instagram-grid__post--video" : "instagram-grid__post"}>
            {href ? (
              <a href={href} rel="noopener noreferrer" target={post.permalink ? "_blank" : undefined}>
                {image}
                {video && <span className="instagram-grid__badge">Video</span>}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}
