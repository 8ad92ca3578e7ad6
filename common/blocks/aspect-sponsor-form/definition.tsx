import { fieldMarker } from "../../editor/markers";
import { FieldText } from "../../ui/field-text";
import { z } from "zod";
import { SponsorForm } from "./sponsor-form";
import { formLangOf } from "../../forms/texts";
import { SPONSOR_PACKAGE_KEYS } from "../../forms/sponsor-packages";
import { field } from "../../page-model";
import { Island } from "../../islands/island";
import { sponsorFormIsland } from "./islands";
import { RichTextView } from "../../ui/rich-text-view";
import { defineBlock, opt } from "../define";
import { rich, text } from "../shared/starter";

const bookedFlags = Object.fromEntries(SPONSOR_PACKAGE_KEYS.map((key) => [`${key}Booked`, opt.boolean(false)]));

/** Sponsor booking for an event: packages with prices, persons, live total. Options mark packages fully booked or close booking. */
export const aspectSponsorForm = defineBlock({
  type: "aspectSponsorForm",
  starterFields: [text("title"), rich("description")],
  island: true,
  needs: { contactEmail: true },
  options: z.object({ bookingClosed: opt.boolean(false), ...bookedFlags }),
  View: ({ block, options, ctx }) => {
    const flags = options as Record<string, boolean>;
    const booked = SPONSOR_PACKAGE_KEYS.filter((key) => flags[`${key}Booked`]);
    return (
      <div className="container form-block" data-form="sponsor">
        <FieldText as="h2" field={field(block, "title")} />
        <RichTextView doc={field(block, "description")?.json} marker={fieldMarker(field(block, "description"))} />
        <Island island={sponsorFormIsland} component={SponsorForm} props={{ lang: formLangOf(ctx.locale), booked, closed: options.bookingClosed }} />
      </div>
    );
  },
});
