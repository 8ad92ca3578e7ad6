import { fieldMarker } from "../../editor/markers";
import { FieldText } from "../../ui/field-text";
import { z } from "zod";
import { field } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { rich, text } from "../shared/starter";

/** A title and a rich-text body. */
export const richTextBlock = defineBlock({
  type: "richTextBlock",
  starterFields: [text("title"), rich("textBlock")],
  options: z.object({
    alignment: opt.enum(["left", "center", "right"], "left"),
    textSize: opt.enum(["small", "medium", "large"], "medium"),
    /** How wide the text column runs: narrow (reading width), medium, or the container's full width. */
    columnWidth: opt.enum(["narrow", "medium", "wide"], "wide"),
  }),
  View: ({ block, options }) => {
    return (
      <div className={`container text-${options.alignment} text-size-${options.textSize} column-${options.columnWidth}`}>
        <FieldText as="h2" field={field(block, "title")} />
        <RichTextView doc={field(block, "textBlock")?.json} marker={fieldMarker(field(block, "textBlock"))} />
      </div>
    );
  },
});
