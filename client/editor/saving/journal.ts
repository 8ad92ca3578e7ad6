import { z } from "zod";
import { dataSaveSchema } from "../../../common/content-api";
import { localeSchema } from "../../../common/locales";

/**
 * The browser's journal of edits handed to a save and not yet confirmed by the server (decision 117): written before
 * the request goes out, removed when the server keeps the value. An entry the tab that wrote it never confirmed (the
 * tab was closed, the connection never came back) is replayed on the next visit of edit mode on this site. It holds
 * the save's body and the version it was based on, never a session secret. localStorage is per origin, and every
 * site has its own host: the journal is per site.
 */
const entryBase = {
  id: z.string(),
  /** The tab that wrote it (client/editor/api/client.ts TAB_ID): an entry of a tab still open is that tab's. */
  tab: z.string(),
  host: z.string(),
  /** The page the edit was made on (empty for the site's settings). */
  pageId: z.string(),
  /** What was saved (a field, a block, a page's menu values, the settings), and the language of a field's text. */
  itemId: z.string(),
  locale: localeSchema.nullable(),
  /** What the owner typed, as the conflict prompt shows it. */
  mine: z.string(),
  at: z.number(),
};
/** A field's text or a block's options: the POST /data body; its `version` is the one the edit was based on. */
const dataEntrySchema = z.object({ ...entryBase, kind: z.enum(["field", "option"]), save: dataSaveSchema });
/**
 * A page-menu or settings save: the leaves it changed with their values before (common/editor/changes.ts), replayed
 * leaf by leaf on what the server holds by then. A page's password is never journaled.
 */
const changesEntrySchema = z.object({
  ...entryBase,
  kind: z.enum(["pageInfo", "settings"]),
  changes: z
    .array(z.object({ path: z.array(z.string().max(60)).min(1).max(6), before: z.json(), after: z.json() }))
    .min(1)
    .max(100),
});
const journalEntrySchema = z.discriminatedUnion("kind", [dataEntrySchema, changesEntrySchema]);
export type JournalEntry = z.input<typeof journalEntrySchema>;
export type DataEntry = z.input<typeof dataEntrySchema>;
export type ChangesEntry = z.input<typeof changesEntrySchema>;

const KEY = "editor-journal";
const entriesSchema = z.array(journalEntrySchema);

/** Every entry of this origin (an unreadable journal counts as empty: it never blocks the editor). */
export function readJournal(storage: Storage = localStorage): JournalEntry[] {
  try {
    const parsed = entriesSchema.safeParse(JSON.parse(storage.getItem(KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

function write(entries: JournalEntry[], storage: Storage): void {
  try {
    if (entries.length === 0) storage.removeItem(KEY);
    else storage.setItem(KEY, JSON.stringify(entries));
  } catch (error) {
    // A full or blocked storage: the save itself still goes out and is retried while the tab is open.
    console.warn("editor journal not written", error);
  }
}

/** Adds (or replaces, by id) an entry. */
export function writeEntry(entry: JournalEntry, storage: Storage = localStorage): void {
  write([...readJournal(storage).filter((e) => e.id !== entry.id), entry], storage);
}

/** Removes entries by id. */
export function removeEntries(ids: readonly string[], storage: Storage = localStorage): void {
  if (ids.length === 0) return;
  write(
    readJournal(storage).filter((e) => !ids.includes(e.id)),
    storage,
  );
}

/** The key of what an entry saves: sends of one key go out one after another, the last one counts. */
const entryKey = (entry: Pick<JournalEntry, "itemId" | "locale">): string => `${entry.itemId}:${entry.locale ?? "-"}`;

/**
 * The entries no open tab owns (`alive`: the tabs still open), grouped by what they save, oldest first within a group:
 * the last of a group is what the owner typed last; the earlier ones may have reached the server unconfirmed.
 */
export function orphans(entries: readonly JournalEntry[], alive: ReadonlySet<string>, host: string): JournalEntry[][] {
  const groups = new Map<string, JournalEntry[]>();
  for (const entry of [...entries].sort((a, b) => a.at - b.at)) {
    if (alive.has(entry.tab) || entry.host !== host) continue;
    const key = entryKey(entry);
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  return [...groups.values()];
}
