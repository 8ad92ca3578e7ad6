import { z } from "zod";
import { FieldText } from "../../ui/field-text";
import { fieldMarker } from "../../editor/markers";
import { linkHref, linkValueSchema } from "../../link";
import { field, fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { RichTextView } from "../../ui/rich-text-view";
import { colorOption } from "../shared/options";
import { defineBlock, opt } from "../define";
import { BlockButton } from "../shared/parts";
import { BUTTON, rich, text } from "../shared/starter";

/** The opening block of a page: kicker, title, text, image and one call to action. */
export const hero = defineBlock({
  type: "hero",
  starterFields: [text("title"), text("kicker"), rich("description"), BUTTON],
  rendersH1: true,
  options: z.object({
    alignment: opt.enum(["left", "center", "right"], "left"),
    /** Where the text sits beside the image: top, center or bottom. */
    verticalAlignment: opt.enum(["top", "center", "bottom"], "center"),
    fullHeight: opt.boolean(false),
    color: colorOption("background"),
    link: linkValueSchema.nullable().catch(null).default(null),
  }),
  View: ({ block, options, ctx }) => {
    const image = field(block, "images")?.media;
    const buttonLabel = fieldText(block, "button");
    const href = linkHref(options.link, ctx.pagePath);
    return (
      <div
        className={`hero hero--${options.alignment} hero--v-${options.verticalAlignment} surface-${options.color}${options.fullHeight ? " hero--full" : ""}`}
      >
        <div className="hero__text">
          <FieldText className="kicker" field={field(block, "kicker")} />
          <FieldText as="h1" field={field(block, "title")} />
          <RichTextView doc={field(block, "description")?.json} marker={fieldMarker(field(block, "description"))} />
          <BlockButton label={buttonLabel} href={href} ctx={ctx} marker={fieldMarker(field(block, "button"))} />
        </div>
        {image && (
          <MediaImage media={image} className="hero__image" sizes="(min-width: 900px) 50vw, 100vw" priority marker={fieldMarker(field(block, "images"))} />
        )}
      </div>
    );
  },
});
