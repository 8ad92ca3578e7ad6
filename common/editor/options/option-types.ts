/**
 * Option types of editor-side section 3, one option editor each (client/editor/options/). Three more are the
 * editor's own: `choice` for a block's enumeration the spec names no type for (listing kind, aspect ratio …),
 * `links` for the per-card links of boards and `articles` for the article URLs of the teaser blocks (docs/decisions/034-option-editors.md).
 */
export const OPTION_TYPES = [
  "text",
  "checkbox",
  "alignment",
  "verticalAlignment",
  "shiftedAlignment",
  "colorSwatches",
  "objectFit",
  "gridLayout",
  "number",
  "textSize",
  "size",
  "columnLayout",
  "columnWidth",
  "link",
  "links",
  "bookingLink",
  "imageFormat",
  "textPosition",
  "gameOptions",
  "scoreOptions",
  "media",
  "poi",
  "mapRoute",
  "location",
  "choice",
  "articles",
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

/** True when `type` names an option type the editor has an editor for. */
export function isOptionType(type: string): type is OptionType {
  return (OPTION_TYPES as readonly string[]).includes(type);
}

/** The values of the choice types (editor-side section 3); a block offers those its own schema accepts. */
export const CHOICES = {
  alignment: ["left", "center", "right"],
  verticalAlignment: ["top", "center", "bottom"],
  shiftedAlignment: ["default", "mediaAboveText", "textAboveMedia"],
  objectFit: ["cover", "contain"],
  gridLayout: ["grid", "masonry", "split", "carousel", "avatar"],
  textSize: ["small", "medium", "large"],
  size: ["S", "M", "L"],
  columnLayout: ["3", "4", "5"],
  columnWidth: ["narrow", "medium", "wide"],
  imageFormat: ["square", "portrait"],
  textPosition: ["top", "center", "bottom", "left", "right"],
  gameOptions: ["start", "addPlayers", "share", "coupon"],
  scoreOptions: ["card", "table"],
  media: ["image", "video"],
} as const satisfies Partial<Record<OptionType, readonly string[]>>;
export type ChoiceType = keyof typeof CHOICES;

/** Types saved on click with a spinner (editor-side section 4); text-like types save on Enter or blur. */
export const CLICK_SAVED: readonly OptionType[] = ["checkbox", "colorSwatches", "choice", ...(Object.keys(CHOICES) as ChoiceType[])];

/** Editor-side section 4/9: a checkbox saves 100 ms after the click. */
export const CHECKBOX_SAVE_DELAY_MS = 100;
