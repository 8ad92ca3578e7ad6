import { z } from "zod";
import { defineBlock, opt } from "../define";
import { CardBody, readCards } from "../shared/cards";
import { colorOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";

/**
 * Content slides (slider card slots: image, title, text, link per position). The server renders them as a
 * scroll-snapping row that works without script; the scroll-locking slider and progress bar come as an island later.
 */
export const contentSliderBoard = defineBlock({
  type: "contentSliderBoard",
  options: z.object({
    color: colorOption("background"),
    autoplay: opt.boolean(false),
    fullHeight: opt.boolean(false),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const slides = readCards(block, options.links, ctx).filter((card) => card.title || card.image);
    if (!hasIntro(block) && slides.length === 0) return emptyBlock(ctx);
    return (
      <div
        className={`content-slider surface-${options.color}${options.fullHeight ? " content-slider--full" : ""}`}
        data-content-slider={block.id}
        data-autoplay={options.autoplay ? "true" : undefined}
      >
        <div className="container">
          <BlockIntro block={block} />
        </div>
        {slides.length > 0 && (
          <ol className="slider">
            {slides.map((slide) => (
              <li key={slide.position} className="slider__slide card">
                <CardBody card={slide} ctx={ctx} heading={cardHeading(block)} />
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  },
});
