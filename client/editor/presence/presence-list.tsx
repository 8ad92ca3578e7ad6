import { useEffect } from "react";
import { fieldStateSchema } from "../../../common/content";
import type { SavedItem } from "../../../common/presence/messages";
import { historyApi } from "../api/history";
import { setVersion, versionOf } from "../saving/item-versions";
import { showField } from "../saving/save-field";
import { session } from "../state/store";
import { joinRoom } from "./room";

/** Another editor saved: a field this page shows is fetched again and shown (when the save is newer than ours). */
async function refreshItem(saved: SavedItem): Promise<void> {
  const known = versionOf(saved.itemId);
  if (saved.itemType !== "field" || known === undefined || (saved.version !== null && saved.version <= known)) return;
  const current = await historyApi.item(saved.itemId);
  const field = fieldStateSchema.safeParse(current.value);
  if (!field.success) return;
  const { boot } = session();
  setVersion(saved.itemId, current.version);
  const value = field.data.content[boot.locale];
  showField({ fieldId: saved.itemId, locale: boot.locale, text: value?.text ?? null, json: value?.json ?? null });
}

/**
 * Joins the page's presence room while edit mode is open (decision 023); the others are shown by PresenceChip,
 * inside the editor's bar.
 */
export function PresenceList() {
  useEffect(() => joinRoom((saved) => void refreshItem(saved).catch((error: unknown) => console.warn("presence: refresh failed", error))), []);
  return null;
}
