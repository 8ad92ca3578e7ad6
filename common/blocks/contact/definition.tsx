import { fieldMarker } from "../../editor/markers";
import { FieldText, isEditable } from "../../ui/field-text";
import { z } from "zod";
import { mailHref, phoneHref } from "../../link";
import { field, fieldText, type RenderField } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { pictureAlt } from "../../media/alt-text";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/texts";
import { alignmentOption, colorOption } from "../shared/options";
import { BlockIntro, emptyBlock, hasIntro } from "../shared/parts";
import { BranchContact } from "./branch-contact";
import { contactLabels } from "./labels";
import { INTRO, text } from "../shared/starter";

const ADDRESS_FIELDS = ["name", "street", "city", "phone", "email"] as const;

/**
 * Contact details: logo, intro, an optional address written in the block (name, street, city, phone, e-mail),
 * and the site owner's branches with address, contact links and opening hours (the footer's component).
 */
export const contact = defineBlock({
  type: "contact",
  starterFields: [...INTRO, text("name"), text("street"), text("city"), text("phone", undefined, "phone"), text("email", undefined, "email")],
  options: z.object({
    color: colorOption("background"),
    alignment: alignmentOption("left"),
    /** Show the site owner's branches with their opening hours. */
    showBranches: opt.boolean(true),
    /** Which of the branches to show (branch ids of the site's business); empty: all of them. */
    location: z.array(z.string().min(1).max(64)).max(50).catch([]).default([]),
  }),
  View: ({ block, options, ctx }) => {
    const name = fieldText(block, "name");
    const street = fieldText(block, "street");
    const city = fieldText(block, "city");
    const phone = fieldText(block, "phone");
    const email = fieldText(block, "email");
    const logo = field(block, "images")?.media;
    const branches = options.showBranches ? (ctx.branches ?? []).filter((branch) => options.location.length === 0 || options.location.includes(branch.id)) : [];
    // Edit mode: empty address fields loaded for editing (a new block's starter fields) show to fill in.
    const address = Boolean(name || street || city || phone || email) || ADDRESS_FIELDS.some((name) => isEditable(field(block, name)));
    if (!hasIntro(block) && !address && branches.length === 0) return emptyBlock(ctx);
    const texts = blockTexts(ctx.locale);
    const labels = contactLabels(ctx.locale);
    return (
      <div className={`contact-block surface-${options.color} text-${options.alignment}`}>
        <div className="container">
          {logo && <MediaImage media={logo} alt={pictureAlt(logo, name)} sizes="200px" className="contact-block__logo" />}
          <BlockIntro block={block} />
          {address && (
            <address className="contact-block__address">
              <FieldText as="strong" field={field(block, "name")} />
              <FieldText as="span" field={field(block, "street")} />
              <FieldText as="span" field={field(block, "city")} />
              <ContactLink label={texts.phone} value={phone} href={phone && phoneHref(phone)} field={field(block, "phone")} />
              <ContactLink label={texts.email} value={email} href={email && mailHref(email)} field={field(block, "email")} />
            </address>
          )}
          {branches.length > 0 && (
            <div className="contact-block__branches">
              {branches.map((branch) => (
                <BranchContact key={branch.id} branch={branch} labels={labels} level={3} idPrefix={`${block.id}-branch`} region={false} />
              ))}
            </div>
          )}
        </div>
      </div>
    );
  },
});

/** A phone number or e-mail address as a link with its label; in edit mode an empty field loaded for editing stays fillable. */
function ContactLink({ label, value, href, field: item }: { label: string; value: string | null; href: string | null; field: RenderField | undefined }) {
  if (!value && !isEditable(item)) return null;
  return (
    <span>
      {label}:{" "}
      {value && href ? (
        <a href={href} {...fieldMarker(item)}>
          {value}
        </a>
      ) : (
        <span {...fieldMarker(item)}>{value}</span>
      )}
    </span>
  );
}
