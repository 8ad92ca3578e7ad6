import { fieldMarker } from "../../editor/markers";
import { FieldText } from "../../ui/field-text";
import { z } from "zod";
import { linkHref } from "../../link";
import { field, fieldText } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { hasContent } from "../shared/items";
import { colorOption, linkOption } from "../shared/options";
import { BlockButton, emptyBlock, hasEditableField } from "../shared/parts";
import { BUTTON, rich, text } from "../shared/starter";

/** A round badge with a short announcement ("Neu", an offer) beside the content, left or right, optionally sticky. */
export const announcementBubble = defineBlock({
  type: "announcementBubble",
  starterFields: [text("title"), rich("description"), BUTTON],
  options: z.object({
    color: colorOption("secondary"),
    position: opt.enum(["left", "right"], "right"),
    sticky: opt.boolean(false),
    link: linkOption(),
  }),
  View: ({ block, options, ctx }) => {
    const message = fieldText(block, "title");
    const description = field(block, "description");
    // In edit mode a block with empty starter fields shows them to fill in; live, an empty one renders nothing.
    if (!message && !hasContent(description) && !hasEditableField(block)) return emptyBlock(ctx);
    return (
      <div className={`announcement-bubble-row announcement-bubble-row--${options.position}`}>
        <div className={`announcement-bubble surface-${options.color}${options.sticky ? " announcement-bubble--sticky" : ""}`}>
          <FieldText className="announcement-bubble__message" field={field(block, "title")} />
          <RichTextView doc={description?.json} className="rich-text announcement-bubble__text" marker={fieldMarker(description)} />
          <BlockButton
            label={fieldText(block, "button")}
            href={linkHref(options.link, ctx.pagePath)}
            ctx={ctx}
            variant="inverted"
            marker={fieldMarker(field(block, "button"))}
          />
        </div>
      </div>
    );
  },
});
