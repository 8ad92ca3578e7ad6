import type { Hole } from "./game-state";
import { isEntry } from "./score";

type HoleScore = Pick<Hole, "playerId" | "pageId" | "score">;

/** The pagination dot of one hole page. */
export type PageDotState = "active" | "noScores" | "partial" | "complete";

/** Whether every player has a score above 0 on the page; a game without players completes nothing. */
export function isPageComplete(pageId: string, players: readonly { id: string }[], holes: readonly HoleScore[]): boolean {
  if (players.length === 0) return false;
  const scored = new Set(holes.filter((hole) => hole.pageId === pageId && isEntry(hole)).map((hole) => hole.playerId));
  return players.every((player) => scored.has(player.id));
}

/** The dot state of each page, in order: the active page wins, then noScores, complete or partial. */
export function pageDotStates(
  pageIds: readonly string[],
  activePageId: string | null,
  players: readonly { id: string }[],
  holes: readonly HoleScore[],
): PageDotState[] {
  const playerIds = new Set(players.map((player) => player.id));
  return pageIds.map((pageId) => {
    if (pageId === activePageId) return "active";
    const anyScore = holes.some((hole) => hole.pageId === pageId && playerIds.has(hole.playerId) && isEntry(hole));
    if (!anyScore) return "noScores";
    return isPageComplete(pageId, players, holes) ? "complete" : "partial";
  });
}

/** The page whose completeness unlocks the coupon: the second-to-last hole page (null with fewer than two). */
export function couponGatePageId(pageIds: readonly string[]): string | null {
  return pageIds.length < 2 ? null : pageIds[pageIds.length - 2]!;
}

/** Whether the coupon button shows: at least one entry exists and the second-to-last page is complete. */
export function isCouponAvailable(pageIds: readonly string[], players: readonly { id: string }[], holes: readonly HoleScore[]): boolean {
  const gatePageId = couponGatePageId(pageIds);
  const playerIds = new Set(players.map((player) => player.id));
  const anyEntry = holes.some((hole) => playerIds.has(hole.playerId) && isEntry(hole));
  return anyEntry && gatePageId !== null && isPageComplete(gatePageId, players, holes);
}
