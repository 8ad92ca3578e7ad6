import { z } from "zod";
import { toHttps } from "../../link";
import { fieldText } from "../../page-model";
import { safeHref } from "../../rich-text";
import { defineBlock } from "../define";
import { blockTexts } from "../shared/block-texts";
import { alignmentOption, colorOption } from "../shared/options";
import { BlockButton, BlockIntro, EditPlaceholder, emptyBlock, hasIntro } from "../shared/parts";

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

/** Online booking with an external provider: a booking button, or the provider's page embedded for the iframe kind. */
export const bookingContainer = defineBlock({
  type: "bookingContainer",
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
    const title = fieldText(block, "title");
    return (
      <div className={`container booking surface-${options.color} text-${options.alignment}`} data-booking-provider={provider}>
        <BlockIntro block={block} />
        {href && provider === "iframe" ? (
          <iframe className="booking__frame" src={href} title={title ?? texts.booking} loading="lazy" />
        ) : href ? (
          <BlockButton label={fieldText(block, "button") ?? texts.booking} href={href} ctx={ctx} />
        ) : (
          <EditPlaceholder ctx={ctx} text={texts.missingBookingLink} />
        )}
      </div>
    );
  },
});
