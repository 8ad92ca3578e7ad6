import { z } from "zod";
import { fieldText } from "../../page-model";
import { MediaImage } from "../../ui/media-image";
import { defineBlock, opt } from "../define";

/** Lists the visible pages of the team collection as cards (name, function, image). */
export const teamContainer = defineBlock({
  type: "teamContainer",
  options: z.object({
    collection: opt.text("team"),
    columnLayout: opt.enum(["3", "4", "5"], "4"),
  }),
  collections: (options) => [options.collection],
  View: ({ block, options, ctx }) => {
    const members = ctx.collections[options.collection] ?? [];
    const title = fieldText(block, "title");
    // Cards are one level below the block title, or h2 when the block has none (no skipped heading levels).
    const CardHeading = title ? "h3" : "h2";
    if (!title && members.length === 0) return null;
    return (
      <div className="container">
        {title && <h2>{title}</h2>}
        <ul className={`card-grid card-grid--${options.columnLayout}`}>
          {members.map((member) => {
            const image = member.fields.images?.media;
            const fn = member.fields.function?.text;
            return (
              <li key={member.pageId} className="card">
                {image ? (
                  <MediaImage media={image} alt={member.name} sizes="300px" className="card__image" />
                ) : (
                  <span className="card__avatar" aria-hidden="true">
                    {initials(member.name)}
                  </span>
                )}
                <CardHeading className="card__title">{member.name}</CardHeading>
                {fn && <p className="card__text">{fn}</p>}
              </li>
            );
          })}
        </ul>
      </div>
    );
  },
});

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
