import { z } from "zod";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { CardBody, readCards } from "../shared/cards";
import { alignmentOption, colorOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";

/** Numbered steps (stepFeedCard slots: image, title, text, link per position) as an ordered list. */
export const stepFeedBoard = defineBlock({
  type: "stepFeedBoard",
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
    showNumbers: opt.boolean(true),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const steps = readCards(block, options.links, ctx).filter((card) => card.title || card.text || card.plainText);
    if (!hasIntro(block) && steps.length === 0) return emptyBlock(ctx);
    const texts = blockTexts(ctx.locale);
    return (
      <div className={`board surface-${options.color} text-${options.alignment}`}>
        <div className="container">
          <BlockIntro block={block} />
          {steps.length > 0 && (
            <ol className={`step-feed${options.showNumbers ? " step-feed--numbered" : ""}`}>
              {steps.map((step, index) => (
                <li key={step.position} className="step-feed__step">
                  {options.showNumbers && (
                    <span className="step-feed__number" aria-hidden="true">
                      {index + 1}
                    </span>
                  )}
                  <div>
                    {options.showNumbers && <span className="visually-hidden">{texts.step(index + 1)}: </span>}
                    <CardBody card={step} ctx={ctx} heading={cardHeading(block)} />
                  </div>
                </li>
              ))}
            </ol>
          )}
        </div>
      </div>
    );
  },
});
