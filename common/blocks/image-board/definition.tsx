import { z } from "zod";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { blockItems, itemText } from "../shared/items";
import { columnLayoutOption, gridLayoutOption, imageFormatOption } from "../shared/options";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";

/**
 * Images (ordinal `images` fields, each with an optional `caption` at the same position) in a grid, masonry,
 * split (text beside images), carousel (scroll-snap row) or avatar (round) layout.
 */
export const imageBoard = defineBlock({
  type: "imageBoard",
  options: z.object({
    gridLayout: gridLayoutOption("grid"),
    columnLayout: columnLayoutOption("3"),
    imageFormat: imageFormatOption("square"),
    objectFit: opt.enum(["cover", "contain"], "cover"),
  }),
  View: ({ block, options, ctx }) => {
    const images = blockItems(block, ["images", "caption"]).filter((item) => item.fields.images?.media);
    if (!hasIntro(block) && images.length === 0) return emptyBlock(ctx);
    const layout = options.gridLayout;
    return (
      <div className={`container image-board image-board--${layout}`}>
        <div className="image-board__intro">
          <BlockIntro block={block} />
        </div>
        {images.length > 0 && (
          <ul className={`image-grid image-grid--${options.columnLayout} layout-${layout} format-${options.imageFormat} fit-${options.objectFit}`}>
            {images.map((item) => {
              const caption = itemText(item, "caption");
              return (
                <li key={item.position}>
                  <figure className="image-grid__figure">
                    <MediaImage media={item.fields.images!.media!} sizes={`(min-width: 900px) ${Math.round(100 / Number(options.columnLayout))}vw, 100vw`} />
                    {caption && <figcaption>{caption}</figcaption>}
                  </figure>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  },
});
