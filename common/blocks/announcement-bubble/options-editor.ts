import { blockOptions, option } from "../../editor/options/block-options";
import type { announcementBubble } from "./definition";

/** The options an editor sets on a announcementBubble block (option menu of the item). */
export const announcementBubbleOptions = blockOptions<typeof announcementBubble>({ color: option("colorSwatches"), position: option("choice"), sticky: option("checkbox"), link: option("link") });
