import { describe, expect, it } from "vitest";
import { leaderboard, playerScoreSummaries } from "./leaderboard";
import { againstPar, DEFAULT_PAR, formatAgainstPar, parOf, stablefordPoints } from "./scoring";

const hole = (playerId: string, pageId: string, score: number) => ({ playerId, pageId, score });
const course = [
  { pageId: "h1", par: 3 },
  { pageId: "h2", par: 4 },
];

describe("par", () => {
  it("is the course's par of the hole, else 3", () => {
    expect(parOf(course, "h2")).toBe(4);
    expect(parOf(course, "elsewhere")).toBe(DEFAULT_PAR);
    expect(DEFAULT_PAR).toBe(3);
    expect(parOf([], "h1")).toBe(3);
  });
});

describe("against par", () => {
  it("counts strokes over par as positive and under par as negative", () => {
    expect(againstPar(5, 3)).toBe(2);
    expect(againstPar(2, 3)).toBe(-1);
    expect(againstPar(4, 4)).toBe(0);
  });

  it("is written E at par, +n over and −n under with a real minus sign", () => {
    expect(formatAgainstPar(0)).toBe("E");
    expect(formatAgainstPar(2)).toBe("+2");
    expect(formatAgainstPar(-1)).toBe("\u22121");
    expect(formatAgainstPar(-12)).toBe("−12");
    expect(formatAgainstPar(-1)).not.toContain("-");
  });

  it("sums over the holes played only, with each hole's own par", () => {
    const [anna] = playerScoreSummaries([{ id: "anna" }], [hole("anna", "h1", 2), hole("anna", "h2", 6), hole("anna", "h3", 0)], course);
    expect(anna?.againstPar).toBe(-1 + 2);
  });
});

describe("Stableford table", () => {
  it.each([
    [6, 3, 0], // three over
    [5, 3, 0], // two over
    [4, 3, 1], // one over
    [3, 3, 2], // par
    [2, 3, 3], // one under
    [1, 3, 4], // two under
    [1, 4, 5], // three under
    [2, 5, 5],
  ])("%i strokes on a par %i earn %i points", (strokes, par, points) => {
    expect(stablefordPoints(strokes, par)).toBe(points);
  });

  it("gives nothing for an unplayed hole", () => {
    expect(stablefordPoints(0, 3)).toBe(0);
  });
});

describe("ranking by mode", () => {
  const players = [{ id: "anna" }, { id: "ben" }, { id: "cleo" }];

  it("by Stableford, most points first, where by strokes the fewest strokes lead", () => {
    // Anna: 2 on the par 3 (3 points) and 8 on the par 4 (0) = 10 strokes, 3 points.
    // Ben: 4 and 5 = 9 strokes, 1 + 1 = 2 points.
    const holes = [hole("anna", "h1", 2), hole("anna", "h2", 8), hole("ben", "h1", 4), hole("ben", "h2", 5)];
    const two = players.slice(0, 2);
    expect(leaderboard(two, holes, { mode: "strokes", course }).map((row) => row.player.id)).toEqual(["ben", "anna"]);
    expect(leaderboard(two, holes, { mode: "stableford", course }).map((row) => [row.player.id, row.points, row.rank])).toEqual([
      ["anna", 3, 1],
      ["ben", 2, 2],
    ]);
  });

  it("breaks equal points by the lower score against par, and ranks full ties together", () => {
    // Anna 5 on par 3 (0 points, +2); Ben 6 on par 3 (0 points, +3); Cleo 5 on par 3 (0 points, +2).
    const holes = [hole("anna", "h1", 5), hole("ben", "h1", 6), hole("cleo", "h1", 5)];
    const rows = leaderboard(players, holes, { mode: "stableford", course });
    expect(rows.map((row) => [row.player.id, row.rank])).toEqual([
      ["anna", 1],
      ["cleo", 1],
      ["ben", 3],
    ]);
  });

  it("keeps ranking by strokes when no mode is given (games started before modes)", () => {
    const holes = [hole("anna", "h1", 1), hole("anna", "h2", 9), hole("ben", "h1", 4), hole("ben", "h2", 4)];
    expect(leaderboard(players.slice(0, 2), holes).map((row) => row.player.id)).toEqual(["ben", "anna"]);
  });
});
