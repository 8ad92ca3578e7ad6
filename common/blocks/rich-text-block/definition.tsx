import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { field, fieldText } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";

/** A title and a rich-text body. */
export const richTextBlock = defineBlock({
  type: "richTextBlock",
  options: z.object({
    alignment: opt.enum(["left", "center", "right"], "left"),
    textSize: opt.enum(["small", "medium", "large"], "medium"),
    /** How wide the text column runs: narrow (reading width), medium, or the container's full width. */
    columnWidth: opt.enum(["narrow", "medium", "wide"], "wide"),
  }),
  View: ({ block, options }) => {
    const title = fieldText(block, "title");
    return (
      <div className={`container text-${options.alignment} text-size-${options.textSize} column-${options.columnWidth}`}>
        {title && <h2 {...fieldMarker(field(block, "title"))}>{title}</h2>}
        <RichTextView doc={field(block, "textBlock")?.json} marker={fieldMarker(field(block, "textBlock"))} />
      </div>
    );
  },
});
