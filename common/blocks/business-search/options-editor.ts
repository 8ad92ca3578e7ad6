import { blockOptions, option } from "../../editor/options/block-options";
import type { businessSearch } from "./definition";

/** The options an editor sets on a businessSearch block (option menu of the item). */
export const businessSearchOptions = blockOptions<typeof businessSearch>({ onlyHealthOpticians: option("checkbox"), letterIndex: option("checkbox") });
