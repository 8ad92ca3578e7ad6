import { describe, expect, it } from "vitest";
import { folderImports, twoWayPairs } from "./editor-layers.mjs";

// The editor's folders form layers that import downward only (docs/editor.md); a pair that must stay two-way says
// why in a comment at its import, and there may be three at most (issue 44).
describe("the editor's layers", () => {
  const edges = folderImports();

  it("has at most three folder pairs that import each other", () => {
    expect(twoWayPairs(edges).length).toBeLessThanOrEqual(3);
  });

  it("keeps state/ at the bottom: it imports no other editor folder", () => {
    expect([...edges.keys()].filter((edge) => edge.startsWith("state -> "))).toEqual([]);
  });
});
