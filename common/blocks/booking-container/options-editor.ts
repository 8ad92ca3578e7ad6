import { blockOptions, option } from "../../editor/options/block-options";
import type { bookingContainer } from "./definition";

/** The options an editor sets on a bookingContainer block (option menu of the item). */
export const bookingContainerOptions = blockOptions<typeof bookingContainer>({ color: option("colorSwatches"), alignment: option("alignment"), bookingLink: option("bookingLink") });
