import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { linkHref } from "../../link";
import { field, fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";
import { colorOption, linkOption } from "../shared/options";
import { BlockButton, BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { BUTTON, INTRO } from "../shared/starter";

/**
 * A full-width image with a text panel on it. The panel keeps its own surface colour, so text contrast never
 * depends on the photo; textPosition places it top, center, bottom, left or right.
 */
export const textOnImage = defineBlock({
  type: "textOnImage",
  starterFields: [...INTRO, BUTTON],
  options: z.object({
    textPosition: opt.enum(["top", "center", "bottom", "left", "right"], "center"),
    color: colorOption("header"),
    fullHeight: opt.boolean(false),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const image = field(block, "images")?.media;
    if (!hasIntro(block) && !image) return emptyBlock(ctx);
    const label = fieldText(block, "button");
    const href = linkHref(options.link, ctx.pagePath);
    const hasButton = ctx.mode === "edit" ? Boolean(label || href) : Boolean(label && href);
    return (
      <div className={`text-on-image text-on-image--${options.textPosition}${options.fullHeight ? " text-on-image--full" : ""}`}>
        {image && <MediaImage media={image} className="text-on-image__image" sizes="100vw" />}
        {(hasIntro(block) || hasButton) && (
          <div className={`text-on-image__panel surface-${options.color}`}>
            <BlockIntro block={block} />
            <BlockButton label={label} href={href} ctx={ctx} variant="inverted" marker={fieldMarker(field(block, "button"))} />
          </div>
        )}
      </div>
    );
  },
});
