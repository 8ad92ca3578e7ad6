import { describe, expect, it } from "vitest";
import { type Navigation, navigationSchema } from "../navigation";
import { projectDrop, dropItem } from "./navigation-drop";
import { findItem, indentItem, moveContainer, moveItem, outdentItem, removeItem, setAppearance } from "./navigation-moves";

const item = (id: string, children: string[] = []) => ({
  id,
  type: "page" as const,
  page: `page-${id}`,
  appearance: "default" as const,
  children: children.map((c) => ({ id: c, type: "page" as const, page: `page-${c}`, appearance: "default" as const })),
});
const nav: Navigation = {
  containers: [
    { id: "main", label: { de: "Haupt" }, children: [item("a"), item("b")] },
    { id: "foot", label: { de: "Fuss" }, children: [item("c")] },
  ],
};
/** A navigation with sub-items: main [a, b > (b1, b2), d], foot [c > (c1)]. */
const tree: Navigation = {
  containers: [
    { id: "main", label: { de: "Haupt" }, children: [item("a"), item("b", ["b1", "b2"]), item("d")] },
    { id: "foot", label: { de: "Fuss" }, children: [item("c", ["c1"])] },
  ],
};
/** Each container as ids, a parent's sub-items in brackets after it. */
const ids = (n: Navigation) => n.containers.map((c) => c.children.flatMap((i) => (i.children.length ? [i.id, i.children.map((s) => s.id)] : [i.id])));

describe("navigation moves (keyboard)", () => {
  it("moves an item within its container", () => {
    const moved = moveItem(nav, "b", "up");
    expect(ids(moved!.navigation)).toEqual([["b", "a"], ["c"]]);
    expect(moved!.place).toEqual({ container: 0, parent: null, index: 0 });
  });

  it("crosses into the next container from the last place, and back into the previous one from the first", () => {
    const down = moveItem(nav, "b", "down")!;
    expect(ids(down.navigation)).toEqual([["a"], ["b", "c"]]);
    const up = moveItem(down.navigation, "b", "up")!;
    expect(ids(up.navigation)).toEqual([["a", "b"], ["c"]]);
    expect(up.place).toEqual({ container: 0, parent: null, index: 1 });
  });

  it("goes nowhere past the first or last container", () => {
    expect(moveItem(nav, "a", "up")).toBeNull();
    expect(moveItem(nav, "c", "down")).toBeNull();
    expect(moveItem(nav, "missing", "down")).toBeNull();
  });

  it("moves a parent with its sub-items, and a sub-item among its siblings", () => {
    expect(ids(moveItem(tree, "b", "up")!.navigation)).toEqual([
      ["b", ["b1", "b2"], "a", "d"],
      ["c", ["c1"]],
    ]);
    const sub = moveItem(tree, "b2", "up")!;
    expect(ids(sub.navigation)).toEqual([
      ["a", "b", ["b2", "b1"], "d"],
      ["c", ["c1"]],
    ]);
    expect(sub.place).toEqual({ container: 0, parent: 1, index: 0 });
  });

  it("takes a sub-item at an end into the neighbouring item's sub-items, across containers too, keeping its level", () => {
    expect(ids(moveItem(tree, "b1", "up")!.navigation)).toEqual([
      ["a", ["b1"], "b", ["b2"], "d"],
      ["c", ["c1"]],
    ]);
    const down = moveItem(tree, "b2", "down")!;
    expect(ids(down.navigation)).toEqual([
      ["a", "b", ["b1"], "d", ["b2"]],
      ["c", ["c1"]],
    ]);
    expect(down.place).toEqual({ container: 0, parent: 2, index: 0 });
    expect(ids(moveItem(tree, "c1", "up")!.navigation)).toEqual([["a", "b", ["b1", "b2"], "d", ["c1"]], ["c"]]);
    expect(moveItem(tree, "c1", "down")).toBeNull();
  });

  it("indents an item under the item above it (as its last sub-item) and outdents it right after its parent", () => {
    const indented = indentItem(tree, "d")!;
    expect(ids(indented.navigation)).toEqual([
      ["a", "b", ["b1", "b2", "d"]],
      ["c", ["c1"]],
    ]);
    expect(indented.place).toEqual({ container: 0, parent: 1, index: 2 });
    const out = outdentItem(tree, "b1")!;
    expect(ids(out.navigation)).toEqual([
      ["a", "b", ["b2"], "b1", "d"],
      ["c", ["c1"]],
    ]);
    expect(out.place).toEqual({ container: 0, parent: null, index: 2 });
    // The saved shape stays valid: sub-items carry no `children`.
    expect(navigationSchema.safeParse(indented.navigation).success).toBe(true);
    expect(navigationSchema.safeParse(out.navigation).success).toBe(true);
  });

  it("refuses to indent the first item, a sub-item or an item holding sub-items, and to outdent a top-level item", () => {
    expect(indentItem(tree, "a")).toBeNull();
    expect(indentItem(tree, "b2")).toBeNull();
    expect(indentItem(tree, "b")).toBeNull();
    expect(outdentItem(tree, "a")).toBeNull();
    expect(findItem(tree, "c1")).toEqual({ container: 1, parent: 0, index: 0 });
  });

  it("reorders containers", () => {
    expect(moveContainer(nav, "foot", "up")!.containers.map((c) => c.id)).toEqual(["foot", "main"]);
    expect(moveContainer(nav, "main", "up")).toBeNull();
  });
});

