import { blockOptions, option } from "../../editor/options/block-options";
import type { marketplace } from "./definition";

/** The options an editor sets on a marketplace block (option menu of the item). */
export const marketplaceOptions = blockOptions<typeof marketplace>({ marketplaceType: option("choice"), listingKind: option("choice") });
