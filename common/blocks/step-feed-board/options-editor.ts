import { blockOptions, option } from "../../editor/options/block-options";
import type { stepFeedBoard } from "./definition";

/** The options an editor sets on a stepFeedBoard block (option menu of the item). */
export const stepFeedBoardOptions = blockOptions<typeof stepFeedBoard>({ color: option("colorSwatches"), alignment: option("alignment"), showNumbers: option("checkbox"), layout: option("choice"), links: option("links") });
