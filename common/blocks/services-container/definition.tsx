import { FieldText, isEditable } from "../../ui/field-text";
import { z } from "zod";
import { field, fieldText } from "../../page-model";
import { previewText, richTextToPlain } from "../../rich-text";
import { defineBlock, opt } from "../define";
import { text } from "../shared/starter";

/** Lists the visible pages of the service collection as linked cards with a 200-character preview. */
export const servicesContainer = defineBlock({
  type: "servicesContainer",
  starterFields: [text("title")],
  options: z.object({
    collection: opt.text("services"),
    columnLayout: opt.enum(["3", "4", "5"], "3"),
  }),
  collections: (options) => [options.collection],
  View: ({ block, options, ctx }) => {
    const services = ctx.collections[options.collection] ?? [];
    const title = fieldText(block, "title");
    // Cards are one level below the block title, or h2 when the block has none (no skipped heading levels).
    const CardHeading = title ? "h3" : "h2";
    if (!title && services.length === 0 && !isEditable(field(block, "title"))) return null;
    return (
      <div className="container">
        <FieldText as="h2" field={field(block, "title")} />
        <ul className={`card-grid card-grid--${options.columnLayout}`}>
          {services.map((service) => {
            const preview = previewText(richTextToPlain(service.fields.textBlock?.json));
            return (
              <li
                key={service.pageId}
                className="card"
                data-entry-path={ctx.mode === "edit" ? service.path : undefined}
                data-entry-name={ctx.mode === "edit" ? service.name : undefined}
              >
                <CardHeading className="card__title">
                  <a href={service.path}>{service.name}</a>
                </CardHeading>
                {preview && <p className="card__text">{preview}</p>}
              </li>
            );
          })}
        </ul>
      </div>
    );
  },
});
