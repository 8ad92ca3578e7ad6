import { describe, expect, it } from "vitest";
import { hasIncompleteTotals, leaderboard, playerScoreSummaries } from "./leaderboard";

const players = [{ id: "anna" }, { id: "ben" }, { id: "cleo" }];
const hole = (playerId: string, pageId: string, score: number) => ({ playerId, pageId, score });

describe("playerScoreSummaries", () => {
  it("sums the strokes and counts the entries of each player", () => {
    const holes = [hole("anna", "h1", 3), hole("anna", "h2", 4), hole("ben", "h1", 5)];
    expect(playerScoreSummaries(players, holes)).toEqual([
      { playerId: "anna", totalScore: 7, entriesCount: 2, isComplete: true, againstPar: 1, points: 3 },
      { playerId: "ben", totalScore: 5, entriesCount: 1, isComplete: false, againstPar: 2, points: 0 },
      { playerId: "cleo", totalScore: 0, entriesCount: 0, isComplete: false, againstPar: 0, points: 0 },
    ]);
  });

  it("marks a player complete when their entry count equals the maximum", () => {
    const holes = [hole("anna", "h1", 3), hole("ben", "h1", 2), hole("cleo", "h1", 1)];
    expect(playerScoreSummaries(players, holes).every((summary) => summary.isComplete)).toBe(true);
  });

  it("does not count a score pressed back to 0 as an entry", () => {
    const holes = [hole("anna", "h1", 0), hole("ben", "h1", 2)];
    const [anna] = playerScoreSummaries(players, holes);
    expect(anna).toMatchObject({ totalScore: 0, entriesCount: 0, isComplete: false });
  });

  it("ignores rows of players no longer in the game", () => {
    const summaries = playerScoreSummaries([{ id: "anna" }], [hole("anna", "h1", 2), hole("gone", "h1", 1), hole("gone", "h2", 1)]);
    expect(summaries).toEqual([{ playerId: "anna", totalScore: 2, entriesCount: 1, isComplete: true, againstPar: -1, points: 3 }]);
  });

  it("treats everyone as complete before anyone has played", () => {
    expect(playerScoreSummaries(players, []).every((summary) => summary.isComplete)).toBe(true);
  });
});

describe("leaderboard", () => {
  it("ranks the lowest total first", () => {
    const holes = [hole("anna", "h1", 6), hole("ben", "h1", 3), hole("cleo", "h1", 4)];
    const rows = leaderboard(players, holes);
    expect(rows.map((row) => [row.player.id, row.totalScore, row.rank])).toEqual([
      ["ben", 3, 1],
      ["cleo", 4, 2],
      ["anna", 6, 3],
    ]);
  });

  it("ranks more entries higher on an equal total", () => {
    const holes = [hole("anna", "h1", 4), hole("ben", "h1", 2), hole("ben", "h2", 2)];
    const rows = leaderboard(players.slice(0, 2), holes);
    expect(rows.map((row) => row.player.id)).toEqual(["ben", "anna"]);
    expect(rows.map((row) => row.rank)).toEqual([1, 2]);
  });

  it("gives tied players the same rank and keeps their join order", () => {
    const holes = [hole("anna", "h1", 5), hole("ben", "h1", 3), hole("cleo", "h1", 3)];
    const rows = leaderboard(players, holes);
    expect(rows.map((row) => [row.player.id, row.rank])).toEqual([
      ["ben", 1],
      ["cleo", 1],
      ["anna", 3],
    ]);
  });

  it("carries the player object through and flags incomplete totals", () => {
    const named = [
      { id: "anna", playerName: "Anna" },
      { id: "ben", playerName: "Ben" },
    ];
    const rows = leaderboard(named, [hole("anna", "h1", 2), hole("anna", "h2", 2), hole("ben", "h1", 1)]);
    expect(rows[0]).toMatchObject({ player: { playerName: "Ben" }, isComplete: false });
    expect(hasIncompleteTotals(rows)).toBe(true);
  });

  it("needs no footnote when every total is complete", () => {
    const rows = leaderboard(players, [hole("anna", "h1", 2), hole("ben", "h1", 1), hole("cleo", "h1", 3)]);
    expect(hasIncompleteTotals(rows)).toBe(false);
  });
});
