import { bulkUploaderMenuPart, mediaMenuPart } from "../media/menu-parts";
import { linkMenuPart } from "../options/link-part";
import { optionsMenuPart } from "../options/options-part";
import { collectionMenuPart } from "../panels/collection-part";
import { groupPlacementMenuPart } from "../placement/placement-part";
import { fieldVisibilityMenuPart, languageVisibilityMenuPart } from "../placement/visibility-parts";
import type { EditableItem, MenuPart } from "../state/selection";
import { translationMenuPart } from "../translation/translation-part";
import { type MenuSlot, partsFor } from "./slots";

/**
 * The context menu's parts, one per slot: a new part is its module (exporting a `MenuPart`) plus its line here. A
 * slot without a part yet says null, so a new slot in MENU_SLOTS fails the type check until it is decided here.
 */
const MENU_PARTS = {
  options: optionsMenuPart,
  link: linkMenuPart,
  media: mediaMenuPart,
  bulkUploader: bulkUploaderMenuPart,
  translation: translationMenuPart,
  collection: collectionMenuPart,
  fieldVisibility: fieldVisibilityMenuPart,
  groupPlacement: groupPlacementMenuPart,
  languageVisibility: languageVisibilityMenuPart,
  // The edit-page link shows beside the team card in the page itself (panels/edit-page-links.tsx), not in the menu.
  editPageLink: null,
} satisfies Record<MenuSlot, MenuPart | null>;

/** The parts of the context menu that apply to `item`, in the spec's slot order. */
export const menuPartsFor = (item: EditableItem) => partsFor(MENU_PARTS, item);
