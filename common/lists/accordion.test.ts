import { describe, expect, it } from "vitest";
import { accordionIds, focusTarget, toggleOpen } from "./accordion";

describe("one-at-a-time accordion", () => {
  it("opening an item closes the open one; activating the open one closes it", () => {
    let open: string | null = null;
    open = toggleOpen(open, "a");
    expect(open).toBe("a");
    open = toggleOpen(open, "b");
    expect(open).toBe("b");
    open = toggleOpen(open, "b");
    expect(open).toBeNull();
  });

  it("gives each item distinct, valid button and panel ids", () => {
    const a = accordionIds("jobs-block", "1f2e");
    const b = accordionIds("jobs-block", "9a9a");
    expect(a).toEqual({ button: "jobs-block-1f2e-button", panel: "jobs-block-1f2e-panel" });
    expect(new Set([a.button, a.panel, b.button, b.panel]).size).toBe(4);
    expect(accordionIds("x", "a b/c").panel).toBe("x-a-b-c-panel");
  });

  it("arrow keys wrap, Home and End jump, other keys do nothing", () => {
    expect(focusTarget("ArrowDown", 0, 3)).toBe(1);
    expect(focusTarget("ArrowDown", 2, 3)).toBe(0);
    expect(focusTarget("ArrowUp", 0, 3)).toBe(2);
    expect(focusTarget("Home", 2, 3)).toBe(0);
    expect(focusTarget("End", 0, 3)).toBe(2);
    expect(focusTarget("Enter", 0, 3)).toBeNull();
    expect(focusTarget("ArrowDown", 0, 0)).toBeNull();
  });
});
