import { blockOptions, option } from "../../editor/options/block-options";
import type { servicesContainer } from "./definition";

/** The options an editor sets on a servicesContainer block (option menu of the item). */
export const servicesContainerOptions = blockOptions<typeof servicesContainer>({ collection: null, columnLayout: option("columnLayout") });
