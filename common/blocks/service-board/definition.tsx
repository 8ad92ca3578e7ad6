import { z } from "zod";
import { defineBlock } from "../define";
import { CardBody, readCards } from "../shared/cards";
import { alignmentOption, colorOption, columnLayoutOption, imageFormatOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { FIRST_CARD, INTRO } from "../shared/starter";

/** Hand-made service cards (serviceCard slots: image, title, text, link per position) in 3, 4 or 5 columns. */
export const serviceBoard = defineBlock({
  type: "serviceBoard",
  starterFields: [...INTRO, ...FIRST_CARD],
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
    columnLayout: columnLayoutOption("3"),
    imageFormat: imageFormatOption("square"),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const cards = readCards(block, options.links, ctx).filter((card) => card.title || card.text || card.plainText || card.editable);
    if (!hasIntro(block) && cards.length === 0) return emptyBlock(ctx);
    return (
      <div className={`board surface-${options.color} text-${options.alignment}`}>
        <div className="container">
          <BlockIntro block={block} />
          {cards.length > 0 && (
            <ul className={`card-grid card-grid--${options.columnLayout}`}>
              {cards.map((card) => (
                <li key={card.position} className="card">
                  <CardBody card={card} ctx={ctx} heading={cardHeading(block)} imageFormat={options.imageFormat} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    );
  },
});
