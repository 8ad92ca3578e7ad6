import { blockOptions, option } from "../../editor/options/block-options";
import type { instagramFeed } from "./definition";

/** The options an editor sets on a instagramFeed block (option menu of the item). */
export const instagramFeedOptions = blockOptions<typeof instagramFeed>({ account: option("text"), numberOfItems: option("number"), columnLayout: option("columnLayout") });
