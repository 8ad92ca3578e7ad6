import { describe, expect, it } from "vitest";
import { applyChanges, changesBetween, combineChanges, mergeChanges, sameJson, valueAt, withValueAt } from "./changes";

describe("whole-object saves as changed leaves (decision 117)", () => {
  it("finds the leaves that differ, lists counting as one leaf", () => {
    const before = { footer: { street: "Marktgasse 1", city: "Winterthur" }, languages: ["de"], editor: { locale: "de" } };
    const after = { footer: { street: "Marktgasse 12", city: "Winterthur" }, languages: ["de", "fr"], editor: { locale: "de" } };
    expect(changesBetween(before, after)).toEqual([
      { path: ["footer", "street"], before: "Marktgasse 1", after: "Marktgasse 12" },
      { path: ["languages"], before: ["de"], after: ["de", "fr"] },
    ]);
    expect(changesBetween(before, structuredClone(before))).toEqual([]);
  });

  it("treats a missing value as null and ignores the order of keys", () => {
    expect(sameJson({ a: 1, b: null }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: [] }, { a: {} })).toBe(false);
  });

  it("reads and sets a path without touching the rest", () => {
    const value = { a: { b: 1, c: 2 }, d: 3 };
    const next = withValueAt(value, ["a", "b"], 5);
    expect(next).toEqual({ a: { b: 5, c: 2 }, d: 3 });
    expect(value.a.b).toBe(1);
    expect(valueAt(next, ["a", "b"])).toBe(5);
    expect(valueAt(next, ["x", "y"])).toBeUndefined();
    expect(withValueAt({}, ["name", "fr"], "Lunettes")).toEqual({ name: { fr: "Lunettes" } });
    // A value that was missing before is null, so the change survives JSON (the journal).
    expect(changesBetween({ name: { de: "Brillen" } }, { name: { de: "Brillen", fr: "Lunettes" } })).toEqual([
      { path: ["name", "fr"], before: null, after: "Lunettes" },
    ]);
  });

  it("combines edits of one leaf into the first value before and the last after, dropping one that went back", () => {
    const combined = combineChanges([
      { path: ["slug", "de"], before: "brillen", after: "brille" },
      { path: ["name", "de"], before: "Brillen", after: "Sonnenbrillen" },
      { path: ["slug", "de"], before: "brille", after: "sonnenbrillen" },
      { path: ["name", "de"], before: "Sonnenbrillen", after: "Brillen" },
    ]);
    expect(combined).toEqual([{ path: ["slug", "de"], before: "brillen", after: "sonnenbrillen" }]);
  });

  it("applies what nobody else changed, counts what already holds the owner's value as saved, and asks for the rest", () => {
    const changes = [
      { path: ["footer", "street"], before: "Marktgasse 1", after: "Marktgasse 12" },
      { path: ["footer", "city"], before: "Winterthur", after: "Winterthur-Seen" },
      { path: ["contact", "email"], before: "", after: "info@seeblick.example" },
    ];
    const current = { footer: { street: "Marktgasse 1", city: "Zürich" }, contact: { email: "info@seeblick.example" } };
    const { apply, conflicts } = mergeChanges(current, changes);
    expect(apply.map((c) => c.path)).toEqual([["footer", "street"]]);
    expect(conflicts.map((c) => c.path)).toEqual([["footer", "city"]]);
    expect(applyChanges(current, apply)).toEqual({ footer: { street: "Marktgasse 12", city: "Zürich" }, contact: { email: "info@seeblick.example" } });
  });
});
