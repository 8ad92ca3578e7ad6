import { z } from "zod";
import { defineBlock } from "../define";
import { blockTexts } from "../shared/texts";
import { CardBody, isMarked, readCards } from "../shared/cards";
import { formatCost } from "../shared/format";
import { columnLayoutOption, imageFormatOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { FIRST_CARD, INTRO, text } from "../shared/starter";

/** Product cards (productCard slots: image, title, text, price in CHF, link per position). */
export const productBoard = defineBlock({
  type: "productBoard",
  starterFields: [...INTRO, ...FIRST_CARD, text("cost", 0, "number")],
  options: z.object({
    columnLayout: columnLayoutOption("4"),
    imageFormat: imageFormatOption("portrait"),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const cards = readCards(block, options.links, ctx).filter((card) => card.title || card.image || card.editable);
    if (!hasIntro(block) && cards.length === 0) return emptyBlock(ctx);
    const texts = blockTexts(ctx.locale);
    return (
      <div className="container board">
        <BlockIntro block={block} />
        {cards.length > 0 && (
          <ul className={`card-grid card-grid--${options.columnLayout}`}>
            {cards.map((card) => (
              <li key={card.position} className="card product-card">
                <CardBody card={card} ctx={ctx} heading={cardHeading(block)} imageFormat={options.imageFormat}>
                  {(card.cost || isMarked(card.markers.cost)) && (
                    <p className="product-card__price">
                      <span className="visually-hidden">{texts.cost}: </span>
                      <span {...card.markers.cost}>{card.cost ? formatCost(card.cost, ctx.locale) : null}</span>
                    </p>
                  )}
                </CardBody>
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
