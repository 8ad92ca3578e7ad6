import { blockOptions, option } from "../../editor/options/block-options";
import type { testimonialsContainer } from "./definition";

/** The options an editor sets on a testimonialsContainer block (option menu of the item). */
export const testimonialsContainerOptions = blockOptions<typeof testimonialsContainer>({ collection: null, gridLayout: option("gridLayout"), columnLayout: option("columnLayout") });
