import { fieldStateSchema } from "../../../common/content";
import { MARKER } from "../../../common/editor/markers";
import type { SavedItem } from "../../../common/presence/messages";
import { historyApi } from "../api/history";
import { TEXT_CONTENT_TYPES } from "../fields/text-field";
import { groupOfField } from "../placement/item-data";
import { showBlocksInPlace } from "../saving/blocks-in-place";
import { setVersion, versionOf } from "../saving/item-versions";
import { refreshPageStatus } from "../saving/page-status";
import { showField } from "../saving/save-field";
import { fieldBeingEdited } from "../selection/attach";
import { elementOfItem } from "../selection/markers";
import { session } from "../state/store";

/** Whether this tab already shows `version` of the item (a save it made, or one it has shown). */
const shown = (id: string, version: number | null) => {
  const known = versionOf(id);
  return known !== undefined && version !== null && version <= known;
};

/** A text field saved elsewhere: its value is fetched and shown (undo keeps working on it). */
async function showText(fieldId: string): Promise<void> {
  const current = await historyApi.item(fieldId);
  const field = fieldStateSchema.safeParse(current.value);
  if (!field.success) return;
  const { boot } = session();
  setVersion(fieldId, current.version);
  const value = field.data.content[boot.locale];
  showField({ fieldId, locale: boot.locale, text: value?.text ?? null, json: value?.json ?? null });
}

/**
 * A save made in another tab or by another editor (the presence room announced it): this page shows it without
 * reloading (decision 077). A text field is fetched and shown; any other change renders its block again in place
 * (rich text, media, options, status); a new or moved block brings the page's order. The field this tab is editing
 * is left alone: saving it meets the newer version and the conflict prompt decides. A block with a field being
 * edited is not rendered again either (the edit would be lost); its own save brings it up to date.
 */
export async function showSavedElsewhere(saved: SavedItem): Promise<void> {
  const editing = fieldBeingEdited();
  const editingBlock = editing ? groupOfField(editing) : null;
  if (saved.itemType === "field") {
    const element = elementOfItem(saved.itemId);
    if (!element || shown(saved.itemId, saved.version) || editing === saved.itemId) return;
    if (TEXT_CONTENT_TYPES.includes(element.getAttribute(MARKER.contentType) ?? "")) await showText(saved.itemId);
    else {
      const group = groupOfField(saved.itemId);
      if (group && group !== editingBlock) await showBlocksInPlace([group]);
    }
  } else if (saved.itemType === "group") {
    if (shown(saved.itemId, saved.version) || saved.itemId === editingBlock) return;
    await showBlocksInPlace([saved.itemId], { addedElsewhere: true });
  } else if (saved.version === null) {
    // A block added or moved: the page's order, and the blocks this page does not show yet.
    await showBlocksInPlace([], { addedElsewhere: true });
  }
  void refreshPageStatus();
}
