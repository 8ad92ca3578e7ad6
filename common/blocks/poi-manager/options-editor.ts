import { blockOptions, option } from "../../editor/options/block-options";
import type { poiManager } from "./definition";

/** The options an editor sets on a poiManager block (option menu of the item). */
export const poiManagerOptions = blockOptions<typeof poiManager>({ latitude: option("poi"), longitude: option("poi"), icon: option("poi"), link: option("link") });
