import { blockOptions, option } from "../../editor/options/block-options";
import type { teamContainer } from "./definition";

/** The options an editor sets on a teamContainer block (option menu of the item). */
export const teamContainerOptions = blockOptions<typeof teamContainer>({ collection: null, columnLayout: option("columnLayout"), gridLayout: option("gridLayout") });
