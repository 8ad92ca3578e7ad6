import { describe, expect, it } from "vitest";
import { emptyHistory, MERGE_WINDOW_MS, record, redo, undo } from "./undo-stack";

const step = (key: string, before: string, after: string, at: number) => ({ key, before, after, at });

describe("undo history", () => {
  it("undoes and redoes saves in order", () => {
    let h = record(record(emptyHistory<string>(), step("a", "1", "2", 0)), step("b", "x", "y", 10_000));
    const first = undo(h);
    expect(first?.step).toMatchObject({ key: "b", before: "x" });
    h = first!.history;
    expect(undo(h)?.step).toMatchObject({ key: "a", before: "1" });
    const again = redo(h);
    expect(again?.step).toMatchObject({ key: "b", after: "y" });
    expect(redo(again!.history)).toBeNull();
  });

  it("merges rapid saves of one field into one step that restores the first value", () => {
    const h = record(record(emptyHistory<string>(), step("a", "1", "2", 0)), step("a", "2", "3", MERGE_WINDOW_MS - 1));
    expect(h.past).toEqual([{ key: "a", before: "1", after: "3", at: MERGE_WINDOW_MS - 1 }]);
  });

  it("keeps saves of one field apart when they are slower than the merge window, or another field came between", () => {
    const slow = record(record(emptyHistory<string>(), step("a", "1", "2", 0)), step("a", "2", "3", MERGE_WINDOW_MS + 1));
    expect(slow.past).toHaveLength(2);
    const between = record(record(record(emptyHistory<string>(), step("a", "1", "2", 0)), step("b", "x", "y", 1)), step("a", "2", "3", 2));
    expect(between.past).toHaveLength(3);
  });

  it("drops the redo steps when a new save comes after an undo", () => {
    const h = undo(record(emptyHistory<string>(), step("a", "1", "2", 0)))!.history;
    expect(record(h, step("b", "x", "y", 5_000)).future).toEqual([]);
  });
});
