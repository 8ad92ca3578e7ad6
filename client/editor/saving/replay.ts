import { toast } from "sonner";
import { fieldStateSchema } from "../../../common/content";
import { MARKER } from "../../../common/editor/markers";
import { contentApi } from "../api/content";
import { TAB_ID } from "../api/client";
import { groupOfField } from "../page/item-data";
import { elementOfItem } from "../page/markers";
import { session } from "../i18n/session";
import { showBlocksInPlace } from "./blocks-in-place";
import { askConflict, type Conflict, conflictOf } from "./conflict";
import { type ChangesEntry, type DataEntry, type JournalEntry, orphans, readJournal, removeEntries, writeEntry } from "./journal";
import { setVersion } from "../state/item-versions";
import { deliver, forget } from "./outbox";
import { landedAlready, shownText, showField } from "./save-field";
import { combineChanges } from "../../../common/editor/changes";
import { editPathOf } from "../../../common/edit-path";
import { targetOf } from "./change-targets";
import { whenNothingUnsaved } from "./leave-guard";
import { reloadPage } from "./refresh";
import { saveChanges } from "./save-changes";
import { optionsLandedAlready } from "./save-options";

/**
 * The next visit of edit mode on a site replays the edits its journal still holds from a tab that is gone (closed,
 * or its connection never came back): each saved when the version it was based on is still current, otherwise the
 * conflict prompt with both texts (decision 117). Every open tab holds a Web Lock named after it, so a tab still
 * open keeps its own entries.
 */
const LOCK_PREFIX = "editor-tab:";

/** Holds this tab's lock for as long as the page lives. */
export function holdTabLock(): void {
  void navigator.locks?.request(`${LOCK_PREFIX}${TAB_ID}`, () => new Promise(() => undefined)).catch(() => undefined);
}

async function aliveTabs(): Promise<Set<string>> {
  const held = (await navigator.locks?.query().catch(() => null))?.held ?? [];
  return new Set([TAB_ID, ...held.map((lock) => lock.name?.slice(LOCK_PREFIX.length) ?? "")]);
}

/** Whether the server's current value (a 409's) already is what `entry` carries. */
function landed(entry: DataEntry, current: Conflict): boolean {
  const { data } = entry.save;
  if (entry.kind === "option") return optionsLandedAlready(current.value, data.options ?? {});
  return entry.locale !== null && landedAlready(current, entry.locale, data.content?.[entry.locale] ?? null);
}

/** Shows a replayed value on this page, if its item is here. */
async function showHere(entry: DataEntry): Promise<void> {
  const element = elementOfItem(entry.itemId);
  if (!element) return;
  const value = entry.locale ? entry.save.data.content?.[entry.locale] : undefined;
  const plainText = entry.kind === "field" && entry.locale && !value?.json && element.getAttribute(MARKER.contentType) !== "localizedRichText";
  if (plainText && entry.locale) showField({ fieldId: entry.itemId, locale: entry.locale, text: value?.text ?? null, json: null });
  else await showBlocksInPlace([entry.kind === "option" ? entry.itemId : (groupOfField(entry.itemId) ?? entry.itemId)]);
}

/** Sends one entry (based on `version`), taking an earlier attempt of its own that reached the server as saved. */
function replay(entry: DataEntry, earlier: readonly DataEntry[], version = entry.save.version): Promise<void> {
  const { t } = session();
  const key = `${entry.itemId}:${entry.locale ?? "options"}`;
  return deliver({
    key,
    itemId: entry.itemId,
    texts: { loading: t.saving, success: t.saved, error: t.errorSave },
    entry,
    send: async () => {
      let based = version;
      for (;;) {
        try {
          const answer = await contentApi.saveData({ ...entry.save, version: based });
          setVersion(entry.itemId, answer.version);
          return;
        } catch (error) {
          const conflict = conflictOf(error);
          if (conflict && landed(entry, conflict)) return setVersion(entry.itemId, conflict.version);
          // The server holds an earlier edit of this owner's own that was never confirmed: this one follows it.
          if (conflict && based !== conflict.version && earlier.some((e) => landed(e, conflict))) based = conflict.version;
          else throw error;
        }
      }
    },
  });
}

