import { blockOptions, option } from "../../editor/options/block-options";
import type { multiCta } from "./definition";

/** The options an editor sets on a multiCta block (option menu of the item). */
export const multiCtaOptions = blockOptions<typeof multiCta>({ color: option("colorSwatches"), alignment: option("alignment"), links: option("links") });
