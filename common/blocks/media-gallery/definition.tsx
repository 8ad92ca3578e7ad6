import { z } from "zod";
import { MediaGallery, type MediaGalleryProps } from "./media-gallery";
import { galleryItems } from "../../media/gallery";
import { mediaTexts } from "../../media/texts";
import { fieldsNamed } from "../../page-model";
import { Island } from "../../islands/island";
import { mediaGalleryIsland } from "./islands";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { columnLayoutOption, imageFormatOption } from "../shared/options";
import { BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

export { GALLERY_BATCH } from "../../media/gallery";

/**
 * A gallery of the block's images (ordinal `images` fields with media that has an id and a public URL), as a grid
 * or a masonry (shortest column first). Live, the island shows 24 at a time ('Mehr laden' adds the next 24 after
 * 500 ms) and opens a lightbox; in edit mode all images show, without lightbox. Without a group id or such media
 * it renders nothing.
 */
export const mediaGallery = defineBlock({
  type: "mediaGallery",
  starterFields: INTRO,
  island: true,
  options: z.object({
    gridLayout: opt.enum(["grid", "masonry"], "grid"),
    columnLayout: columnLayoutOption("4"),
    imageFormat: imageFormatOption("square"),
  }),
  View: ({ block, options, ctx }) => {
    const texts = blockTexts(ctx.locale);
    const items = galleryItems(fieldsNamed(block, "images").map((f) => f.media));
    if (!block.id || items.length === 0) {
      // Edit mode: the intro (empty starter fields included) stays fillable above the missing-image note; live, nothing.
      if (ctx.mode !== "edit" || !hasIntro(block)) return emptyBlock(ctx, texts.missingImage);
      return (
        <div className="container gallery">
          <BlockIntro block={block} />
          <EditPlaceholder ctx={ctx} text={texts.missingImage} />
        </div>
      );
    }
    const media = mediaTexts(ctx.locale);
    const columns = Number(options.columnLayout) || 4;
    const props: MediaGalleryProps = {
      items,
      layout: options.gridLayout,
      columns,
      format: options.imageFormat,
      // Columns share the 72rem container on wide screens; masonry keeps two columns down to about 432 px.
      sizes: `(min-width: 72rem) ${Math.round(1152 / columns)}px, (min-width: 900px) ${Math.round(100 / columns)}vw, (min-width: 432px) 50vw, 100vw`,
      live: ctx.mode === "live",
      texts: { loadMore: texts.loadMore, loading: media.loading, gallery: media.gallery, close: media.close, previous: media.previous, next: media.next },
    };
    return (
      <div className="container gallery" data-gallery={block.id}>
        <BlockIntro block={block} />
        {ctx.mode === "live" ? <Island island={mediaGalleryIsland} component={MediaGallery} props={props} /> : <MediaGallery {...props} />}
      </div>
    );
  },
});
