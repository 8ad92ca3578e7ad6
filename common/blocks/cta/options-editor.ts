import { blockOptions, option } from "../../editor/options/block-options";
import type { cta } from "./definition";

/** The options an editor sets on a cta block (option menu of the item). */
export const ctaOptions = blockOptions<typeof cta>({ color: option("colorSwatches"), alignment: option("alignment"), link: option("link") });
