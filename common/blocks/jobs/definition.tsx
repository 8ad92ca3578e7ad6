import { z } from "zod";
import { AccordionList } from "../../islands/accordion-list";
import { jobItem } from "../../lists/display";
import { Island } from "../../islands/island";
import { accordionListIsland } from "../../islands/islands";
import { defineBlock, opt } from "../define";
import { emptyListTexts } from "../../lists/empty-texts";
import { BlockIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/**
 * Job offers: the published job listings of the site (D1 table `listings`, loaded by the page loader), newest first,
 * as an accordion that opens one offer at a time, with each offer's images in a strip. Filtered by listing kind.
 * An empty list says so live too, with or without an intro (visitor-side section 5: 'no jobs' / 'no items').
 */
export const jobs = defineBlock({
  type: "jobs",
  starterFields: INTRO,
  island: true,
  needs: { listings: () => ["job"] },
  options: z.object({ listingKind: opt.enum(["all", "offering", "searching"], "all") }),
  View: ({ block, options, ctx }) => {
    const listings = (ctx.listings ?? []).filter((l) => l.type === "job" && (options.listingKind === "all" || l.kind === options.listingKind));
    return (
      <div className="container jobs" data-list="jobs">
        <BlockIntro block={block} />
        {listings.length === 0 ? (
          <p className="empty-state">{emptyListTexts(ctx.locale).noJobs}</p>
        ) : (
          <Island
            island={accordionListIsland}
            component={AccordionList}
            props={{ locale: ctx.locale, listId: block.id, variant: "jobs" as const, items: listings.map((l) => jobItem(l, ctx.locale)) }}
          />
        )}
      </div>
    );
  },
});
