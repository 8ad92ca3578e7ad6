import { z } from "zod";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { columnLayoutOption, itemCountOption } from "../shared/options";
import { BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";
import { postsFromBlock } from "./behold";
import { InstagramPosts } from "./instagram-posts";
import { INTRO } from "../shared/starter";

/** An Instagram handle: letters, digits, dots and underscores, up to 30 characters, with or without "@". */
export function instagramHandle(text: string): string | null {
  const handle = text.trim().replace(/^@/, "");
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

/**
 * The latest posts of an Instagram account as a grid of linked pictures, with a link to the profile; no script.
 * The posts are the site's feed (settings.socialAccounts.feed, fetched by the worker: worker/outside/instagram.ts)
 * or, without a feed, the block's own posts; none shows the spec's empty state ('No Instagram posts available').
 */
export const instagramFeed = defineBlock({
  type: "instagramFeed",
  needs: { outside: () => ["instagram"] },
  starterFields: INTRO,
  options: z.object({
    account: opt.text(""),
    numberOfItems: itemCountOption(6),
    columnLayout: columnLayoutOption("3"),
  }),
  View: ({ block, options, ctx }) => {
    const texts = blockTexts(ctx.locale);
    const handle = instagramHandle(options.account);
    const posts = ctx.instagram ?? postsFromBlock(block);
    if (!handle && !hasIntro(block) && posts.length === 0) return emptyBlock(ctx, texts.missingAccount);
    return (
      <div className="container instagram-feed" data-instagram-feed={handle ?? ""} data-limit={options.numberOfItems}>
        <BlockIntro block={block} />
        {!handle && posts.length === 0 && <EditPlaceholder ctx={ctx} text={texts.missingAccount} />}
        <InstagramPosts posts={posts} limit={options.numberOfItems} columnLayout={options.columnLayout} texts={texts} />
        {handle && (
          <p>
            <a href={`https://www.instagram.com/${handle}/`} rel="noopener noreferrer" target="_blank">
              {texts.onInstagram}: @{handle}
            </a>
          </p>
        )}
      </div>
    );
  },
});
