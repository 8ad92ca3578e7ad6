/**
 * The context menu's parts: each module registers itself with registerMenuPart (menu/slots.ts) when imported.
 * Later issues add one import line here per part (options, link, media, bulkUploader, translation, collection,
 * fieldVisibility, groupPlacement, languageVisibility, editPageLink).
 */
import "../media/menu-parts";
import "../translation/translation-part";
import "../options/options-part";
import "../panels/collection-part";
import "../placement/placement-part";
import "../placement/visibility-parts";
import "../options/link-part";