describe("navigation drag and drop (sortable-tree projection)", () => {
  const INDENT = 24;
  it("places a dragged item at any container's place, keeping the others' order", () => {
    expect(ids(dropItem(nav, "a", { containerId: "foot", index: 1, depth: 0 }))).toEqual([["b"], ["c", "a"]]);
    expect(ids(dropItem(nav, "c", { containerId: "main", index: 0, depth: 0 }))).toEqual([["c", "a", "b"], []]);
    expect(dropItem(nav, "a", { containerId: "nowhere", index: 0, depth: 0 })).toBe(nav);
  });

  it("nests an item dragged one step right in place under the item above, and un-nests it dragged left", () => {
    expect(projectDrop(tree, "d", "d", INDENT, INDENT)).toEqual({ containerId: "main", index: 4, depth: 1 });
    expect(projectDrop(tree, "d", "d", 10, INDENT)).toEqual({ containerId: "main", index: 4, depth: 0 });
    expect(ids(dropItem(tree, "d", projectDrop(tree, "d", "d", 30, INDENT)!))).toEqual([
      ["a", "b", ["b1", "b2", "d"]],
      ["c", ["c1"]],
    ]);
    // b2 is last under b: dragged left it leaves b and follows it.
    expect(ids(dropItem(tree, "b2", projectDrop(tree, "b2", "b2", -INDENT, INDENT)!))).toEqual([
      ["a", "b", ["b1"], "b2", "d"],
      ["c", ["c1"]],
    ]);
  });

  it("bounds the depth by the rows around the place", () => {
    // The first row cannot be nested; a row before a sub-item must be one (it would take the sub-item away).
    expect(projectDrop(tree, "a", "a", 100, INDENT)!.depth).toBe(0);
    expect(projectDrop(tree, "b1", "b1", -100, INDENT)).toEqual({ containerId: "main", index: 2, depth: 1 });
    // An item holding sub-items stays top-level, and cannot go between a parent and its sub-items.
    expect(projectDrop(tree, "b", "d", 100, INDENT)).toEqual({ containerId: "main", index: 2, depth: 0 });
    expect(projectDrop(tree, "c", "b1", 0, INDENT)).toBeNull();
    expect(ids(dropItem(tree, "b", { containerId: "main", index: 2, depth: 0 }))).toEqual([
      ["a", "d", "b", ["b1", "b2"]],
      ["c", ["c1"]],
    ]);
  });

  it("drops over another row: after it moving down in its container, before it otherwise; over a container at its end", () => {
    expect(projectDrop(tree, "a", "d", 0, INDENT)).toEqual({ containerId: "main", index: 4, depth: 0 });
    expect(projectDrop(tree, "d", "a", 0, INDENT)).toEqual({ containerId: "main", index: 0, depth: 0 });
    expect(projectDrop(tree, "a", "c1", INDENT, INDENT)).toEqual({ containerId: "foot", index: 1, depth: 1 });
    expect(ids(dropItem(tree, "a", projectDrop(tree, "a", "c1", INDENT, INDENT)!))).toEqual([
      ["b", ["b1", "b2"], "d"],
      ["c", ["a", "c1"]],
    ]);
    expect(projectDrop(tree, "a", "foot", 0, INDENT)).toEqual({ containerId: "foot", index: 2, depth: 0 });
    expect(projectDrop(tree, "a", "nowhere", 0, INDENT)).toBeNull();
  });

  it("keeps parsing a stored navigation without sub-items, and refuses a third level naming the field", () => {
    const stored = { containers: [{ id: "m", label: {}, children: [{ id: "x", type: "page", page: "p" }] }] };
    expect(navigationSchema.parse(stored).containers[0]!.children[0]!.children).toEqual([]);
    const deep = {
      containers: [{ id: "m", label: {}, children: [{ id: "x", type: "page", page: "p", children: [{ id: "y", type: "page", page: "q", children: [] }] }] }],
    };
    const issue = navigationSchema.safeParse(deep).error!.issues[0]!;
    expect(issue.path.join(".")).toBe("containers.0.children.0.children.0.children");
  });
});

describe("navigation edits", () => {
  it("removes an item, a parent's sub-items taking its place; sets the appearance at either level", () => {
    expect(ids(removeItem(tree, "b"))).toEqual([
      ["a", "b1", "b2", "d"],
      ["c", ["c1"]],
    ]);
    expect(ids(removeItem(tree, "c1"))).toEqual([["a", "b", ["b1", "b2"], "d"], ["c"]]);
    expect(setAppearance(tree, "b2", "button").containers[0]!.children[1]!.children[1]!.appearance).toBe("button");
    expect(navigationSchema.safeParse(removeItem(tree, "b")).success).toBe(true);
  });
});
