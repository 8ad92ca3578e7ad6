import type { Hole } from "./game-state";
import { isEntry } from "./score";

type HoleScore = Pick<Hole, "playerId" | "pageId" | "score">;

/** Totals of one player, as the leaderboard shows them. */
export type PlayerScoreSummary = {
  playerId: string;
  totalScore: number;
  entriesCount: number;
  /** False when the player has fewer entries than the player with the most: the total gets an asterisk. */
  isComplete: boolean;
};

export type LeaderboardRow<P> = PlayerScoreSummary & { player: P; rank: number };

/** Total and entry count of every player; complete means as many entries as the player with the most. */
export function playerScoreSummaries(players: readonly { id: string }[], holes: readonly HoleScore[]): PlayerScoreSummary[] {
  const totals = new Map(players.map((player) => [player.id, { totalScore: 0, entriesCount: 0 }]));
  for (const hole of holes) {
    const total = totals.get(hole.playerId);
    // Rows of a deleted player, or holes pressed back to 0, do not count.
    if (!total || !isEntry(hole)) continue;
    total.totalScore += hole.score;
    total.entriesCount += 1;
  }
  const maxEntries = Math.max(0, ...Array.from(totals.values(), (total) => total.entriesCount));
  return players.map((player) => {
    const total = totals.get(player.id)!;
    return { playerId: player.id, ...total, isComplete: total.entriesCount === maxEntries };
  });
}

/**
 * The leaderboard: lowest total first. On equal totals the player with more entries ranks higher (same strokes
 * over more holes is the better round), and players still tied share a rank; otherwise join order is kept.
 */
export function leaderboard<P extends { id: string }>(players: readonly P[], holes: readonly HoleScore[]): LeaderboardRow<P>[] {
  const rows = playerScoreSummaries(players, holes).map((summary, index) => ({ ...summary, player: players[index]! }));
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compareRows(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
  let rank = 0;
  return sorted.map((row, position) => {
    const previous = sorted[position - 1];
    if (!previous || compareRows(previous, row) !== 0) rank = position + 1;
    return { ...row, rank };
  });
}

/** Whether the leaderboard needs its footnote: some totals are incomplete and carry an asterisk. */
export function hasIncompleteTotals(rows: readonly PlayerScoreSummary[]): boolean {
  return rows.some((row) => !row.isComplete);
}

function compareRows(a: PlayerScoreSummary, b: PlayerScoreSummary): number {
  return a.totalScore - b.totalScore || b.entriesCount - a.entriesCount;
}
