import { z } from "zod";
import { ScrollSlider } from "./scroll-slider";
import { fieldText } from "../../page-model";
import { sliderLabels } from "../../sliders/labels";
import { Island } from "../../islands/island";
import { scrollSliderIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { CardBody, readCards } from "../shared/cards";
import { alignmentOption, colorOption, linksOption } from "../shared/options";
import { BlockIntro, cardHeading, emptyBlock, hasIntro } from "../shared/parts";
import { FIRST_CARD, INTRO } from "../shared/starter";

/**
 * Numbered steps (stepFeedCard slots: image, title, text, link per position) as an ordered list, or with layout
 * "slider" as the scroll-locking slider of visitor-side section 4 (island `scrollSlider`): steps are read in order,
 * which is what holding the page until the last one suits (the content slider keeps free scrolling and the progress
 * bar). Without script the slider layout is the same ordered list.
 */
export const stepFeedBoard = defineBlock({
  type: "stepFeedBoard",
  starterFields: [...INTRO, ...FIRST_CARD],
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
    showNumbers: opt.boolean(true),
    layout: opt.enum(["list", "slider"], "list"),
    links: linksOption(),
  }),
  // Only this layout is interactive: pages with the others keep loading just the site script.
  island: (options) => options.layout === "slider",
  View: ({ block, options, ctx }) => {
    const steps = readCards(block, options.links, ctx).filter((card) => card.title || card.text || card.plainText || card.editable);
    if (!hasIntro(block) && steps.length === 0) return emptyBlock(ctx);
    const texts = blockTexts(ctx.locale);
    const slider = options.layout === "slider" && steps.length > 0;
    const listId = `steps-${block.id}`;
    const list = steps.length > 0 && (
      <ol className={`step-feed${options.showNumbers ? " step-feed--numbered" : ""}${slider ? " scroll-slider__track" : ""}`} id={slider ? listId : undefined}>
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
    );
    if (slider) {
      const labels = sliderLabels(ctx.locale);
      return (
        <section
          className={`board scroll-slider surface-${options.color} text-${options.alignment}`}
          data-scroll-slider={block.id}
          aria-roledescription={labels.roleCarousel}
          aria-label={fieldText(block, "title") ?? labels.carousel}
        >
          <div className="container scroll-slider__inner">
            <BlockIntro block={block} />
            <div className="scroll-slider__viewport">{list}</div>
            <Island island={scrollSliderIsland} component={ScrollSlider} props={{ listId, count: steps.length, labels }} />
          </div>
        </section>
      );
    }
    return (
      <div className={`board surface-${options.color} text-${options.alignment}`}>
        <div className="container">
          <BlockIntro block={block} />
          {list}
        </div>
      </div>
    );
  },
});