let replayed = false;

/** Replays what the journal holds from tabs that are gone; called once when edit mode starts. */
export async function replayJournal(): Promise<void> {
  if (replayed) return;
  replayed = true;
  const groups = orphans(readJournal(), await aliveTabs(), location.host);
  const { t } = session();
  let saved = 0;
  let reload = false;
  for (const group of groups) {
    const changed = group.filter(isChangesEntry);
    if (changed.length > 0) {
      if (await replayChanges(changed)) {
        saved++;
        reload ||= changed[0]?.kind === "settings" || changed[0]?.pageId === session().boot.pageId;
      }
      continue;
    }
    const data = group.filter((entry): entry is DataEntry => !isChangesEntry(entry));
    const last = data.at(-1);
    if (!last) continue;
    const earlier = data.slice(0, -1);
    // Taken over by this tab first, so a tab opened meanwhile does not replay them as well.
    const mine = { ...last, tab: TAB_ID };
    writeEntry(mine);
    removeEntries(earlier.map((e) => e.id));
    try {
      await replay(mine, earlier);
      saved++;
      await showHere(mine);
    } catch (error) {
      const conflict = conflictOf(error);
      if (!conflict) continue;
      const theirsValue = fieldValueOf(conflict, mine);
      askConflict(
        conflict,
        {
          keepMine: () => replay(mine, [], conflict.version).then(() => showHere(mine)),
          takeTheirs: () => {
            forget(mine);
            setVersion(mine.itemId, conflict.version);
            void showHere({ ...mine, save: { ...mine.save, data: { ...mine.save.data, content: theirsValue } } });
          },
        },
        { mine: mine.mine, theirs: shownText(theirsValue?.[mine.locale ?? "de"] ?? null) },
      );
    }
  }
  if (saved > 0) toast.success(t.journalReplayed(saved));
  // A replayed settings or page-menu change shows on the rendered page only (its chrome, its address).
  if (reload) await showPageAgain();
}

const isChangesEntry = (entry: JournalEntry): entry is ChangesEntry => entry.kind === "pageInfo" || entry.kind === "settings";

/**
 * Replays a closed tab's page-menu or settings saves of one object as one: per leaf the value before the first and
 * after the last (common/editor/changes.ts), written where nobody else changed it since. Resolves to whether the
 * server holds them now; a leaf someone else changed asks (the prompt stays, the entry with it).
 */
async function replayChanges(group: readonly ChangesEntry[]): Promise<boolean> {
  const last = group.at(-1);
  const changes = combineChanges(group.flatMap((entry) => entry.changes));
  if (!last) return false;
  removeEntries(group.filter((entry) => entry.id !== last.id).map((entry) => entry.id));
  if (changes.length === 0) {
    removeEntries([last.id]);
    return false;
  }
  const { boot, t } = session();
  const entry: ChangesEntry = { ...last, tab: TAB_ID, changes: changes as ChangesEntry["changes"] };
  writeEntry(entry);
  try {
    await saveChanges(targetOf(entry, boot.locale), changes, {
      held: null,
      entry,
      texts: { loading: t.saving, success: t.saved, error: t.errorSave },
      onMine: () => undefined,
      onTheirs: () => undefined,
    });
    return true;
  } catch {
    return false;
  }
}

/** Loads this page again, at its current address in this language (a replayed address change moved it). */
async function showPageAgain(): Promise<void> {
  const { boot } = session();
  const info = await contentApi.pageInfo(boot.pageId, boot.locale).catch(() => null);
  const path = info && editPathOf(info.path, [boot.locale]);
  if (path && path !== location.pathname) whenNothingUnsaved(() => location.assign(`${path}${location.search}`));
  else reloadPage();
}

/** The current content of a field from a 409, shaped like a save's content (undefined for options). */
function fieldValueOf(conflict: Conflict, entry: DataEntry) {
  const current = fieldStateSchema.safeParse(conflict.value);
  if (entry.kind !== "field" || !entry.locale || !current.success) return undefined;
  return { [entry.locale]: current.data.content[entry.locale] ?? { text: null } };
}
