import { FieldText } from "../../ui/field-text";
import { z } from "zod";
import { fieldText } from "../../page-model";
import { sliderLabels } from "../../sliders/labels";
import { SliderFrame } from "../../sliders/slider-frame";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { blockItems } from "../shared/items";
import { columnLayoutOption, gridLayoutOption, imageFormatOption } from "../shared/options";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/**
 * Images (ordinal `images` fields, each with an optional `caption` at the same position) in a grid, masonry,
 * split (text beside images), carousel or avatar (round) layout. The carousel is a scroll-snap row on the server
 * (first picture visible, works without script) that the `carousel` island turns into a wrapping slider with
 * buttons, dots, swipe and arrow keys.
 */
export const imageBoard = defineBlock({
  type: "imageBoard",
  starterFields: INTRO,
  options: z.object({
    gridLayout: gridLayoutOption("grid"),
    columnLayout: columnLayoutOption("3"),
    imageFormat: imageFormatOption("square"),
    objectFit: opt.enum(["cover", "contain"], "cover"),
  }),
  // Only this layout is interactive: pages with the others keep loading just the site script.
  island: (options) => options.gridLayout === "carousel",
  View: ({ block, options, ctx }) => {
    const images = blockItems(block, ["images", "caption"]).filter((item) => item.fields.images?.media);
    if (!hasIntro(block) && images.length === 0) return emptyBlock(ctx);
    const layout = options.gridLayout;
    const sizes = `(min-width: 900px) ${Math.round(100 / Number(options.columnLayout))}vw, 100vw`;
    const slides = images.map((item) => {
      return (
        <li key={item.position}>
          <figure className="image-grid__figure">
            <MediaImage media={item.fields.images!.media!} sizes={layout === "carousel" ? "(min-width: 1200px) 1140px, 100vw" : sizes} />
            <FieldText as="figcaption" field={item.fields.caption} />
          </figure>
        </li>
      );
    });
    if (layout === "carousel" && images.length > 0) {
      return (
        <div className="container image-board image-board--carousel">
          <BlockIntro block={block} />
          <SliderFrame
            id={block.id}
            kind="carousel"
            label={fieldText(block, "title") ?? sliderLabels(ctx.locale).carousel}
            locale={ctx.locale}
            count={images.length}
            listClassName={`image-grid layout-carousel format-${options.imageFormat} fit-${options.objectFit} image-carousel`}
          >
            {slides}
          </SliderFrame>
        </div>
      );
    }
    return (
      <div className={`container image-board image-board--${layout}`}>
        <div className="image-board__intro">
          <BlockIntro block={block} />
        </div>
        {images.length > 0 && (
          <ul className={`image-grid image-grid--${options.columnLayout} layout-${layout} format-${options.imageFormat} fit-${options.objectFit}`}>{slides}</ul>
        )}
      </div>
    );
  },
});
