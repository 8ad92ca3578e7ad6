import { describe, expect, it } from "vitest";
import { neighbour, sortEntries, toggleEntry } from "./collection-moves";

const entry = (id: string) => ({ id, name: { de: id }, status: "published" as const });
const collection = {
  collectionId: "c",
  collectionName: "team",
  kind: "team" as const,
  collectionType: "page" as const,
  items: [entry("a"), entry("b"), entry("c")],
  archive: [entry("z")],
};
const ids = (list: { id: string }[]) => list.map((e) => e.id);

describe("collection moves (optimistic updates of the collections editor)", () => {
  it("hiding moves an item to the end of the archive, showing moves it back to the end of the visible items", () => {
    const hidden = toggleEntry(collection, "a", "remove");
    expect([ids(hidden.items), ids(hidden.archive)]).toEqual([
      ["b", "c"],
      ["z", "a"],
    ]);
    const shown = toggleEntry(hidden, "z", "add");
    expect([ids(shown.items), ids(shown.archive)]).toEqual([["b", "c", "z"], ["a"]]);
    expect(toggleEntry(collection, "z", "remove")).toBe(collection);
  });

  it("the dragged item takes the place of the one it was dropped on", () => {
    expect(ids(sortEntries(collection.items, "c", "a"))).toEqual(["c", "a", "b"]);
    expect(ids(sortEntries(collection.items, "a", "c"))).toEqual(["b", "c", "a"]);
    expect(sortEntries(collection.items, "a", "missing")).toBe(collection.items);
  });

  it("a keyboard move swaps with the neighbour, none past the ends", () => {
    expect(neighbour(collection.items, "b", "up")).toBe("a");
    expect(neighbour(collection.items, "b", "down")).toBe("c");
    expect(neighbour(collection.items, "a", "up")).toBeNull();
    expect(neighbour(collection.items, "c", "down")).toBeNull();
  });
});
