import { sameJson } from "../../../common/editor/changes";
import { shownChanges, type DisplayCondition } from "../../../common/editor/options/display-conditions";
import { contentApi } from "../api/content";
import { record } from "../state/undo-stack";
import { editorStore } from "../state/store";
import { historyAtom, type OptionSnapshot } from "../state/saves";
import { session } from "../i18n/session";
import { groupStateSchema } from "../../../common/content";
import { TAB_ID } from "../api/client";
import { conflictOf } from "./conflict";
import { setVersion, versionOf } from "../state/item-versions";
import type { JournalEntry } from "./journal";
import { deliver, forget } from "./outbox";
import { showChangedBlocks } from "./blocks-in-place";
import { withToast } from "./toasts";

/** One option change of a block: its key, type, label and the value before and after. */
type OptionEdit = Omit<OptionSnapshot, "value"> & { before: unknown; after: unknown };

/**
 * The saving layer for block options: skips an unchanged value, leaves out an option that its display condition
 * hides once the change is applied (hidden options are not saved), sends the rest through POST /data under the
 * status toast (based on the version the page showed: a stale one is refused with 409), records an undo step and
 * then shows the block rendered with its new options in place (editor-side section 4; decision 076).
 * Resolves to whether a request was made; rejects with the server's message (a refused value names the option).
 */
export async function saveOption(
  edit: OptionEdit,
  values: Record<string, unknown>,
  conditions: Record<string, DisplayCondition | undefined>,
): Promise<boolean> {
  if (sameJson(edit.before, edit.after)) return false;
  const after = { ...values, [edit.key]: edit.after };
  const options = shownChanges({ [edit.key]: { type: edit.type, value: edit.after, label: edit.label } }, conditions, after);
  if (Object.keys(options).length === 0) return false;
  await send(edit.groupId, options);
  const value = (v: unknown) => ({ kind: "option", option: { groupId: edit.groupId, key: edit.key, type: edit.type, label: edit.label, value: v } }) as const;
  // Recorded before the block is shown (the history outlives a reload too: history/kept-history.ts).
  editorStore.set(historyAtom, (history) =>
    record(history, { key: `option:${edit.groupId}:${edit.key}`, before: value(edit.before), after: value(edit.after), at: Date.now() }),
  );
  await showChangedBlocks([edit.groupId]);
  return true;
}

/** Saves a recorded option value again (undo, redo), then shows the block like any option change. */
export async function restoreOption(option: OptionSnapshot): Promise<void> {
  await send(option.groupId, { [option.key]: { type: option.type, value: option.value, label: option.label } });
  await showChangedBlocks([option.groupId]);
}

/** Whether a 409's current block already holds these option values (an unconfirmed earlier attempt landed). */
export function optionsLandedAlready(current: unknown, options: Record<string, Pick<OptionSnapshot, "value">>): boolean {
  const group = groupStateSchema.safeParse(current);
  return group.success && Object.entries(options).every(([key, option]) => sameJson(group.data.options[key]?.value, option.value));
}

/**
 * Sends block options through POST /data through the outbox (retried, journaled: decision 117), based on the
 * version the page showed when its turn comes.
 */
async function send(groupId: string, options: Record<string, Pick<OptionSnapshot, "type" | "value" | "label">>): Promise<void> {
  const { boot, t } = session();
  const entry: JournalEntry = {
    id: crypto.randomUUID(),
    tab: TAB_ID,
    host: location.host,
    pageId: boot.pageId,
    itemId: groupId,
    locale: null,
    kind: "option",
    mine: Object.values(options)
      .map((option) => `${option.label}: ${typeof option.value === "string" ? option.value : JSON.stringify(option.value)}`)
      .join(", "),
    save: { itemType: "group", linkId: groupId, version: versionOf(groupId), data: { options } },
    at: Date.now(),
  };
  await deliver({
    key: `${groupId}:options`,
    itemId: groupId,
    texts: { loading: t.options.saving, success: t.saved, error: t.errorSave },
    entry,
    send: async () => {
      try {
        const answer = await contentApi.saveData({ ...entry.save, version: versionOf(groupId) });
        setVersion(groupId, answer.version);
      } catch (error) {
        const conflict = conflictOf(error);
        if (!conflict || !optionsLandedAlready(conflict.value, options)) throw error;
        setVersion(groupId, conflict.version);
      }
    },
  }).catch((error: unknown) => {
    // A stale block: the page shows the options someone else saved; the journal keeps nothing to ask later.
    forget(entry);
    throw error;
  });
}

/**
 * Sets the medium of a block's media field (the media option): the field's medium when the block has the field,
 * else a new media field in the block. Then the block is shown with it in place.
 */
export async function saveBlockMedia(groupId: string, fieldName: string, fieldId: string | null, mediaId: string): Promise<void> {
  const { t } = session();
  const save = () =>
    fieldId
      ? contentApi.saveData({ itemType: "field", linkId: fieldId, version: versionOf(fieldId), data: { mediaId } })
      : contentApi.saveData({ itemType: "field", linkId: groupId, add: true, data: { name: fieldName, contentType: "media", mediaId } });
  await withToast({ loading: t.options.saving, success: t.saved, error: t.errorSave }, save);
  await showChangedBlocks([groupId]);
}
