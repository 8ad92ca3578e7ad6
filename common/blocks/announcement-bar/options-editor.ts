import { blockOptions, option } from "../../editor/options/block-options";
import type { announcementBar } from "./definition";

/** The options an editor sets on a announcementBar block (option menu of the item). */
export const announcementBarOptions = blockOptions<typeof announcementBar>({ color: option("colorSwatches"), alignment: option("alignment"), sticky: option("checkbox"), link: option("link") });
