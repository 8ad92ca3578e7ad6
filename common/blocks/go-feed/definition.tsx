import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { linkHref } from "../../link";
import { field, fieldText } from "../../page-model";
import { sliderLabels } from "../../sliders/labels";
import { SliderFrame } from "../../sliders/slider-frame";
import { articlesOption, blockTeasers, TeaserCard } from "../../articles/teaser-cards";
import { defineBlock, opt } from "../define";
import { CardBody, readCards } from "../shared/cards";
import { itemCountOption, linkOption, linksOption } from "../shared/options";
import { BlockButton, BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { BUTTON, FIRST_CARD, INTRO } from "../shared/starter";

/**
 * Article teasers of the health-optics (GO) feed for optician members: title, image, text and link per position,
 * as a grid or a carousel (scroll-snap row on the server, enhanced by the `carousel` island: wrap, swipe, buttons,
 * dots, arrows), limited in number, with an optional "all articles" button (`button` field + `link`). Teasers of
 * the article site (option `articles`: post ids, added by URL through POST /api/v1/articles/lookup) come first.
 */
export const goFeed = defineBlock({
  type: "goFeed",
  needs: { outside: (options) => (options.articles.length > 0 ? ["articles"] : []) },
  starterFields: [...INTRO, ...FIRST_CARD, BUTTON],
  options: z.object({
    gridLayout: opt.enum(["grid", "carousel"], "grid"),
    numberOfItems: itemCountOption(6),
    links: linksOption(),
    link: linkOption(),
    articles: articlesOption(),
  }),
  // Only this layout is interactive: pages with the others keep loading just the site script.
  island: (options) => options.gridLayout === "carousel",
  View: ({ block, options, ctx }) => {
    const teasers = blockTeasers(options.articles, ctx).slice(0, options.numberOfItems);
    const cards = readCards(block, options.links, ctx)
      .filter((card) => card.title || card.editable)
      .slice(0, options.numberOfItems - teasers.length);
    const label = fieldText(block, "button");
    const href = linkHref(options.link, ctx.pagePath);
    if (!hasIntro(block) && cards.length + teasers.length === 0) return emptyBlock(ctx);
    const teaserItems = teasers.map((teaser) => (
      <li key={`article-${teaser.postId}`} className="card">
        <TeaserCard teaser={teaser} heading={cardHeading(block)} />
      </li>
    ));
    const items = cards.map((card) => (
      <li key={card.position} className="card">
        <article>
          <CardBody card={card} ctx={ctx} heading={cardHeading(block)} />
        </article>
      </li>
    ));
    return (
      <div className="container board go-feed">
        <BlockIntro block={block} />
        {cards.length + teasers.length > 0 &&
          (options.gridLayout === "carousel" ? (
            <SliderFrame
              id={block.id}
              kind="carousel"
              label={fieldText(block, "title") ?? sliderLabels(ctx.locale).carousel}
              locale={ctx.locale}
              count={cards.length + teasers.length}
              listClassName="card-grid layout-carousel card-carousel"
            >
              {teaserItems}
              {items}
            </SliderFrame>
          ) : (
            <ul className="card-grid layout-grid">
              {teaserItems}
              {items}
            </ul>
          ))}
        <BlockButton label={label} href={href} ctx={ctx} marker={fieldMarker(field(block, "button"))} />
      </div>
    );
  },
});
