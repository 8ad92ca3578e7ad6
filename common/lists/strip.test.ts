import { describe, expect, it } from "vitest";
import { STRIP_VISIBLE, stripArrowState, stripHasArrows, stripMaxIndex, stripMove } from "./strip";

describe("job image strip", () => {
  it("shows arrows only with more than 3 images", () => {
    expect(STRIP_VISIBLE).toBe(3);
    expect([0, 1, 2, 3].map((n) => stripHasArrows(n))).toEqual([false, false, false, false]);
    expect(stripHasArrows(4)).toBe(true);
    expect(stripHasArrows(5)).toBe(true);
  });

  it("moves one image per click and stops at both ends", () => {
    expect(stripMaxIndex(5)).toBe(2);
    expect(stripMaxIndex(2)).toBe(0);
    expect(stripMove(0, 1, 5)).toBe(1);
    expect(stripMove(1, 1, 5)).toBe(2);
    expect(stripMove(2, 1, 5)).toBe(2);
    expect(stripMove(2, -1, 5)).toBe(1);
    expect(stripMove(0, -1, 5)).toBe(0);
    expect(stripMove(0, 1, 3)).toBe(0);
  });

  it("enables the previous arrow away from the start and the next arrow before the end", () => {
    expect(stripArrowState(0, 5)).toEqual({ prev: false, next: true });
    expect(stripArrowState(1, 5)).toEqual({ prev: true, next: true });
    expect(stripArrowState(2, 5)).toEqual({ prev: true, next: false });
  });
});
