import { blockOptions, option } from "../../editor/options/block-options";
import type { newsFeedBoard } from "./definition";

/** The options an editor sets on a newsFeedBoard block (option menu of the item). */
export const newsFeedBoardOptions = blockOptions<typeof newsFeedBoard>({ numberOfItems: option("number"), columnLayout: option("columnLayout"), links: option("links"), articles: option("articles") });
