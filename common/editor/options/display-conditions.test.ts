import { describe, expect, it } from "vitest";
import { conditionHolds, exclusiveSwitch, isOptionShown, shownChanges } from "./display-conditions";

describe("display conditions", () => {
  it("compare booleans for equality only", () => {
    expect(conditionHolds({ option: "a", operator: "=", value: true }, { a: true })).toBe(true);
    expect(conditionHolds({ option: "a", operator: "=", value: true }, { a: false })).toBe(false);
    expect(conditionHolds({ option: "a", operator: "=", value: false }, { a: false })).toBe(true);
    expect(conditionHolds({ option: "a", operator: "!=", value: true }, { a: false })).toBe(false);
    expect(conditionHolds({ option: "a", operator: ">", value: true }, { a: true })).toBe(false);
  });
  it("compare numbers with >, <, = and !=", () => {
    const values = { n: 3 };
    expect(conditionHolds({ option: "n", operator: ">", value: 2 }, values)).toBe(true);
    expect(conditionHolds({ option: "n", operator: ">", value: 3 }, values)).toBe(false);
    expect(conditionHolds({ option: "n", operator: "<", value: 4 }, values)).toBe(true);
    expect(conditionHolds({ option: "n", operator: "=", value: 3 }, values)).toBe(true);
    expect(conditionHolds({ option: "n", operator: "!=", value: 3 }, values)).toBe(false);
    expect(conditionHolds({ option: "n", operator: "!=", value: 1 }, values)).toBe(true);
  });
  it("are false for anything else: other types, a missing option, mixed kinds", () => {
    expect(conditionHolds({ option: "n", operator: ">", value: 2 }, { n: "3" })).toBe(false);
    expect(conditionHolds({ option: "n", operator: "=", value: 1 }, {})).toBe(false);
    expect(conditionHolds({ option: "b", operator: "=", value: true }, { b: "true" })).toBe(false);
    expect(conditionHolds({ option: "b", operator: "=", value: 1 }, { b: true })).toBe(false);
    expect(conditionHolds({ option: "n", operator: "=", value: Number.NaN }, { n: Number.NaN })).toBe(false);
  });
  it("show an option without a condition always", () => {
    expect(isOptionShown(undefined, {})).toBe(true);
  });
  it("leave hidden options out of a save", () => {
    const conditions = { location: { option: "showBranches", operator: "=" as const, value: true }, color: undefined };
    expect(shownChanges({ location: ["b1"], color: "primary" }, conditions, { showBranches: false })).toEqual({ color: "primary" });
    expect(shownChanges({ location: ["b1"] }, conditions, { showBranches: true })).toEqual({ location: ["b1"] });
  });
  it("keep the background overlay's triangle and bubble exclusive", () => {
    expect(exclusiveSwitch({ triangle: false, bubble: true }, "triangle", true, "bubble")).toEqual({ triangle: true, bubble: false });
    expect(exclusiveSwitch({ triangle: true, bubble: false }, "bubble", true, "triangle")).toEqual({ triangle: false, bubble: true });
    expect(exclusiveSwitch({ triangle: true, bubble: false }, "triangle", false, "bubble")).toEqual({ triangle: false, bubble: false });
  });
});
