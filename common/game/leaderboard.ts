import type { Hole } from "./game-state";
import { againstPar, type CourseHole, DEFAULT_SCORING_MODE, parOf, type ScoringMode, stablefordPoints } from "./scoring";
import { isEntry } from "./score";

type HoleScore = Pick<Hole, "playerId" | "pageId" | "score">;

/** Totals of one player, as the leaderboard shows them. */
export type PlayerScoreSummary = {
  playerId: string;
  totalScore: number;
  entriesCount: number;
  /** False when the player has fewer entries than the player with the most: the total gets an asterisk. */
  isComplete: boolean;
  /** Strokes against par over the holes played (unplayed holes do not count). */
  againstPar: number;
  /** Stableford points over the holes played. */
  points: number;
};

export type LeaderboardRow<P> = PlayerScoreSummary & { player: P; rank: number };

/** How to rank: the game's scoring mode and its course's pars (missing holes have the default par). */
export type Scoring = { mode: ScoringMode; course: readonly CourseHole[] };

const STROKES: Scoring = { mode: DEFAULT_SCORING_MODE, course: [] };

/** Total, entry count, against-par and points of every player; complete means as many entries as the player with the most. */
export function playerScoreSummaries(
  players: readonly { id: string }[],
  holes: readonly HoleScore[],
  course: readonly CourseHole[] = [],
): PlayerScoreSummary[] {
  const totals = new Map(players.map((player) => [player.id, { totalScore: 0, entriesCount: 0, againstPar: 0, points: 0 }]));
  for (const hole of holes) {
    const total = totals.get(hole.playerId);
    // Rows of a deleted player, or holes pressed back to 0, do not count.
    if (!total || !isEntry(hole)) continue;
    const par = parOf(course, hole.pageId);
    total.totalScore += hole.score;
    total.entriesCount += 1;
    total.againstPar += againstPar(hole.score, par);
    total.points += stablefordPoints(hole.score, par);
  }
  const maxEntries = Math.max(0, ...Array.from(totals.values(), (total) => total.entriesCount));
  return players.map((player) => {
    const total = totals.get(player.id)!;
    return { playerId: player.id, ...total, isComplete: total.entriesCount === maxEntries };
  });
}

/**
 * The leaderboard. By strokes: lowest total first; on equal totals the player with more entries ranks higher (same
 * strokes over more holes is the better round). By Stableford: most points first; on equal points the lower score
 * against par ranks higher. Players still tied share a rank; otherwise join order is kept.
 */
export function leaderboard<P extends { id: string }>(players: readonly P[], holes: readonly HoleScore[], scoring: Scoring = STROKES): LeaderboardRow<P>[] {
  const rows = playerScoreSummaries(players, holes, scoring.course).map((summary, index) => ({ ...summary, player: players[index]! }));
  const compare = scoring.mode === "stableford" ? compareByPoints : compareByStrokes;
  const sorted = rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => compare(a.row, b.row) || a.index - b.index)
    .map(({ row }) => row);
  let rank = 0;
  return sorted.map((row, position) => {
    const previous = sorted[position - 1];
    if (!previous || compare(previous, row) !== 0) rank = position + 1;
    return { ...row, rank };
  });
}

/** Whether the leaderboard needs its footnote: some totals are incomplete and carry an asterisk. */
export function hasIncompleteTotals(rows: readonly PlayerScoreSummary[]): boolean {
  return rows.some((row) => !row.isComplete);
}

function compareByStrokes(a: PlayerScoreSummary, b: PlayerScoreSummary): number {
  return a.totalScore - b.totalScore || b.entriesCount - a.entriesCount;
}

function compareByPoints(a: PlayerScoreSummary, b: PlayerScoreSummary): number {
  return b.points - a.points || a.againstPar - b.againstPar;
}
