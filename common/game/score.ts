/** A press on the score card: plus adds a stroke, minus takes one away. */
export type ScoreChange = "plus" | "minus";

/** The score after a press: one more or one less, never below 0. */
export function applyScoreChange(score: number, change: ScoreChange): number {
  return change === "plus" ? score + 1 : Math.max(0, score - 1);
}

/** An entry is a hole the player has played: a score above 0 (a score pressed back down to 0 is no entry). */
export function isEntry(hole: { score: number }): boolean {
  return hole.score > 0;
}
