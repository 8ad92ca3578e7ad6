import { FieldText, isEditable } from "../../ui/field-text";
import { z } from "zod";
import { TeamSplit } from "./team-split";
import { type CollectionEntry, field, fieldText } from "../../page-model";
import { sliderLabels } from "../../sliders/labels";
import { Island } from "../../islands/island";
import { teamSplitIsland } from "./islands";
import { MediaImage } from "../../ui/media-image";
import { pictureAlt } from "../../media/alt-text";
import { defineBlock, opt } from "../define";
import { text } from "../shared/starter";

/**
 * Lists the visible pages of the team collection as cards (name, function, image): as a grid, or with gridLayout
 * "split" as the team split card: title beside the members, 5 per page with pagination from 1024 px (island
 * `teamSplit`), every member in a horizontal scroll row below (and without script).
 */
export const teamContainer = defineBlock({
  type: "teamContainer",
  starterFields: [text("title")],
  options: z.object({
    collection: opt.text("team"),
    columnLayout: opt.enum(["3", "4", "5"], "4"),
    gridLayout: opt.enum(["grid", "split"], "grid"),
  }),
  collections: (options) => [options.collection],
  // Only this layout is interactive: pages with the others keep loading just the site script.
  island: (options) => options.gridLayout === "split",
  View: ({ block, options, ctx }) => {
    const members = ctx.collections[options.collection] ?? [];
    const title = fieldText(block, "title");
    // Cards are one level below the block title, or h2 when the block has none (no skipped heading levels).
    const heading = title ? "h3" : "h2";
    if (!title && members.length === 0 && !isEditable(field(block, "title"))) return null;
    const cards = members.map((member) => <MemberCard key={member.pageId} member={member} heading={heading} edit={ctx.mode === "edit"} />);
    if (options.gridLayout === "split" && members.length > 0) {
      const listId = `team-${block.id}`;
      const labels = sliderLabels(ctx.locale);
      return (
        <div className="container team-split" data-team-split={block.id}>
          <div className="team-split__intro">
            <FieldText as="h2" field={field(block, "title")} />
          </div>
          <div>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable row must be reachable by keyboard (WCAG 2.1.1). */}
            <ul id={listId} className="team-split__list" tabIndex={0} aria-label={title ?? undefined}>
              {cards}
            </ul>
            <Island island={teamSplitIsland} component={TeamSplit} props={{ listId, count: members.length, labels }} />
          </div>
        </div>
      );
    }
    return (
      <div className="container">
        <FieldText as="h2" field={field(block, "title")} />
        <ul className={`card-grid card-grid--${options.columnLayout}`}>{cards}</ul>
      </div>
    );
  },
});

function MemberCard({ member, heading: Heading, edit }: { member: CollectionEntry; heading: "h2" | "h3"; edit: boolean }) {
  const image = member.fields.images?.media;
  const fn = member.fields.function?.text;
  return (
    // In edit mode the card names its page: the editor adds the link to edit it (client/editor/panels/edit-page-links.tsx).
    <li className="card" data-entry-path={edit ? member.path : undefined} data-entry-name={edit ? member.name : undefined}>
      {image ? (
        <MediaImage media={image} alt={pictureAlt(image, member.name)} sizes="300px" className="card__image" />
      ) : (
        <span className="card__avatar" aria-hidden="true">
          {initials(member.name)}
        </span>
      )}
      <Heading className="card__title">{member.name}</Heading>
      {fn && <p className="card__text">{fn}</p>}
    </li>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? "")
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
