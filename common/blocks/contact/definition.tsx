import { z } from "zod";
import { mailHref, phoneHref } from "../../link";
import { field, fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock } from "../define";
import { blockTexts } from "../shared/block-texts";
import { alignmentOption, colorOption } from "../shared/options";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";

/** Contact details of a business or branch: logo, intro (e.g. opening hours as rich text), name, address, phone and e-mail links. */
export const contact = defineBlock({
  type: "contact",
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
  }),
  View: ({ block, options, ctx }) => {
    const name = fieldText(block, "name");
    const street = fieldText(block, "street");
    const city = fieldText(block, "city");
    const phone = fieldText(block, "phone");
    const email = fieldText(block, "email");
    const logo = field(block, "images")?.media;
    if (!hasIntro(block) && !name && !street && !city && !phone && !email) return emptyBlock(ctx);
    const texts = blockTexts(ctx.locale);
    return (
      <div className={`contact-block surface-${options.color} text-${options.alignment}`}>
        <div className="container">
          {logo && <MediaImage media={logo} alt={logo.alt?.trim() || "Logo"} sizes="200px" className="contact-block__logo" />}
          <BlockIntro block={block} />
          {(name || street || city || phone || email) && (
            <address className="contact-block__address">
              {name && <strong>{name}</strong>}
              {street && <span>{street}</span>}
              {city && <span>{city}</span>}
              {phone && (
                <span>
                  {texts.phone}: <a href={phoneHref(phone)}>{phone}</a>
                </span>
              )}
              {email && (
                <span>
                  {texts.email}: <a href={mailHref(email)}>{email}</a>
                </span>
              )}
            </address>
          )}
        </div>
      </div>
    );
  },
});
