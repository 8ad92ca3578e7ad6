import { blockOptions, mediaField, option } from "../../editor/options/block-options";
import type { videoPlayer } from "./definition";

/** The options an editor sets on a videoPlayer block (option menu of the item). */
export const videoPlayerOptions = blockOptions<typeof videoPlayer>({ videoUrl: option("text"), streamVideoId: null, aspectRatio: option("choice"), autoplay: option("checkbox") }, { video: mediaField("video") });
