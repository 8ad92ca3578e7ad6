import { blockOptions, option } from "../../editor/options/block-options";
import type { goFeed } from "./definition";

/** The options an editor sets on a goFeed block (option menu of the item). */
export const goFeedOptions = blockOptions<typeof goFeed>({ gridLayout: option("gridLayout"), numberOfItems: option("number"), links: option("links"), link: option("link"), articles: option("articles") });
