import { z } from "zod";
import { fieldText } from "../../page-model";
import { defineBlock, opt } from "../define";

/** The score card of one hole: CARD (counters) or TABLE (leaderboard), per the scoreOptions option. */
export const scoreTracker = defineBlock({
  type: "scoreTracker",
  options: z.object({ view: opt.enum(["card", "table"], "card") }),
  View: ({ block, options }) => {
    const title = fieldText(block, "title");
    return (
      <div className="container score-tracker" data-score-view={options.view}>
        {title && <h2>{title}</h2>}
      </div>
    );
  },
});
