import { describe, expect, it } from "vitest";
import { type JournalEntry, orphans, readJournal, removeEntries, writeEntry } from "./journal";

/** A Storage of the test's own (Node has no localStorage). */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

const entry = (id: string, tab: string, itemId: string, at: number, host = "localhost:5173"): JournalEntry => ({
  id,
  tab,
  host,
  pageId: "page-1",
  itemId,
  locale: "de",
  kind: "field",
  mine: id,
  save: { itemType: "field", linkId: itemId, version: 3, data: { content: { de: { text: id } } } },
  at,
});

describe("the editor's journal of unconfirmed saves", () => {
  it("keeps entries until they are removed, and reads an unreadable journal as empty", () => {
    const storage = memoryStorage();
    writeEntry(entry("a", "tab-1", "field-1", 1), storage);
    writeEntry(entry("b", "tab-1", "field-2", 2), storage);
    expect(readJournal(storage).map((e) => e.id)).toEqual(["a", "b"]);
    removeEntries(["a"], storage);
    expect(readJournal(storage).map((e) => e.id)).toEqual(["b"]);
    removeEntries(["b"], storage);
    expect(storage.length).toBe(0);
    storage.setItem("editor-journal", "{not json");
    expect(readJournal(storage)).toEqual([]);
    storage.setItem("editor-journal", JSON.stringify([{ id: "x" }]));
    expect(readJournal(storage)).toEqual([]);
  });

  it("gives the entries of closed tabs of this host, by field and language, oldest first", () => {
    const entries = [
      entry("late", "closed", "field-1", 30),
      entry("open-tab", "open", "field-1", 20),
      entry("early", "closed", "field-1", 10),
      entry("other-field", "closed", "field-2", 15),
      entry("other-site", "closed", "field-1", 5, "lausanne.localhost:5173"),
    ];
    const groups = orphans(entries, new Set(["open"]), "localhost:5173");
    expect(groups.map((group) => group.map((e) => e.id))).toEqual([["early", "late"], ["other-field"]]);
  });
});
