import { z } from "zod";

/** The par a hole has until its page says otherwise (urban golf: short holes). */
export const DEFAULT_PAR = 3;
/** Par of one hole: strokes a good player needs; 1 to 9 on a city course. */
export const parSchema = z.int().min(1).max(9);

/** How the leaderboard ranks, chosen when the game starts: fewest strokes, or most Stableford points. */
export const scoringModeSchema = z.enum(["strokes", "stableford"]);
export type ScoringMode = z.infer<typeof scoringModeSchema>;
/** Games started before scoring modes existed rank by strokes. */
export const DEFAULT_SCORING_MODE: ScoringMode = "strokes";

/** One hole of a game's course with its par, as the game's object stores it. */
export const courseHoleSchema = z.object({ pageId: z.string().min(1).max(128), par: parSchema });
export type CourseHole = z.infer<typeof courseHoleSchema>;

/** The par of a hole: the course's entry, else the default (a game without a course, a hole added later). */
export function parOf(course: readonly CourseHole[], pageId: string): number {
  return course.find((hole) => hole.pageId === pageId)?.par ?? DEFAULT_PAR;
}

/** Strokes against par: negative under par, 0 at par. */
export function againstPar(strokes: number, par: number): number {
  return strokes - par;
}

/** A score against par as golfers write it: "E" at par, "+2" over, "−1" under (a real minus sign, U+2212). */
export function formatAgainstPar(difference: number): string {
  if (difference === 0) return "E";
  return difference > 0 ? `+${difference}` : `\u2212${-difference}`;
}

/**
 * Stableford points of one played hole: 2 at par, one more per stroke under, one less per stroke over, never below
 * 0 (0 from two over par). An unplayed hole (0 strokes) earns nothing.
 */
export function stablefordPoints(strokes: number, par: number): number {
  if (strokes <= 0) return 0;
  return Math.max(0, 2 + par - strokes);
}
