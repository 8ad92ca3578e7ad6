import { z } from "zod";
import { FieldText } from "../../ui/field-text";
import { fieldMarker } from "../../editor/markers";
import { linkHref, linkValueSchema } from "../../link";
import { field, fieldText } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { colorOption } from "../shared/options";
import { defineBlock, opt } from "../define";
import { BlockButton } from "../shared/parts";
import { BUTTON, rich, text } from "../shared/starter";

/** A call to action: title, short text and a button; the button shows only with both label and link
 * (in edit mode a half-filled one shows its missing-link or missing-text warning). */
export const cta = defineBlock({
  type: "cta",
  starterFields: [text("title"), rich("description"), BUTTON],
  options: z.object({
    color: colorOption("primary"),
    alignment: opt.enum(["left", "center", "right"], "center"),
    link: linkValueSchema.nullable().catch(null).default(null),
  }),
  View: ({ block, options, ctx }) => {
    const label = fieldText(block, "button");
    const href = linkHref(options.link, ctx.pagePath);
    return (
      <div className={`cta surface-${options.color} text-${options.alignment}`}>
        <FieldText as="h2" field={field(block, "title")} />
        <RichTextView doc={field(block, "description")?.json} marker={fieldMarker(field(block, "description"))} />
        <BlockButton label={label} href={href} ctx={ctx} variant="inverted" marker={fieldMarker(field(block, "button"))} />
      </div>
    );
  },
});
