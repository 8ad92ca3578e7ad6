import { blockOptions, option } from "../../editor/options/block-options";
import type { jobs } from "./definition";

/** The options an editor sets on a jobs block (option menu of the item). */
export const jobsOptions = blockOptions<typeof jobs>({ listingKind: option("choice") });
