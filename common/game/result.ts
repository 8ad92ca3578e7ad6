import { isPageComplete } from "./course-progress";
import type { GameState, Player } from "./game-state";
import { type LeaderboardRow, leaderboard } from "./leaderboard";
import { againstPar, type CourseHole, DEFAULT_PAR, formatAgainstPar } from "./scoring";

/** One player's line of a game's result: the leaderboard row and, per hole of the course, strokes and against par. */
export type ResultRow = LeaderboardRow<Player> & { perHole: { strokes: number; toPar: string | null }[] };

/** A game's result as the result page and its preview image show it. */
export type GameResult = { holes: CourseHole[]; rows: ResultRow[]; finished: boolean };

/**
 * The holes of a game in order: its course as stored at the start; a game made without a course (before courses
 * were stored) shows the holes it has strokes on, in page id order, at the default par.
 */
export function resultHoles(state: GameState): CourseHole[] {
  if (state.course.length > 0) return state.course;
  const pageIds = [...new Set(state.holes.filter((hole) => hole.score > 0).map((hole) => hole.pageId))].sort();
  return pageIds.map((pageId) => ({ pageId, par: DEFAULT_PAR }));
}

/** Whether every player has strokes on every hole of the game (a game without players or holes is not finished). */
export function isGameFinished(holes: readonly CourseHole[], players: readonly { id: string }[], scores: GameState["holes"]): boolean {
  return holes.length > 0 && holes.every((hole) => isPageComplete(hole.pageId, players, scores));
}

/** The result of a game: ranked in its scoring mode, each player's strokes and against par per hole ("–" unplayed). */
export function gameResult(state: GameState): GameResult {
  const holes = resultHoles(state);
  const rows = leaderboard(state.players, state.holes, { mode: state.game.scoring, course: holes }).map((row) => ({
    ...row,
    perHole: holes.map((hole) => {
      const strokes = state.holes.find((score) => score.playerId === row.player.id && score.pageId === hole.pageId)?.score ?? 0;
      return { strokes, toPar: strokes > 0 ? formatAgainstPar(againstPar(strokes, hole.par)) : null };
    }),
  }));
  return { holes, rows, finished: isGameFinished(holes, state.players, state.holes) };
}
