import { blockOptions, option } from "../../editor/options/block-options";
import type { scoreTracker } from "./definition";

/** The options an editor sets on a scoreTracker block (option menu of the item). */
export const scoreTrackerOptions = blockOptions<typeof scoreTracker>({ view: option("scoreOptions"), collection: null, liveDots: option("checkbox") });
