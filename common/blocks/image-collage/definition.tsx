import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { linkHref } from "../../link";
import { field, fieldsNamed, fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { alignmentOption, colorOption, linkOption } from "../shared/options";
import { BlockButton, BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { BUTTON, INTRO } from "../shared/starter";

const MAX_IMAGES = 5;

/** Text beside a collage of up to five overlapping images; shiftedAlignment puts media above text or text above media. */
export const imageCollage = defineBlock({
  type: "imageCollage",
  starterFields: [...INTRO, BUTTON],
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
    shiftedAlignment: opt.enum(["default", "mediaAboveText", "textAboveMedia"], "default"),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const images = fieldsNamed(block, "images")
      .flatMap((f) => (f.media ? [f.media] : []))
      .slice(0, MAX_IMAGES);
    if (!hasIntro(block) && images.length === 0) return emptyBlock(ctx);
    return (
      <div className={`image-collage image-collage--${options.shiftedAlignment} surface-${options.color}`}>
        <div className={`image-collage__text text-${options.alignment}`}>
          <BlockIntro block={block} />
          <BlockButton label={fieldText(block, "button")} href={linkHref(options.link, ctx.pagePath)} ctx={ctx} marker={fieldMarker(field(block, "button"))} />
        </div>
        {images.length > 0 && (
          <ul className={`image-collage__images image-collage__images--${images.length}`}>
            {images.map((media) => (
              <li key={media.id}>
                <MediaImage media={media} sizes="(min-width: 900px) 25vw, 50vw" className="image-collage__image" />
              </li>
            ))}
          </ul>
        )}
      </div>
    );
  },
});
