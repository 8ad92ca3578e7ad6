import { fieldMarker } from "../../editor/markers";
import { FieldText } from "../../ui/field-text";
import { z } from "zod";
import { linkHref } from "../../link";
import { field, fieldText } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { hasContent } from "../shared/items";
import { alignmentOption, colorOption, linkOption } from "../shared/options";
import { BlockButton, emptyBlock, hasEditableField } from "../shared/parts";
import { BUTTON, rich, text } from "../shared/starter";

/** A one-line notice across the page (holidays, news): message, optional text and button; optionally sticky at the top. */
export const announcementBar = defineBlock({
  type: "announcementBar",
  starterFields: [text("title"), rich("description"), BUTTON],
  options: z.object({
    color: colorOption("primary"),
    alignment: alignmentOption("center"),
    sticky: opt.boolean(false),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const message = fieldText(block, "title");
    const description = field(block, "description");
    // In edit mode a block with empty starter fields shows them to fill in; live, an empty one renders nothing.
    if (!message && !hasContent(description) && !hasEditableField(block)) return emptyBlock(ctx);
    return (
      <div className={`announcement-bar surface-${options.color} text-${options.alignment}${options.sticky ? " announcement-bar--sticky" : ""}`}>
        <FieldText className="announcement-bar__message" field={field(block, "title")} render={(text) => <strong>{text}</strong>} />
        <RichTextView doc={description?.json} className="rich-text announcement-bar__text" marker={fieldMarker(description)} />
        <BlockButton
          label={fieldText(block, "button")}
          href={linkHref(options.link, ctx.pagePath)}
          ctx={ctx}
          variant="inverted"
          marker={fieldMarker(field(block, "button"))}
        />
      </div>
    );
  },
});
