import { z } from "zod";
import { ContentSlider } from "./content-slider";
import { sliderLabels } from "../../sliders/labels";
import { Island } from "../../islands/island";
import { contentSliderIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { CardBody, readCards } from "../shared/cards";
import { colorOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { FIRST_CARD, INTRO } from "../shared/starter";

/**
 * Content slides (slider card slots: image, title, text, link per position). The server renders them as a
 * scroll-snapping row that works without script; the `contentSlider` island adds previous/next buttons, the
 * progress bar (weight 0.5 per visible slide, at most 0.8) and the `slider_progress_update` analytics event.
 * The scroll-locking slider is the stepFeedBoard's "slider" layout: steps are read one after the other, which is
 * what holding the page until the last one is for; content slides stay freely scrollable.
 */
export const contentSliderBoard = defineBlock({
  type: "contentSliderBoard",
  starterFields: [...INTRO, ...FIRST_CARD],
  island: true,
  options: z.object({
    color: colorOption("background"),
    autoplay: opt.boolean(false),
    fullHeight: opt.boolean(false),
    links: linksOption(),
  }),
  View: ({ block, options, ctx }) => {
    const slides = readCards(block, options.links, ctx).filter((card) => card.title || card.image || card.editable);
    if (!hasIntro(block) && slides.length === 0) return emptyBlock(ctx);
    const listId = `slider-${block.id}`;
    return (
      <div className={`content-slider surface-${options.color}${options.fullHeight ? " content-slider--full" : ""}`} data-content-slider={block.id}>
        <div className="container">
          <BlockIntro block={block} />
        </div>
        {slides.length > 0 && (
          <>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable row must be reachable by keyboard (WCAG 2.1.1). */}
            <ol id={listId} className="slider" tabIndex={0}>
              {slides.map((slide) => (
                <li key={slide.position} className="slider__slide card">
                  <CardBody card={slide} ctx={ctx} heading={cardHeading(block)} />
                </li>
              ))}
            </ol>
            <Island
              island={contentSliderIsland}
              component={ContentSlider}
              props={{
                listId,
                sliderId: block.id,
                pageId: ctx.pageId ?? "",
                count: slides.length,
                labels: sliderLabels(ctx.locale),
                autoplay: options.autoplay,
              }}
            />
          </>
        )}
      </div>
    );
  },
});
