import { blockOptions, option } from "../../editor/options/block-options";
import type { form } from "./definition";

/** The options an editor sets on a form block (option menu of the item). */
export const formOptions = blockOptions<typeof form>({ color: option("colorSwatches"), alignment: option("alignment"), embedUrl: option("text") });
