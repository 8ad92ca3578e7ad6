import { describe, expect, it } from "vitest";
import { groupingKey, groupLabel, groupNearby, groupWidth, MARKER_MARGIN, MARKER_SIZE } from "./groups";

const apart = MARKER_SIZE + MARKER_MARGIN;

describe("groupNearby", () => {
  it("leaves markers alone that are at least a badge and its margin apart, on either axis", () => {
    expect(
      groupNearby([
        { x: 0, y: 0 },
        { x: apart, y: 0 },
        { x: 0, y: apart },
      ]),
    ).toEqual([[0], [1], [2]]);
  });

  it("groups markers whose badges would overlap, and a chain of them into one group", () => {
    expect(
      groupNearby([
        { x: 0, y: 0 },
        { x: apart - 1, y: 0 },
      ]),
    ).toEqual([[0, 1]]);
    // 0-1 and 1-2 overlap, 0-2 would not: the group of 0 and 1 stands between them and takes 2 in.
    expect(
      groupNearby([
        { x: 0, y: 0 },
        { x: 25, y: 0 },
        { x: 50, y: 0 },
        { x: 300, y: 0 },
      ]),
    ).toEqual([[0, 1, 2], [3]]);
  });

  it("merges the deepest overlap first and keeps separate groups apart", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 10, y: 0 },
      { x: 200, y: 0 },
      { x: 205, y: 5 },
      { x: 400, y: 400 },
    ];
    expect(groupNearby(points)).toEqual([[0, 1], [2, 3], [4]]);
  });

  it("lets a wide group take in a neighbour that a single badge would clear", () => {
    const points = [
      { x: 0, y: 0 },
      { x: 5, y: 0 },
      { x: 50, y: 0 },
    ];
    expect(groupNearby([points[0], points[2]] as { x: number; y: number }[])).toEqual([[0], [1]]);
    expect(groupNearby(points, (members) => (members.length > 1 ? 80 : MARKER_SIZE))).toEqual([[0, 1, 2]]);
  });

  it("orders groups by their first marker and members ascending", () => {
    expect(
      groupNearby([
        { x: 500, y: 0 },
        { x: 0, y: 0 },
        { x: 505, y: 0 },
        { x: 3, y: 0 },
      ]),
    ).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });
});

describe("groupLabel", () => {
  it("writes the numbers as page ranges, each number once", () => {
    expect(groupLabel([4, 2, 3])).toBe("2–4");
    expect(groupLabel([9, 1])).toBe("1, 9");
    expect(groupLabel([1, 2, 3, 9, 5, 5])).toBe("1–3, 5, 9");
    expect(groupLabel([7])).toBe("7");
  });
});

describe("groupWidth and groupingKey", () => {
  it("widens the pill with its label, never below a badge", () => {
    expect(groupWidth("1")).toBe(MARKER_SIZE);
    expect(groupWidth("2–4")).toBeGreaterThan(MARKER_SIZE);
    expect(groupWidth("1–3, 5, 9")).toBeGreaterThan(groupWidth("2–4"));
  });

  it("changes only when a group changes: single markers do not count", () => {
    expect(groupingKey([[0], [1, 2], [3]])).toBe("1,2");
    expect(groupingKey([[0], [1], [2]])).toBe("");
    expect(
      groupingKey([
        [0, 1],
        [2, 3],
      ]),
    ).not.toBe(groupingKey([[0], [1, 2, 3]]));
  });
});
