import { z } from "zod";
import { field, fieldText } from "../../page-model";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";

/** Contact / appointment request form. The server renders its frame; the form itself is an island (issue 6). */
export const contactForm = defineBlock({
  type: "contactForm",
  options: z.object({
    glassDetermination: opt.boolean(true),
    healthCheck: opt.boolean(true),
    eyeAnalysis: opt.boolean(true),
    drivingLearnerEyeTest: opt.boolean(true),
    newContactLensFitting: opt.boolean(true),
    contactLensCheck: opt.boolean(true),
    contactLensSubscription: opt.boolean(false),
    directContactLensService: opt.boolean(false),
    glassesAdvice: opt.boolean(true),
    glassesService: opt.boolean(true),
    sunglassesAdvice: opt.boolean(true),
    myopiaManagement: opt.boolean(false),
    other: opt.boolean(true),
  }),
  View: ({ block }) => {
    const title = fieldText(block, "title");
    return (
      <div className="container form-block" data-form="contact">
        {title && <h2>{title}</h2>}
        <RichTextView doc={field(block, "description")?.json} />
      </div>
    );
  },
});
