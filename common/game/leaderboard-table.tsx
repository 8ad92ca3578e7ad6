import { Fragment } from "react";
import { isCouponAvailable } from "./course-progress";
import type { GameState } from "./game-state";
import { hasIncompleteTotals, leaderboard } from "./leaderboard";
import type { Locale } from "../locales";
import type { GameLabels } from "./labels";
import { gamePath } from "./paths";

/**
 * TABLE: the leaderboard, lowest total first. Incomplete totals carry an asterisk and a footnote explains it.
 * The coupon button shows for the first-ranked player(s) once an entry exists and the second-to-last hole is complete.
 */
export function LeaderboardTable(props: { gameId: string; state: GameState; pageIds: readonly string[]; locale: Locale; labels: GameLabels }) {
  const { gameId, state, pageIds, locale, labels } = props;
  const rows = leaderboard(state.players, state.holes);
  const coupon = isCouponAvailable(pageIds, state.players, state.holes);
  return (
    <>
      <table className="leaderboard" data-coupon={coupon}>
        <caption className="visually-hidden">{labels.leaderboard}</caption>
        <thead>
          <tr>
            <th scope="col">{labels.rank}</th>
            <th scope="col">{labels.player}</th>
            <th scope="col">{labels.total}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Fragment key={row.player.id}>
              <tr data-player-id={row.player.id} data-total={row.totalScore} data-complete={row.isComplete}>
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
              </tr>
              {coupon && row.rank === 1 && (
                <tr className="leaderboard__coupon-row">
                  <td colSpan={3}>
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
