import { z } from "zod";
import { articlesOption, blockTeasers, TeaserCard } from "../../articles/teaser-cards";
import { defineBlock } from "../define";
import { CardBody, readCards } from "../shared/cards";
import { formatDate, isIsoDate } from "../shared/format";
import { columnLayoutOption, itemCountOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { FIRST_CARD, INTRO } from "../shared/starter";

/**
 * News teasers (newsFeedCard slots: date, image, title, text, link per position), newest first as ordered, limited in
 * number; teasers of the article site (option `articles`: post ids) come first.
 */
export const newsFeedBoard = defineBlock({
  type: "newsFeedBoard",
  needs: { outside: (options) => (options.articles.length > 0 ? ["articles"] : []) },
  starterFields: [...INTRO, ...FIRST_CARD],
  options: z.object({
    numberOfItems: itemCountOption(3),
    columnLayout: columnLayoutOption("3"),
    links: linksOption(),
    articles: articlesOption(),
  }),
  View: ({ block, options, ctx }) => {
    const teasers = blockTeasers(options.articles, ctx).slice(0, options.numberOfItems);
    const cards = readCards(block, options.links, ctx)
      .filter((card) => card.title || card.editable)
      .slice(0, options.numberOfItems - teasers.length);
    if (!hasIntro(block) && cards.length + teasers.length === 0) return emptyBlock(ctx);
    return (
      <div className="container board news-feed">
        <BlockIntro block={block} />
        {cards.length + teasers.length > 0 && (
          <ul className={`card-grid card-grid--${options.columnLayout}`}>
            {teasers.map((teaser) => (
              <li key={`article-${teaser.postId}`} className="card">
                <TeaserCard teaser={teaser} heading={cardHeading(block)} />
              </li>
            ))}
            {cards.map((card) => (
              <li key={card.position} className="card">
                <article>
                  {card.date && (
                    <time className="card__date" dateTime={isIsoDate(card.date) ? card.date : undefined} {...card.markers.date}>
                      {formatDate(card.date, ctx.locale)}
                    </time>
                  )}
                  <CardBody card={card} ctx={ctx} heading={cardHeading(block)} />
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
