import { fieldMarker } from "../../editor/markers";
import { z } from "zod";
import { Booking } from "../../islands/booking";
import { toHttps } from "../../link";
import { bookingFrameUrl, bookingThemeColor } from "../../lists/booking";
import { listTexts } from "../../lists/texts";
import { field, fieldText } from "../../page-model";
import { safeHref } from "../../rich-text";
import { Island } from "../../islands/island";
import { bookingIsland } from "../../islands/islands";
import { defineBlock } from "../define";
import { blockTexts } from "../shared/texts";
import { alignmentOption, colorOption } from "../shared/options";
import { BlockButton, BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/** The bookingLink option: a booking page (url, eTermin, health-optics booking) or an embedded iframe, with its URL. */
export const bookingLinkSchema = z.object({
  type: z.enum(["url", "eTermin", "healthOptics", "iframe"]).catch("url"),
  url: z.string().max(2_000),
});
export type BookingLink = z.infer<typeof bookingLinkSchema>;

/** The booking URL when it is a valid web address (https after upgrade, never an e-mail address); otherwise null. */
export function bookingUrl(link: BookingLink | null): string | null {
  const href = link ? safeHref(toHttps(link.url.trim())) : null;
  return href?.startsWith("https://") ? href : null;
}

/**
 * Online booking with an external provider: a link to the provider's booking page, or, for the iframe kind, a button
 * opening the provider in a booking dialog (iframe with locale, layout=none, select_location=false and the site's
 * theme colour). The provider is contacted only when the visitor opens the dialog.
 */
export const bookingContainer = defineBlock({
  type: "bookingContainer",
  starterFields: INTRO,
  island: true,
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("center"),
    bookingLink: bookingLinkSchema.nullable().catch(null).default(null),
  }),
  View: ({ block, options, ctx }) => {
    const href = bookingUrl(options.bookingLink);
    const texts = blockTexts(ctx.locale);
    if (!href && !hasIntro(block)) return emptyBlock(ctx, texts.missingBookingLink);
    const provider = options.bookingLink?.type ?? "none";
    const label = fieldText(block, "button") ?? (provider === "iframe" ? listTexts(ctx.locale).book : texts.booking);
    const themeColor = bookingThemeColor(ctx.booking ?? { color: "primary", themeColor: "" });
    const frameUrl = href && provider === "iframe" ? bookingFrameUrl(href, { locale: ctx.locale, themeColor }) : null;
    return (
      <div className={`container booking surface-${options.color} text-${options.alignment}`} data-booking-provider={provider}>
        <BlockIntro block={block} />
        {frameUrl ? (
          <Island
            island={bookingIsland}
            component={Booking}
            props={{
              locale: ctx.locale,
              id: block.id,
              url: frameUrl,
              label,
              color: ctx.booking?.color ?? "primary",
              ...(ctx.mode === "edit" ? { labelMarker: fieldMarker(field(block, "button")) } : {}),
            }}
          />
        ) : href ? (
          <BlockButton label={label} href={href} ctx={ctx} marker={fieldMarker(field(block, "button"))} />
        ) : (
          <EditPlaceholder ctx={ctx} text={texts.missingBookingLink} />
        )}
      </div>
    );
  },
});
