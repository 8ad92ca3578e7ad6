import { fieldStateSchema } from "../../../common/content";
import { MARKER } from "../../../common/editor/markers";
import type { SavedItem } from "../../../common/presence/messages";
import { historyApi } from "../api/history";
import { TEXT_CONTENT_TYPES } from "../fields/text-field";
import { groupOfField } from "../page/item-data";
import { showBlocksInPlace } from "../saving/blocks-in-place";
import { setVersion, versionOf } from "../state/item-versions";
import { refreshPageStatus } from "../saving/page-status";
import { hasTyped } from "../saving/leave-guard";
import { unsettledFields } from "../saving/unsettled";
import { emit, on } from "../state/events";
import { fieldBeingEdited } from "../selection/attach";
import { elementOfItem } from "../page/markers";
import { session } from "../i18n/session";

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
  emit("fieldShown", { fieldId, locale: boot.locale, text: value?.text ?? null, json: value?.json ?? null });
}

/**
 * Saves announced while this tab held the item back (its field being edited, or its own value waiting for the
 * server or the conflict prompt), by item: shown once the field is left (decision 113).
 */
const held = new Map<string, SavedItem>();

/**
 * What this tab must not overwrite: the field being edited (unless `left`: its editor just finished with nothing
 * unsaved in it), fields whose own value waits for the server or the conflict prompt, and the blocks around them.
 */
function holding(left: string | null) {
  const caret = fieldBeingEdited();
  const fields = new Set(unsettledFields());
  // A text field with the caret but nothing typed since its last save shows what was saved elsewhere at once: its
  // owner is not changing it (decision 117; the losing window of a conflict takes the winner's text this way).
  const caretElement = caret ? elementOfItem(caret) : null;
  const idle = caretElement !== null && TEXT_CONTENT_TYPES.includes(caretElement.getAttribute(MARKER.contentType) ?? "") && !hasTyped(caretElement);
  if (caret && caret !== left && !idle) fields.add(caret);
  const blocks = new Set([...fields].map(groupOfField).filter((id) => id !== null));
  return { field: (id: string) => fields.has(id), block: (id: string | null) => id !== null && blocks.has(id) };
}

/**
 * A save made in another tab or by another editor (the presence room announced it): this page shows it without
 * reloading (decision 077). A text field is fetched and shown; any other change renders its block again in place
 * (rich text, media, options, status); a new or moved block brings the page's order. The field this tab is editing
 * is left alone, and so is a field whose own value still waits for the server or the conflict prompt: saving it
 * meets the newer version and the conflict prompt decides. A block with such a field is not rendered again either
 * (the edit would be lost). Held-back saves are remembered and shown when the field is left (`catchUp`).
 */
export async function showSavedElsewhere(saved: SavedItem, left: string | null = null): Promise<void> {
  const hold = holding(left);
  if (saved.itemType === "field") {
    const element = elementOfItem(saved.itemId);
    if (!element || shown(saved.itemId, saved.version)) return;
    const group = groupOfField(saved.itemId);
    if (TEXT_CONTENT_TYPES.includes(element.getAttribute(MARKER.contentType) ?? "")) {
      if (hold.field(saved.itemId)) held.set(saved.itemId, saved);
      else await showText(saved.itemId);
    } else if (hold.field(saved.itemId) || hold.block(group)) held.set(saved.itemId, saved);
    else if (group) await showBlocksInPlace([group]);
  } else if (saved.itemType === "group") {
    if (shown(saved.itemId, saved.version)) return;
    if (hold.block(saved.itemId)) held.set(saved.itemId, saved);
    else await showBlocksInPlace([saved.itemId], { addedElsewhere: true });
  } else if (saved.version === null) {
    // A block added or moved: the page's order, and the blocks this page does not show yet.
    await showBlocksInPlace([], { addedElsewhere: true });
  }
  void refreshPageStatus();
}

/**
 * A field was left or settled: the saves held back meanwhile are shown now where nothing unsaved stands in the
 * way (the rest stay held). The same path as any announced save; one already shown (this tab's own newer save,
 * "keep mine", "take theirs") is skipped.
 */
async function catchUp(left: string | null): Promise<void> {
  const waiting = [...held.values()];
  held.clear();
  for (const saved of waiting) await showSavedElsewhere(saved, left);
}

/** Shows held-back saves whenever a field is left or settled (after the focus has moved on); returns an unsubscribe. */
export function catchUpWhenLeft(): () => void {
  return on("fieldLeft", (left) => {
    setTimeout(() => void catchUp(left).catch((error: unknown) => console.warn("presence: catching up failed", error)));
  });
}
