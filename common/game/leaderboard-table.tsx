import { Fragment } from "react";
import { isCouponAvailable } from "./course-progress";
import type { GameState } from "./game-state";
import { hasIncompleteTotals, leaderboard } from "./leaderboard";
import type { Locale } from "../locales";
import type { GameLabels } from "./labels";
import { gamePath } from "./paths";
import type { ScoreLabels } from "./score-labels";
import { formatAgainstPar } from "./scoring";

/**
 * TABLE: the leaderboard in the game's scoring mode (fewest strokes or most Stableford points first), with each
 * total against par. Incomplete totals carry an asterisk and a footnote explains it.
 * The coupon button shows for the first-ranked player(s) once an entry exists and the second-to-last hole is complete.
 */
export function LeaderboardTable(props: {
  gameId: string;
  state: GameState;
  pageIds: readonly string[];
  locale: Locale;
  labels: GameLabels;
  scoreTexts: ScoreLabels;
}) {
  const { gameId, state, pageIds, locale, labels, scoreTexts } = props;
  const mode = state.game.scoring;
  const rows = leaderboard(state.players, state.holes, { mode, course: state.course });
  const columns = mode === "stableford" ? 5 : 4;
  const coupon = isCouponAvailable(pageIds, state.players, state.holes);
  return (
    <>
      <p className="leaderboard__mode">
        {scoreTexts.scoring}: {mode === "stableford" ? scoreTexts.scoringStableford : scoreTexts.scoringStrokes}
      </p>
      <table className="leaderboard" data-coupon={coupon} data-scoring={mode}>
        <caption className="visually-hidden">{labels.leaderboard}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.rank}</th>
            <th scope="col">{labels.player}</th>
            <th scope="col">{labels.total}</th>
            <th scope="col">{scoreTexts.toPar}</th>
            {mode === "stableford" && <th scope="col">{scoreTexts.points}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.player.id}>
              <tr data-player-id={row.player.id} data-total={row.totalScore} data-points={row.points} data-complete={row.isComplete}>
                <td>{row.rank}</td>
                <th scope="row">{row.player.playerName}</th>
                <td className="leaderboard__total">
                  {row.totalScore}
                  {!row.isComplete && (
                    <>
                      <span aria-hidden="true">*</span>
                      <span className="visually-hidden"> ({labels.incomplete})</span>
                    </>
                  )}
                </td>
                <td className="leaderboard__to-par">{formatAgainstPar(row.againstPar)}</td>
                {mode === "stableford" && <td className="leaderboard__points">{row.points}</td>}
              </tr>
              {coupon && row.rank === 1 && (
                <tr className="leaderboard__coupon-row">
                  <td colSpan={columns}>
                    <a
                      className="button button--primary game-button leaderboard__coupon"
                      href={gamePath(locale, "~coupon", gameId, { player: row.player.id })}
                      aria-label={labels.couponFor(row.player.playerName)}
                    >
                      {labels.coupon}
                    </a>
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
      {hasIncompleteTotals(rows) && <p className="leaderboard__footnote">{labels.incompleteFootnote}</p>}
    </>
  );
}
