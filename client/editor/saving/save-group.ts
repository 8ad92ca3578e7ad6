import type { BlockType } from "../../../common/blocks/types";
import type { ItemStatus } from "../../../common/content";
import type { BlockPlace } from "../../../common/content-api";
import type { Locale } from "../../../common/locales";
import { groupApi } from "../api/groups";
import { editorStore } from "../state/store";
import { selectionAtom } from "../state/selection";
import { session } from "../i18n/session";
import { versionOf } from "../state/item-versions";
import { revealNewBlock } from "./new-block";
import { showChangedBlocks } from "./blocks-in-place";
import { refreshAfterChange } from "./refresh";
import { withToast } from "./toasts";

/**
 * The saving layer for blocks (groups) and visibility: each change goes through the content API under a status
 * toast (editor-side section 8), then the refresh rules apply. Block order, status, visibility and language
 * visibility are rendered by the server: the changed block is rendered again and swapped into the page in place
 * (saving/blocks-in-place.ts, decision 076); a change of the page's own languages reloads it. Each change carries
 * the version the page showed of its item (a stale one is refused with 409). A failure is shown, logged and
 * rethrown (withToast).
 */

/**
 * Adds a draft block of `type` at `place` (after a block, at the end or at the start) and shows it in place.
 * `remember` gets the new block's id first (should the page reload after all, it is scrolled to after the reload).
 */
export async function addBlock(type: BlockType, place: BlockPlace, remember: (id: string) => void): Promise<string> {
  const { boot, t } = session();
  const selectedAtAdd = editorStore.get(selectionAtom)?.id ?? null;
  const { id } = await withToast({ loading: t.picker.adding, success: t.picker.added, error: t.errorAddBlock }, () => groupApi.add(boot.pageId, type, place));
  remember(id);
  await showChangedBlocks([id]);
  await revealNewBlock(selectedAtAdd);
  return id;
}

/** Moves a block one place up or down. */
export async function moveBlock(groupId: string, direction: "up" | "down"): Promise<void> {
  const { boot, t } = session();
  const { moved } = await withToast({ loading: t.placement.moving, success: t.placement.moved, error: t.errorMoveBlock }, () =>
    groupApi.sort(boot.pageId, groupId, direction, versionOf(groupId)),
  );
  if (moved) await showChangedBlocks([groupId], { reveal: groupId });
}

/**
 * Removes a block: the server deletes a draft block at once (the caller asked first) and marks any other for
 * deletion. The toast names what happened.
 */
export async function removeBlock(groupId: string, draft: boolean): Promise<"deleted" | "markedForDeletion"> {
  const { boot, t } = session();
  const texts = draft
    ? { loading: t.placement.removing, success: t.placement.removed, error: t.errorRemoveBlock }
    : { loading: t.placement.removing, success: t.placement.marked, error: t.errorMarkBlock };
  const { result } = await withToast(texts, () => groupApi.remove(boot.pageId, groupId, versionOf(groupId)));
  // A deleted block leaves the page; one marked for deletion is shown marked.
  await showChangedBlocks([groupId]);
  return result;
}

/** Changes a block's status from `from` to `to` (restoring a block marked for deletion). */
export async function setBlockStatus(groupId: string, from: ItemStatus, to: ItemStatus): Promise<void> {
  const { boot, t } = session();
  await withToast({ loading: t.placement.restoring, success: t.placement.restored, error: t.errorSave }, () =>
    groupApi.status(boot.pageId, groupId, from, to, versionOf(groupId)),
  );
  await showChangedBlocks([groupId]);
}

/** Shows or hides fields of a block by name (group visibility). */
export async function setFieldsVisible(groupId: string, visibleFields: Record<string, boolean>): Promise<void> {
  const { boot, t } = session();
  await withToast({ loading: t.saving, success: t.saved, error: t.errorSave }, () =>
    groupApi.visibility(boot.pageId, groupId, visibleFields, versionOf(groupId)),
  );
  await showChangedBlocks([groupId]);
}

/** Hides (or shows) one field. */
export async function setFieldVisible(groupId: string, fieldId: string, fieldName: string, visible: boolean): Promise<void> {
  const { t } = session();
  await withToast({ loading: t.saving, success: t.saved, error: t.errorSave }, () =>
    groupApi.fieldVisibility(groupId, fieldId, fieldName, visible, versionOf(fieldId)),
  );
  await showChangedBlocks([groupId]);
}

/** Sets the languages a block or the page is hidden in (language visibility). */
export async function setDisallowedLanguages(item: { type: "group" | "page"; id: string }, disallowed: Locale[]): Promise<void> {
  const { boot, t } = session();
  const save = (): Promise<unknown> =>
    item.type === "group"
      ? groupApi.languages(boot.pageId, item.id, disallowed, versionOf(item.id))
      : groupApi.pageLanguages(item.id, boot.locale, disallowed, versionOf(item.id));
  await withToast({ loading: t.saving, success: t.saved, error: t.errorSave }, save);
  if (item.type === "group") await showChangedBlocks([item.id], {}, ["translationStatus"]);
  else await refreshAfterChange(["pageData", "pageStatus", "translationStatus"]);
}
