import { blockOptions, option } from "../../editor/options/block-options";
import type { gameSetup } from "./definition";

/** The options an editor sets on a gameSetup block (option menu of the item); the course's choices are the site's courses (editor-mount.tsx). */
export const gameSetupOptions = blockOptions<typeof gameSetup>({ step: option("gameOptions"), course: option("choice") });
