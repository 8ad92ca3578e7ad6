import { describe, expect, it } from "vitest";
import { parseRating, ratingStars } from "./stars";

describe("ratingStars", () => {
  it.each([
    [5, ["full", "full", "full", "full", "full"]],
    [4, ["full", "full", "full", "full", "empty"]],
    [4.5, ["full", "full", "full", "full", "half"]],
    [4.49, ["full", "full", "full", "full", "empty"]],
    [3.7, ["full", "full", "full", "half", "empty"]],
    [0.5, ["half", "empty", "empty", "empty", "empty"]],
    [0, ["empty", "empty", "empty", "empty", "empty"]],
  ])("%s stars", (rating, stars) => {
    expect(ratingStars(rating)).toEqual(stars);
  });

  it("always shows five stars, clamping out-of-range ratings", () => {
    expect(ratingStars(7)).toEqual(ratingStars(5));
    expect(ratingStars(-2)).toEqual(ratingStars(0));
    expect(ratingStars(Number.NaN)).toEqual(ratingStars(0));
  });
});

describe("parseRating", () => {
  it("reads decimal points and commas", () => {
    expect(parseRating("4.5")).toBe(4.5);
    expect(parseRating(" 4,5 ")).toBe(4.5);
  });

  it("rejects empty, non-numeric and out-of-range text", () => {
    expect(parseRating(null)).toBeNull();
    expect(parseRating("")).toBeNull();
    expect(parseRating("gut")).toBeNull();
    expect(parseRating("6")).toBeNull();
  });
});
