import { z } from "zod";
import { defineBlock, opt } from "../define";
import { blockTexts } from "../shared/block-texts";
import { EntryAccordion, entryText } from "../shared/entry-accordion";
import { BlockIntro, EditPlaceholder, hasIntro } from "../shared/parts";

/** Job offers: the visible pages of the jobs collection (title, work quota, branch, description, image) as an accordion. */
export const jobs = defineBlock({
  type: "jobs",
  options: z.object({ collection: opt.text("jobs") }),
  collections: (options) => [options.collection],
  View: ({ block, options, ctx }) => {
    const entries = ctx.collections[options.collection] ?? [];
    const texts = blockTexts(ctx.locale);
    if (!hasIntro(block) && entries.length === 0) return <EditPlaceholder ctx={ctx} text={texts.noJobs} />;
    return (
      <div className="container jobs" data-list="jobs">
        <BlockIntro block={block} />
        {entries.length === 0 ? (
          <p className="empty-state">{texts.noJobs}</p>
        ) : (
          <EntryAccordion
            entries={entries}
            ctx={ctx}
            detail={(entry) => {
              const details = [entryText(entry, "workQuota"), entryText(entry, "branch")].filter(Boolean);
              return details.length > 0 && <span className="accordion__detail">{details.join(" · ")}</span>;
            }}
          />
        )}
      </div>
    );
  },
});
