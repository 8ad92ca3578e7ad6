import { z } from "zod";
import { linkHref } from "../../link";
import { fieldText } from "../../page-model";
import { defineBlock, opt } from "../define";
import { CardBody, readCards } from "../shared/cards";
import { itemCountOption, linkOption, linksOption } from "../shared/options";
import { BlockButton, BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";

/**
 * Article teasers of the health-optics (GO) feed for optician members: title, image, text and link per position,
 * as a grid or a swipeable row, limited in number, with an optional "all articles" button (`button` field + `link`).
 */
export const goFeed = defineBlock({
  type: "goFeed",
  options: z.object({
    gridLayout: opt.enum(["grid", "carousel"], "grid"),
    numberOfItems: itemCountOption(6),
    links: linksOption(),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const cards = readCards(block, options.links, ctx)
      .filter((card) => card.title)
      .slice(0, options.numberOfItems);
    const label = fieldText(block, "button");
    const href = linkHref(options.link, ctx.pagePath);
    if (!hasIntro(block) && cards.length === 0) return emptyBlock(ctx);
    return (
      <div className="container board go-feed">
        <BlockIntro block={block} />
        {cards.length > 0 && (
          <ul className={`card-grid layout-${options.gridLayout}`}>
            {cards.map((card) => (
              <li key={card.position} className="card">
                <article>
                  <CardBody card={card} ctx={ctx} heading={cardHeading(block)} />
                </article>
              </li>
            ))}
          </ul>
        )}
        <BlockButton label={label} href={href} ctx={ctx} />
      </div>
    );
  },
});
