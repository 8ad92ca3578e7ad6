import { describe, expect, it } from "vitest";
import { applyScoreChange, isEntry } from "./score";

describe("applyScoreChange", () => {
  it("adds one stroke on plus", () => {
    expect(applyScoreChange(0, "plus")).toBe(1);
    expect(applyScoreChange(4, "plus")).toBe(5);
  });

  it("takes one stroke away on minus", () => {
    expect(applyScoreChange(3, "minus")).toBe(2);
  });

  it("never goes below 0", () => {
    expect(applyScoreChange(1, "minus")).toBe(0);
    expect(applyScoreChange(0, "minus")).toBe(0);
  });
});

describe("isEntry", () => {
  it("counts only scores above 0", () => {
    expect(isEntry({ score: 1 })).toBe(true);
    expect(isEntry({ score: 0 })).toBe(false);
  });
});
