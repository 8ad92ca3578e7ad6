import { blockOptions, mediaField, option } from "../../editor/options/block-options";
import type { mapContainer } from "./definition";

/** The options an editor sets on a mapContainer block (option menu of the item). */
export const mapContainerOptions = blockOptions<typeof mapContainer>({ latitude: option("poi"), longitude: option("poi"), icon: option("poi"), collection: null, route: option("mapRoute") }, { images: mediaField("image") });
