import { z } from "zod";
import { AccordionList } from "../../islands/accordion-list";
import { marketplaceItem } from "../../lists/display";
import { Island } from "../../islands/island";
import { accordionListIsland } from "../../islands/islands";
import { defineBlock, opt } from "../define";
import { emptyListTexts } from "../../lists/empty-texts";
import { BlockIntro } from "../shared/parts";
import { INTRO } from "../shared/starter";

/**
 * Marketplace listings: the published frames and objects (or jobs, when chosen) of the site (D1 table `listings`),
 * newest first, filtered by marketplace type and listing kind, as a one-at-a-time accordion with the price in CHF
 * and the options (pick-up, postage, negotiable price) as badges. "all" means frames and objects: jobs have their own block.
 * An empty list says so live too, with or without an intro (visitor-side section 5: 'no jobs' / 'no items').
 */
export const marketplace = defineBlock({
  type: "marketplace",
  starterFields: INTRO,
  island: true,
  needs: { listings: (options) => (options.marketplaceType === "all" ? ["frame", "object"] : [options.marketplaceType]) },
  options: z.object({
    marketplaceType: opt.enum(["all", "frame", "object", "job"], "all"),
    listingKind: opt.enum(["all", "offering", "searching"], "all"),
  }),
  View: ({ block, options, ctx }) => {
    const listings = (ctx.listings ?? []).filter(
      (l) =>
        (options.marketplaceType === "all" ? l.type !== "job" : l.type === options.marketplaceType) &&
        (options.listingKind === "all" || l.kind === options.listingKind),
    );
    return (
      <div className="container marketplace" data-list="marketplace">
        <BlockIntro block={block} />
        {listings.length === 0 ? (
          <p className="empty-state">{emptyListTexts(ctx.locale).noItems}</p>
        ) : (
          <Island
            island={accordionListIsland}
            component={AccordionList}
            props={{ locale: ctx.locale, listId: block.id, variant: "marketplace" as const, items: listings.map((l) => marketplaceItem(l, ctx.locale)) }}
          />
        )}
      </div>
    );
  },
});
