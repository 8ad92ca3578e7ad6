import { z } from "zod";
import type { RenderContext } from "../blocks/define";
import { safeHref } from "../rich-text";
import type { ArticleTeaser } from "./teaser";

/** The option of goFeed and newsFeedBoard listing the article site's post ids, in the order an editor added them. */
export const articlesOption = () => z.array(z.number().int().positive()).max(30).catch([]).default([]);

/** The block's article teasers in option order (posts whose teaser is not stored are left out). */
export function blockTeasers(postIds: readonly number[], ctx: RenderContext): ArticleTeaser[] {
  return postIds.flatMap((id) => {
    const teaser = ctx.articles?.[String(id)];
    return teaser ? [teaser] : [];
  });
}

/** One teaser as a card: the article site's image, its title linking to the article, the excerpt. */
export function TeaserCard({ teaser, heading: Heading }: { teaser: ArticleTeaser; heading: "h2" | "h3" }) {
  const href = safeHref(teaser.link);
  const image = teaser.image && safeHref(teaser.image.url);
  return (
    <article className="article-teaser">
      {image && (
        <img
          className="card__media format-square"
          src={image}
          alt={teaser.image?.alt ?? ""}
          width={teaser.image?.width ?? 640}
          height={teaser.image?.height ?? 640}
          loading="lazy"
          decoding="async"
        />
      )}
      <Heading className="card__title">{href ? <a href={href}>{teaser.title}</a> : teaser.title}</Heading>
      {teaser.excerpt && <p className="card__text">{teaser.excerpt}</p>}
    </article>
  );
}
