import { describe, expect, it } from "vitest";
import type { Navigation } from "../navigation";
import { findItem, moveContainer, moveItem, placeItem } from "./navigation-moves";

const item = (id: string) => ({ id, type: "page" as const, page: `page-${id}`, appearance: "default" as const });
const nav: Navigation = {
  containers: [
    { id: "main", label: { de: "Haupt" }, children: [item("a"), item("b")] },
    { id: "foot", label: { de: "Fuss" }, children: [item("c")] },
  ],
};
const ids = (n: Navigation) => n.containers.map((c) => c.children.map((i) => i.id));

describe("navigation moves (keyboard and drag and drop)", () => {
  it("moves an item within its container", () => {
    const moved = moveItem(nav, "b", "up");
    expect(ids(moved!.navigation)).toEqual([["b", "a"], ["c"]]);
    expect(moved!.place).toEqual({ container: 0, index: 0 });
  });

  it("crosses into the next container from the last place, and back into the previous one from the first", () => {
    const down = moveItem(nav, "b", "down")!;
    expect(ids(down.navigation)).toEqual([["a"], ["b", "c"]]);
    const up = moveItem(down.navigation, "b", "up")!;
    expect(ids(up.navigation)).toEqual([["a", "b"], ["c"]]);
    expect(up.place).toEqual({ container: 0, index: 1 });
  });

  it("goes nowhere past the first or last container", () => {
    expect(moveItem(nav, "a", "up")).toBeNull();
    expect(moveItem(nav, "c", "down")).toBeNull();
    expect(moveItem(nav, "missing", "down")).toBeNull();
  });

  it("places a dragged item at a given index of any container, keeping the others' order", () => {
    expect(ids(placeItem(nav, "a", "foot", 1))).toEqual([["b"], ["c", "a"]]);
    expect(ids(placeItem(nav, "c", "main", 0))).toEqual([["c", "a", "b"], []]);
    expect(placeItem(nav, "a", "nowhere", 0)).toBe(nav);
    expect(findItem(nav, "c")).toEqual({ container: 1, index: 0 });
  });

  it("reorders containers", () => {
    expect(moveContainer(nav, "foot", "up")!.containers.map((c) => c.id)).toEqual(["foot", "main"]);
    expect(moveContainer(nav, "main", "up")).toBeNull();
  });
});
