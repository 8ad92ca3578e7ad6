import { blockOptions, option } from "../../editor/options/block-options";
import type { courses } from "./definition";

/** The options an editor sets on a courses block (option menu of the item). */
export const coursesOptions = blockOptions<typeof courses>({ columnLayout: option("columnLayout"), links: option("links") });
