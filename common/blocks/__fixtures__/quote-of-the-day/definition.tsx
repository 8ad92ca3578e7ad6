import { z } from "zod";
import { defineBlock, opt } from "../../define";
import { fieldText } from "../../../page-model";
import { text } from "../../shared/starter";

/** A throw-away block, added the way the README's "Add a block" says (common/blocks/add-a-block.test.tsx). */
export const quoteOfTheDay = defineBlock({
  type: "quoteOfTheDay",
  starterFields: [text("title")],
  options: z.object({ tone: opt.enum(["calm", "loud"], "calm") }),
  needs: { outside: (options) => (options.tone === "loud" ? ["articles"] : []) },
  View: ({ block, options }) => <p className={`quote-of-the-day quote-of-the-day--${options.tone}`}>{fieldText(block, "title")}</p>,
});
