import { z } from "zod";
import { fieldsNamed } from "../../page-model";
import type { MediaView } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { columnLayoutOption, imageFormatOption } from "../shared/options";
import { BlockIntro, emptyBlock } from "../shared/parts";

/** Images per batch (visitor-side section 9). */
export const GALLERY_BATCH = 24;

/**
 * A gallery of the block's images (ordinal `images` fields with media that has an id and a public URL). Each image
 * links to its full size (the lightbox island enhances that); past the first 24, "Mehr laden" discloses the rest.
 * Without a group id or such media it renders nothing.
 */
export const mediaGallery = defineBlock({
  type: "mediaGallery",
  options: z.object({
    gridLayout: opt.enum(["grid", "masonry"], "grid"),
    columnLayout: columnLayoutOption("4"),
    imageFormat: imageFormatOption("square"),
  }),
  View: ({ block, options, ctx }) => {
    const media = fieldsNamed(block, "images").flatMap((f) => (f.media?.id && f.media.publicUrl && f.media.mediaType === "image" ? [f.media] : []));
    if (!block.id || media.length === 0) return emptyBlock(ctx, blockTexts(ctx.locale).missingImage);
    const list = (items: MediaView[]) => (
      <ul className={`image-grid image-grid--${options.columnLayout} layout-${options.gridLayout} format-${options.imageFormat}`}>
        {items.map((item) => (
          <li key={item.id}>
            <a href={item.publicUrl} className="gallery__link" data-media-id={item.id}>
              <MediaImage media={item} sizes={`(min-width: 900px) ${Math.round(100 / Number(options.columnLayout))}vw, 50vw`} />
            </a>
          </li>
        ))}
      </ul>
    );
    const rest = media.slice(GALLERY_BATCH);
    return (
      <div className="container gallery" data-gallery={block.id}>
        <BlockIntro block={block} />
        {list(media.slice(0, GALLERY_BATCH))}
        {rest.length > 0 && (
          <details className="gallery__more">
            <summary className="button button--primary">{blockTexts(ctx.locale).loadMore}</summary>
            {list(rest)}
          </details>
        )}
      </div>
    );
  },
});
