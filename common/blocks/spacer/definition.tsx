import { z } from "zod";
import { defineBlock, opt } from "../define";

/** Vertical space between blocks, in three sizes. */
export const spacer = defineBlock({
  type: "spacer",
  options: z.object({ size: opt.enum(["S", "M", "L"], "M") }),
  View: ({ options }) => <div className={`spacer spacer--${options.size}`} aria-hidden="true" />,
});
