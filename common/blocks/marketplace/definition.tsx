import { z } from "zod";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { EntryAccordion, entryText } from "../shared/entry-accordion";
import { formatCost } from "../shared/format";
import { BlockIntro, EditPlaceholder, hasIntro } from "../shared/parts";

/**
 * Marketplace listings (frames, objects, jobs): the visible pages of the marketplace collection as an accordion,
 * filtered by marketplace type and listing kind (entry fields `marketplaceType`, `listingKind`), price in CHF.
 */
export const marketplace = defineBlock({
  type: "marketplace",
  options: z.object({
    collection: opt.text("marketplace"),
    marketplaceType: opt.enum(["all", "frame", "object", "job"], "all"),
    listingKind: opt.enum(["all", "offering", "searching"], "all"),
  }),
  collections: (options) => [options.collection],
  View: ({ block, options, ctx }) => {
    const entries = (ctx.collections[options.collection] ?? []).filter(
      (entry) =>
        (options.marketplaceType === "all" || entryText(entry, "marketplaceType") === options.marketplaceType) &&
        (options.listingKind === "all" || entryText(entry, "listingKind") === options.listingKind),
    );
    const texts = blockTexts(ctx.locale);
    if (!hasIntro(block) && entries.length === 0) return <EditPlaceholder ctx={ctx} text={texts.noItems} />;
    return (
      <div className="container marketplace" data-list="marketplace">
        <BlockIntro block={block} />
        {entries.length === 0 ? (
          <p className="empty-state">{texts.noItems}</p>
        ) : (
          <EntryAccordion
            entries={entries}
            ctx={ctx}
            detail={(entry) => {
              const cost = entryText(entry, "cost");
              return cost && <span className="accordion__detail">{formatCost(cost)}</span>;
            }}
          />
        )}
      </div>
    );
  },
});
