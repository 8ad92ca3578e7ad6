import { useState } from "react";
import { PendingMark } from "./game-parts";
import type { GameState } from "./game-state";
import { holeKey, type PendingMarks } from "./pending-ops";
import { applyScoreChange, type ScoreChange } from "./score";
import type { GameLabels } from "./labels";
import { submitChange } from "./use-game";
import { playerScoreSummaries } from "./leaderboard";
import type { ScoreLabels } from "./score-labels";
import { againstPar, formatAgainstPar, parOf } from "./scoring";

type ScoreCardProps = { gameId: string; state: GameState; pending: PendingMarks; pageId: string; labels: GameLabels; scoreTexts: ScoreLabels };

/** CARD: a counter per player for one hole, minus and plus; a tap shows at once (marked until confirmed) and is queued while offline. */
export function ScoreCard({ gameId, state, pending, pageId, labels, scoreTexts }: ScoreCardProps) {
  const [announcement, setAnnouncement] = useState("");
  const par = parOf(state.course, pageId);
  const totals = new Map(playerScoreSummaries(state.players, state.holes, state.course).map((summary) => [summary.playerId, summary]));
  const scoreOf = (playerId: string) => state.holes.find((hole) => hole.playerId === playerId && hole.pageId === pageId)?.score ?? 0;
  const press = (playerId: string, playerName: string, change: ScoreChange) => {
    submitChange(gameId, { type: change === "plus" ? "scorePlus" : "scoreMinus", playerId, pageId });
    // The counter announces its new value (the view shows the same number once the store has the change).
    setAnnouncement(labels.strokesOf(playerName, applyScoreChange(scoreOf(playerId), change)));
  };
  return (
    <>
      <p className="score-card__par" data-par={par}>
        {scoreTexts.parOf(par)}
      </p>
      <ul className="score-card">
        {state.players.map((player) => {
          const score = scoreOf(player.id);
          // Against par only for a hole played: 0 strokes is no entry.
          const hole = score > 0 ? formatAgainstPar(againstPar(score, par)) : "–";
          const total = formatAgainstPar(totals.get(player.id)?.againstPar ?? 0);
          return (
            <li key={player.id} className="score-card__row" data-player-id={player.id}>
              <span className="score-card__who">
                <span className="score-card__name">{player.playerName}</span>
                {pending.holes.has(holeKey(player.id, pageId)) && <PendingMark labels={labels} />}
                <span className="score-card__to-par" data-hole-to-par={hole} data-total-to-par={total}>
                  <span aria-hidden="true">
                    {hole} · Σ {total}
                  </span>
                  <span className="visually-hidden">{scoreTexts.againstParOf(player.playerName, hole, total)}</span>
                </span>
              </span>
              <span className="score-card__counter">
                <button
                  type="button"
                  className="score-card__button"
                  aria-label={labels.minus(player.playerName)}
                  onClick={() => press(player.id, player.playerName, "minus")}
                >
                  <span aria-hidden="true">−</span>
                </button>
                <span className="score-card__score" data-score={score} title={labels.strokes}>
                  {score}
                </span>
                <button
                  type="button"
                  className="score-card__button"
                  aria-label={labels.plus(player.playerName)}
                  onClick={() => press(player.id, player.playerName, "plus")}
                >
                  <span aria-hidden="true">+</span>
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="visually-hidden score-card__announcement" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
