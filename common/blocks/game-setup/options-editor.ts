import { blockOptions, option } from "../../editor/options/block-options";
import type { gameSetup } from "./definition";

/** The options an editor sets on a gameSetup block (option menu of the item). */
export const gameSetupOptions = blockOptions<typeof gameSetup>({ step: option("gameOptions") });
