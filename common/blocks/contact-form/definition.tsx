import { fieldMarker } from "../../editor/markers";
import { FieldText } from "../../ui/field-text";
import { z } from "zod";
import { ContactForm } from "./contact-form";
import { CONTACT_THEMES } from "../../forms/contact-fields";
import { formLangOf } from "../../forms/texts";
import { field } from "../../page-model";
import { Island } from "../../islands/island";
import { contactFormIsland } from "./islands";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { rich, text } from "../shared/starter";

/** Contact / appointment request form: rendered on the server, hydrated as an island; themes toggled by options. */
export const contactForm = defineBlock({
  type: "contactForm",
  starterFields: [text("title"), rich("description")],
  island: true,
  needs: { contactEmail: true },
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
  View: ({ block, options, ctx }) => {
    const themes = CONTACT_THEMES.filter((theme) => options[theme]);
    return (
      <div className="container form-block" data-form="contact">
        <FieldText as="h2" field={field(block, "title")} />
        <RichTextView doc={field(block, "description")?.json} marker={fieldMarker(field(block, "description"))} />
        <Island island={contactFormIsland} component={ContactForm} props={{ lang: formLangOf(ctx.locale), themes }} />
      </div>
    );
  },
});
